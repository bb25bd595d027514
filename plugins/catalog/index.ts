import { definePlugin } from '../../core/plugin.js';
import { catalogAdmin } from './admin.js';
import { catalogDashboard } from './panel-dashboard.js';
import { BrandAdminController, BrandGroupAdminController } from './brand-admin.controller.js';
import { BrandSeriesAdminController, BrandSeriesGroupAdminController } from './brand-series-admin.controller.js';
import { CategoryAdminController, CategoryGroupAdminController, CategoryTreeAdminController } from './category-admin.controller.js';
import { BrandSeries } from './entities/brand-series.entity.js';
import { Brand } from './entities/brand.entity.js';
import { Category } from './entities/category.entity.js';
import { Tag } from './entities/tag.entity.js';
import { catalogJobs } from './jobs/index.js';
import { catalogDemo } from './demo.js';
import { CatalogStorefrontController } from './storefront.controller.js';
import { TagAdminController } from './tag-admin.controller.js';
import { catalogMigrations } from './migrations/index.js';

// the surface other plugins (products) use: the services, the errors the services throw
export { catalog } from './catalog-context.js';
export { CatalogErrors } from './errors.js';
// the import/export job machinery, for another plugin's kinds (products)
export * as tabularJobs from './jobs/kit.js';
// what the products storefront needs: the visibility rule of a category, and when catalog reads change
export { ancestorJoins, effectiveVisibleSql } from './category-queries.js';
// the one way another plugin locks a catalog row it links to (FOR KEY SHARE, as a foreign key does)
export { lockLiveForReference, lockLiveTagsForReference, type ReferencedKind } from './reference-locks.js';
// the catalog's records in another plugin's SQL (products, promotions, banners): a FROM item or a join on an id
export { catalogFrom, catalogJoin, type CatalogKind } from './catalog-tables.js';
// hooks (core/hooks): a record's new name in its transaction (products copy brand and category names into their
// search text), the tag-usage veto (products' links), the drop of the cached reads (products' storefront cache)
export { CATALOG_READS_DROPPED, CATALOG_RECORD_RENAMED, CATALOG_TAG_USAGE, type RenamedKind } from './hooks.js';

export default definePlugin({
  name: 'catalog',
  requires: ['accounts'],
  permissions: ['Categories', 'Brands', 'BrandSeries', 'Tags', ...catalogJobs.permissions],
  entities: [Category, Brand, BrandSeries, Tag, ...catalogJobs.entities],
  migrations: catalogMigrations,
  controllers: [
    CategoryTreeAdminController,
    CategoryGroupAdminController,
    CategoryAdminController,
    BrandGroupAdminController,
    BrandAdminController,
    BrandSeriesGroupAdminController,
    BrandSeriesAdminController,
    TagAdminController,
    CatalogStorefrontController,
    ...catalogJobs.controllers,
  ],
  jobs: catalogJobs.jobs,
  subscribers: [...catalogJobs.subscribers],
  admin: (ctx) => [...catalogAdmin(ctx), ...catalogJobs.admin(ctx)],
  demo: catalogDemo,
  dashboard: catalogDashboard,
});
