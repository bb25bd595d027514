import { defineError } from '../../core/http/app-error.js';

export const CatalogErrors = {
  CATEGORY_NOT_FOUND: defineError(404, 'CATEGORY_NOT_FOUND', 'Category not found'),
  CATEGORY_PARENT_NOT_FOUND: defineError(404, 'CATEGORY_PARENT_NOT_FOUND', 'The parent category does not exist'),
  CATEGORY_PARENT_DELETED: defineError(409, 'CATEGORY_PARENT_DELETED', 'The parent category is deleted'),
  CATEGORY_MAX_DEPTH_EXCEEDED: defineError(409, 'CATEGORY_MAX_DEPTH_EXCEEDED', 'The category tree is at most 6 levels deep below the root'),
  CATEGORY_CIRCULAR_HIERARCHY: defineError(409, 'CATEGORY_CIRCULAR_HIERARCHY', 'A category cannot be moved under itself or one of its descendants'),
  CATEGORY_SLUG_ALREADY_EXISTS: defineError(409, 'CATEGORY_SLUG_ALREADY_EXISTS', 'This slug is already used by a category'),
  CATEGORY_ALREADY_DELETED: defineError(409, 'CATEGORY_ALREADY_DELETED', 'The category is deleted'),
  CATEGORY_NOT_DELETED: defineError(409, 'CATEGORY_NOT_DELETED', 'The category is not deleted'),
  CATEGORY_HAS_CHILDREN: defineError(409, 'CATEGORY_HAS_CHILDREN', 'The category has active children'),

  BRAND_NOT_FOUND: defineError(404, 'BRAND_NOT_FOUND', 'Brand not found'),
  BRAND_SLUG_ALREADY_EXISTS: defineError(409, 'BRAND_SLUG_ALREADY_EXISTS', 'This slug is already used by a brand'),
  BRAND_ALREADY_DELETED: defineError(409, 'BRAND_ALREADY_DELETED', 'The brand is deleted'),
  BRAND_NOT_DELETED: defineError(409, 'BRAND_NOT_DELETED', 'The brand is not deleted'),
  BRAND_HAS_ACTIVE_SERIES: defineError(409, 'BRAND_HAS_ACTIVE_SERIES', 'The brand has active series'),

  BRAND_SERIES_NOT_FOUND: defineError(404, 'BRAND_SERIES_NOT_FOUND', 'Brand series not found'),
  BRAND_SERIES_BRAND_NOT_FOUND: defineError(404, 'BRAND_SERIES_BRAND_NOT_FOUND', 'The owning brand does not exist'),
  BRAND_SERIES_BRAND_DELETED: defineError(409, 'BRAND_SERIES_BRAND_DELETED', 'The owning brand is deleted'),
  BRAND_SERIES_SLUG_ALREADY_EXISTS: defineError(409, 'BRAND_SERIES_SLUG_ALREADY_EXISTS', 'This slug is already used by a brand series'),
  BRAND_SERIES_ALREADY_DELETED: defineError(409, 'BRAND_SERIES_ALREADY_DELETED', 'The brand series is deleted'),
  BRAND_SERIES_NOT_DELETED: defineError(409, 'BRAND_SERIES_NOT_DELETED', 'The brand series is not deleted'),

  TAG_NOT_FOUND: defineError(404, 'TAG_NOT_FOUND', 'Tag not found'),
  TAG_SLUG_ALREADY_EXISTS: defineError(409, 'TAG_SLUG_ALREADY_EXISTS', 'This slug is already used by a tag'),
  TAG_ALREADY_DELETED: defineError(409, 'TAG_ALREADY_DELETED', 'The tag is already deleted'),
  TAG_NOT_DELETED: defineError(409, 'TAG_NOT_DELETED', 'The tag is not deleted'),
  TAG_HAS_LINKED_PRODUCTS: defineError(409, 'TAG_HAS_LINKED_PRODUCTS', 'The tag is linked to products'),

  CATALOG_SLUG_GENERATION_FAILED: defineError(409, 'CATALOG_SLUG_GENERATION_FAILED', 'No free slug could be generated from the name: send a slug'),
  CATALOG_BULK_LIMIT_EXCEEDED: defineError(409, 'CATALOG_BULK_LIMIT_EXCEEDED', 'At most 100 unique ids per bulk request'),
  CATALOG_REORDER_INVALID_ITEM: defineError(409, 'CATALOG_REORDER_INVALID_ITEM', 'The ids must be exactly the alive siblings of one level'),
  CATALOG_REORDER_MIXED_PARENT: defineError(409, 'CATALOG_REORDER_MIXED_PARENT', 'The ids belong to different parents'),
};
