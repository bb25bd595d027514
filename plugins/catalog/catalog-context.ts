import { BrandSeriesService } from './brand-series.service.js';
import { BrandService } from './brand.service.js';
import { invalidateCatalogReads } from './catalog-cache.js';
import { CategoryService } from './category.service.js';
import { CatalogSearchService } from './search.service.js';
import { CatalogStorefrontService } from './storefront.service.js';
import { TagService } from './tag.service.js';

/** The catalog's services: what the routes, the admin panel and other plugins (jobs, products) call. */
export const catalog = {
  categories: new CategoryService(),
  brands: new BrandService(),
  series: new BrandSeriesService(),
  tags: new TagService(),
  storefront: new CatalogStorefrontService(),
  search: new CatalogSearchService(),
  /** drop cached storefront reads; call after a write that bypassed these services (e.g. an import) */
  invalidateReads: invalidateCatalogReads,
};
