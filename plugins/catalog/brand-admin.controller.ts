import { CommonErrors } from '../../core/http/app-error.js';
import { catalogGroupRoutes, catalogRecordRoutes } from './catalog-admin-routes.js';
import { catalog } from './catalog-context.js';
import { BrandListQuery, CreateBrandDto, UpdateBrandDto } from './dto/brand.dto.js';
import { CatalogErrors as E } from './errors.js';
import { BrandResponse } from './dto/catalog.response.js';

const path = '/api/admin/catalog/brands';
const tag = { name: 'Brands', description: 'Brands: records, order, visibility, bulk actions' };

// group routes first: /reorder and /bulk/* before /:id
export const BrandGroupAdminController = catalogGroupRoutes({
  name: 'BrandGroupAdminController',
  path,
  module: 'Brands',
  noun: 'Brand',
  plural: 'Brands',
  tag,
  service: catalog.brands,
});

export const BrandAdminController = catalogRecordRoutes({
  name: 'BrandAdminController',
  path,
  module: 'Brands',
  noun: 'Brand',
  plural: 'Brands',
  tag,
  response: BrandResponse,
  dtos: { list: BrandListQuery, create: CreateBrandDto, update: UpdateBrandDto },
  list: (q: BrandListQuery) => catalog.brands.list(q, { includeDeleted: q.includeDeleted }),
  create: (dto: CreateBrandDto) => catalog.brands.create(dto),
  service: catalog.brands,
  throws: {
    detail: [E.BRAND_NOT_FOUND],
    create: [CommonErrors.VALIDATION_FAILED, E.BRAND_SLUG_ALREADY_EXISTS, E.CATALOG_SLUG_GENERATION_FAILED],
    update: [E.BRAND_NOT_FOUND, E.BRAND_ALREADY_DELETED, E.BRAND_SLUG_ALREADY_EXISTS],
    visibility: [E.BRAND_NOT_FOUND, E.BRAND_ALREADY_DELETED],
    remove: [E.BRAND_NOT_FOUND, E.BRAND_ALREADY_DELETED, E.BRAND_HAS_ACTIVE_SERIES],
    restore: [E.BRAND_NOT_FOUND, E.BRAND_NOT_DELETED],
  },
});
