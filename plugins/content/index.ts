import { definePlugin } from '../../core/plugin.js';
import { contentAdmin } from './admin.js';
import { contentDashboard } from './panel-dashboard.js';
import { ContentAdminController } from './content-admin.controller.js';
import { content } from './content-context.js';
import { ContentMobileController, ContentPublicController } from './content-public.controller.js';
import { contentDemo } from './demo.js';
import { ContentPage } from './entities/content-page.entity.js';
import { ContentSection } from './entities/content-section.entity.js';
import { contentMigrations } from './migrations/index.js';

export { content } from './content-context.js';

export default definePlugin({
  name: 'content',
  requires: ['accounts', 'seo'],
  permissions: ['Content'],
  entities: [ContentPage, ContentSection],
  migrations: contentMigrations,
  controllers: [ContentAdminController, ContentPublicController, ContentMobileController],
  admin: () => contentAdmin(),
  dashboard: contentDashboard,
  onStart({ config }) {
    content.pages.configure({ assetOrigins: config.assetOrigins });
  },
  demo: contentDemo,
});
