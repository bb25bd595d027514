import { definePlugin } from '../../core/plugin.js';
import { seoAdmin } from './admin.js';
import { seoDashboard } from './panel-dashboard.js';
import { SeoRecord } from './entities/seo-record.entity.js';
import { SeoAdminController } from './seo-admin.controller.js';
import { seoMigrations } from './migrations/index.js';

export { seo, type SeoView, type SeoLookup } from './seo-context.js';
export { SeoResponse } from './dto/seo.response.js';
export { SEO_RECORD_CHANGED, type SeoChange, type SeoRecordChangedPayload } from './topics.js';
// for other plugins' demo data: find or make an SEO record by title
export { demoSeoRecord, type DemoSeo } from './demo.js';

export default definePlugin({
  name: 'seo',
  requires: ['accounts'],
  permissions: ['Seo'],
  entities: [SeoRecord],
  migrations: seoMigrations,
  controllers: [SeoAdminController],
  admin: () => seoAdmin(),
  dashboard: seoDashboard,
});
