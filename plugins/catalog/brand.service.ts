import { sqlRows } from '../../core/db/sql.js';
import { currentSlugJoin } from '../../core/db/slugs/slug-registry.js';
import type { CatalogKind } from './catalog-store.js';
import { Brand } from './entities/brand.entity.js';
import { CatalogErrors } from './errors.js';
import { FlatCatalogService } from './flat-service.js';
import { toBrand } from './mappers.js';
import { entityColumnsSql } from '../../core/db/entity-columns.js';

export const BRAND_KIND: CatalogKind = {
  entity: Brand,
  table: 'brands',
  scope: 'brand',
  notFound: CatalogErrors.BRAND_NOT_FOUND,
  alreadyDeleted: CatalogErrors.BRAND_ALREADY_DELETED,
  notDeleted: CatalogErrors.BRAND_NOT_DELETED,
  slugTaken: CatalogErrors.BRAND_SLUG_ALREADY_EXISTS,
};

export const BRAND_EDITABLE = ['description', 'isVisible', 'logoUrl', 'logoAlt', 'seoTitle', 'seoDescription'] as const;

export type BrandView = ReturnType<typeof toBrand>;

/** Brands: flat, ordered as a whole; a brand with alive series cannot be deleted. */
export class BrandService extends FlatCatalogService<BrandView> {
  constructor() {
    super({
      kind: BRAND_KIND,
      editable: BRAND_EDITABLE,
      altPair: ['logoUrl', 'logoAlt'],
      select: `SELECT ${entityColumnsSql(Brand, 't')}, s.slug AS slug FROM brands t ${currentSlugJoin('brand', 't', 's')}`,
      map: toBrand,
      reorderGroup: null,
      // the brand row is locked by the delete; a series create locks it too, so the check cannot be raced
      async beforeDelete(row) {
        const [series] = await sqlRows(`SELECT 1 FROM brand_series WHERE brand_id = $1 AND deleted_at IS NULL LIMIT 1`, [row.id]);
        if (series) throw CatalogErrors.BRAND_HAS_ACTIVE_SERIES();
      },
    });
  }
}
