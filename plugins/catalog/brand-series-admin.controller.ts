import { CommonErrors } from '../../core/http/app-error.js';
import { catalogGroupRoutes, catalogRecordRoutes } from './catalog-admin-routes.js';
import { catalog } from './catalog-context.js';
import { CreateSeriesDto, SeriesListQuery, UpdateSeriesDto } from './dto/brand.dto.js';
import { CatalogErrors as E } from './errors.js';
import { BrandSeriesResponse } from './dto/catalog.response.js';

const path = '/api/admin/catalog/brand-series';
const tag = { name: 'Brand series', description: 'Series (product lines) of a brand: records, order, visibility, bulk actions' };

// group routes first: /reorder and /bulk/* before /:id
export const BrandSeriesGroupAdminController = catalogGroupRoutes({
  name: 'BrandSeriesGroupAdminController',
  path,
  module: 'BrandSeries',
  noun: 'Brand series',
  plural: 'Brand series',
  tag,
  service: catalog.series,
});

export const BrandSeriesAdminController = catalogRecordRoutes({
  name: 'BrandSeriesAdminController',
  path,
  module: 'BrandSeries',
  noun: 'Brand series',
  plural: 'Brand series',
  tag,
  response: BrandSeriesResponse,
  dtos: { list: SeriesListQuery, create: CreateSeriesDto, update: UpdateSeriesDto },
  list: (q: SeriesListQuery) => catalog.series.listSeries(q),
  create: (dto: CreateSeriesDto) => catalog.series.createSeries(dto),
  service: catalog.series,
  throws: {
    detail: [E.BRAND_SERIES_NOT_FOUND],
    create: [
      CommonErrors.VALIDATION_FAILED,
      E.BRAND_SERIES_SLUG_ALREADY_EXISTS,
      E.CATALOG_SLUG_GENERATION_FAILED,
      E.BRAND_SERIES_BRAND_NOT_FOUND,
      E.BRAND_SERIES_BRAND_DELETED,
    ],
    update: [E.BRAND_SERIES_NOT_FOUND, E.BRAND_SERIES_ALREADY_DELETED, E.BRAND_SERIES_SLUG_ALREADY_EXISTS],
    visibility: [E.BRAND_SERIES_NOT_FOUND, E.BRAND_SERIES_ALREADY_DELETED],
    remove: [E.BRAND_SERIES_NOT_FOUND, E.BRAND_SERIES_ALREADY_DELETED],
    restore: [E.BRAND_SERIES_NOT_FOUND, E.BRAND_SERIES_NOT_DELETED, E.BRAND_SERIES_BRAND_DELETED],
  },
});
