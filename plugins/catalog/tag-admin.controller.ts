import { CommonErrors } from '../../core/http/app-error.js';
import { catalogRecordRoutes } from './catalog-admin-routes.js';
import { catalog } from './catalog-context.js';
import { CreateTagDto, TagListQuery, UpdateTagDto } from './dto/tag.dto.js';
import { CatalogErrors as E } from './errors.js';
import { TagResponse } from './dto/catalog.response.js';

/** Tags have the record routes only (no order, no bulk routes in the spec). */
export const TagAdminController = catalogRecordRoutes({
  name: 'TagAdminController',
  path: '/api/admin/catalog/tags',
  module: 'Tags',
  noun: 'Tag',
  plural: 'Tags',
  tag: { name: 'Tags', description: 'Tags that label products: records and visibility' },
  response: TagResponse,
  dtos: { list: TagListQuery, create: CreateTagDto, update: UpdateTagDto },
  list: (q: TagListQuery) => catalog.tags.list(q, { includeDeleted: q.includeDeleted }),
  create: (dto: CreateTagDto) => catalog.tags.create(dto),
  service: catalog.tags,
  throws: {
    detail: [E.TAG_NOT_FOUND],
    create: [CommonErrors.VALIDATION_FAILED, E.TAG_SLUG_ALREADY_EXISTS, E.CATALOG_SLUG_GENERATION_FAILED],
    update: [E.TAG_NOT_FOUND, E.TAG_ALREADY_DELETED, E.TAG_SLUG_ALREADY_EXISTS],
    visibility: [E.TAG_NOT_FOUND, E.TAG_ALREADY_DELETED],
    remove: [E.TAG_NOT_FOUND, E.TAG_ALREADY_DELETED, E.TAG_HAS_LINKED_PRODUCTS],
    restore: [E.TAG_NOT_FOUND, E.TAG_NOT_DELETED],
  },
});
