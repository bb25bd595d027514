import { sqlRows } from '../../core/db/sql.js';
import { BRAND_EDITABLE } from './brand.service.js';
import { currentSlugJoin } from '../../core/db/slugs/slug-registry.js';
import type { CatalogKind, RawRow } from './catalog-store.js';
import type { CreateSeriesDto, SeriesListQuery } from './dto/brand.dto.js';
import { BrandSeries } from './entities/brand-series.entity.js';
import { CatalogErrors } from './errors.js';
import { FlatCatalogService } from './flat-service.js';
import { toSeries } from './mappers.js';
import { entityColumnsSql } from '../../core/db/entity-columns.js';

export const SERIES_KIND: CatalogKind = {
  entity: BrandSeries,
  table: 'brand_series',
  scope: 'brand_series',
  notFound: CatalogErrors.BRAND_SERIES_NOT_FOUND,
  alreadyDeleted: CatalogErrors.BRAND_SERIES_ALREADY_DELETED,
  notDeleted: CatalogErrors.BRAND_SERIES_NOT_DELETED,
  slugTaken: CatalogErrors.BRAND_SERIES_SLUG_ALREADY_EXISTS,
};

export type SeriesView = ReturnType<typeof toSeries>;

/** Locks the owning brand (shared): a concurrent brand delete waits, then sees this series. */
async function lockOwningBrand(where: string, value: string): Promise<RawRow> {
  const [brand] = await sqlRows<RawRow>(`SELECT id, deleted_at AS "deletedAt" FROM brands WHERE ${where} = $1 FOR SHARE`, [value]);
  if (!brand) throw CatalogErrors.BRAND_SERIES_BRAND_NOT_FOUND();
  if (brand.deletedAt) throw CatalogErrors.BRAND_SERIES_BRAND_DELETED();
  return brand;
}

/** Brand series: owned by a brand (fixed at create), ordered per brand. */
export class BrandSeriesService extends FlatCatalogService<SeriesView> {
  constructor() {
    super({
      kind: SERIES_KIND,
      editable: BRAND_EDITABLE,
      altPair: ['logoUrl', 'logoAlt'],
      select: `SELECT ${entityColumnsSql(BrandSeries, 't')}, s.slug AS slug, b.public_id AS "brandPublicId"
               FROM brand_series t ${currentSlugJoin('brand_series', 't', 's')} JOIN brands b ON b.id = t.brand_id`,
      map: toSeries,
      reorderGroup: 'brandId',
      async beforeRestore(row) {
        await lockOwningBrand('id', row.brandId);
      },
    });
  }

  async listSeries(q: SeriesListQuery) {
    const brand = q.brandPublicId;
    return this.list(q, {
      includeDeleted: q.includeDeleted,
      where: (list) => brand && list.where(`t.brand_id = (SELECT id FROM brands WHERE public_id = ${list.param(brand)})`),
    });
  }

  async createSeries(dto: CreateSeriesDto): Promise<SeriesView> {
    const { brandPublicId, ...rest } = dto;
    return this.create(rest, async () => ({ brandId: (await lockOwningBrand('public_id', brandPublicId)).id }));
  }
}
