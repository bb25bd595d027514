import { definePlugin } from '../../core/plugin.js';
import { seoAdmin } from './admin.js';
import { seoDashboard } from './panel-dashboard.js';
import { SeoRecord } from './entities/seo-record.entity.js';
import { seo } from './seo-context.js';
import { SeoAdminController } from './seo-admin.controller.js';
import { seoService } from './seo-service-instance.js';
import { seoMigrations } from './migrations/index.js';

export { seo, type SeoView, type SeoLookup } from './seo-context.js';
export { SEO_CHANGED_TOPIC, type SeoChange, type SeoChangedPayload } from './topics.js';

export default definePlugin({
  name: 'seo',
  requires: ['accounts'],
  permissions: ['Seo'],
  entities: [SeoRecord],
  migrations: seoMigrations,
  controllers: [SeoAdminController],
  admin: () => seoAdmin(),
  dashboard: seoDashboard,
  onStart() {
    seo.get = (publicId) => seoService.get(publicId);
    seo.getMany = (publicIds) => seoService.getMany(publicIds);
  },
});
