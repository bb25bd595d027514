import { definePlugin } from '../../core/plugin.js';
import { catalogAdmin } from './admin.js';
import { BrandAdminController } from './brand-admin.controller.js';
import { BrandSeriesAdminController } from './brand-series-admin.controller.js';
import { CategoryAdminController } from './category-admin.controller.js';
import { BrandSeries } from './entities/brand-series.entity.js';
import { Brand } from './entities/brand.entity.js';
import { CatalogActivity } from './entities/catalog-activity.entity.js';
import { Category } from './entities/category.entity.js';
import { Tag } from './entities/tag.entity.js';
import { catalogJobs } from './jobs/index.js';
import { CatalogStorefrontController } from './storefront.controller.js';
import { TagAdminController } from './tag-admin.controller.js';
import { catalogMigrations } from './migrations/index.js';

export { catalog } from './catalog-context.js';
export { invalidateCatalogReads } from './catalog-cache.js';
export { recordActivity } from './activity.js';
export { claimSlug, generateSlug, setSlug, SLUG_MAX_LENGTH, type SlugScope } from './catalog-slugs.js';
export { MAX_DEPTH as CATEGORY_MAX_DEPTH } from './category-queries.js';
export { registerTagUsageCheck, type TagUsageCheck } from './tag-usage.js';
export { CatalogErrors } from './errors.js';
export { Brand, BrandSeries, CatalogActivity, Category, Tag };

export default definePlugin({
  name: 'catalog',
  requires: ['accounts'],
  permissions: ['Categories', 'Brands', 'BrandSeries', 'Tags', ...catalogJobs.permissions],
  entities: [Category, Brand, BrandSeries, Tag, CatalogActivity, ...catalogJobs.entities],
  migrations: catalogMigrations,
  controllers: [
    CategoryAdminController,
    BrandAdminController,
    BrandSeriesAdminController,
    TagAdminController,
    CatalogStorefrontController,
    ...catalogJobs.controllers,
  ],
  jobs: (registry) => {
    catalogJobs.jobs(registry);
  },
  subscribers: [...catalogJobs.subscribers],
  admin: (ctx) => [...catalogAdmin(ctx), ...catalogJobs.admin(ctx)],
});
