import { defineError } from '../../core/http/app-error.js';

/** The products plugin's error codes (issue 11; spec 02 "Errors"). */
export const ProductErrors = {
  PRODUCT_NOT_FOUND: defineError(404, 'PRODUCT_NOT_FOUND', 'Product not found'),
  PRODUCT_VARIANT_NOT_FOUND: defineError(404, 'PRODUCT_VARIANT_NOT_FOUND', 'Product variant not found'),
  PRODUCT_CATEGORY_NOT_FOUND: defineError(404, 'PRODUCT_CATEGORY_NOT_FOUND', 'The category does not exist'),
  PRODUCT_BRAND_NOT_FOUND: defineError(404, 'PRODUCT_BRAND_NOT_FOUND', 'The brand does not exist'),
  PRODUCT_SERIES_NOT_FOUND: defineError(404, 'PRODUCT_SERIES_NOT_FOUND', 'The brand series does not exist'),
  PRODUCT_FEED_NOT_FOUND: defineError(404, 'PRODUCT_FEED_NOT_FOUND', 'There is no such discovery feed'),

  PRODUCT_SERIES_BRAND_MISMATCH: defineError(400, 'PRODUCT_SERIES_BRAND_MISMATCH', 'The brand series does not belong to the given brand'),
  PRODUCT_PRICE_INVALID: defineError(400, 'PRODUCT_PRICE_INVALID', 'The selling price cannot be above the MRP'),
  PRODUCT_VIDEO_SOURCE_REQUIRED: defineError(400, 'PRODUCT_VIDEO_SOURCE_REQUIRED', 'A video needs a key or an embedUrl'),
  PRODUCT_SEO_NOT_FOUND: defineError(400, 'PRODUCT_SEO_NOT_FOUND', 'The SEO record named by seoId does not exist'),
  PRODUCT_VIDEO_SOURCE_CONFLICT: defineError(400, 'PRODUCT_VIDEO_SOURCE_CONFLICT', 'A video has either a key or an embedUrl, not both'),

  PRODUCT_JOB_ENTITY_PERMISSION_DENIED: defineError(
    403,
    'PRODUCT_JOB_ENTITY_PERMISSION_DENIED',
    'Importing products needs both Products_CREATE and Products_UPDATE',
  ),

  PRODUCT_SLUG_ALREADY_EXISTS: defineError(409, 'PRODUCT_SLUG_ALREADY_EXISTS', 'This slug is already used (or was used) by a product'),
  PRODUCT_SKU_ALREADY_EXISTS: defineError(409, 'PRODUCT_SKU_ALREADY_EXISTS', 'This SKU is already used by a live product or variant'),
  PRODUCT_ALREADY_DELETED: defineError(409, 'PRODUCT_ALREADY_DELETED', 'The product is deleted'),
  PRODUCT_NOT_DELETED: defineError(409, 'PRODUCT_NOT_DELETED', 'The product is not deleted'),
  PRODUCT_VERSION_CONFLICT: defineError(409, 'PRODUCT_VERSION_CONFLICT', 'The product was changed since this version; reload it and try again'),
  PRODUCT_INVALID_TRANSITION: defineError(409, 'PRODUCT_INVALID_TRANSITION', 'An archived product can only move back to draft'),
  PRODUCT_BULK_LIMIT_EXCEEDED: defineError(409, 'PRODUCT_BULK_LIMIT_EXCEEDED', 'At most 100 unique ids per bulk request'),
  PRODUCT_DEFAULT_VARIANT_REQUIRED: defineError(
    409,
    'PRODUCT_DEFAULT_VARIANT_REQUIRED',
    'The default variant cannot be deleted or withdrawn while other variants are live',
  ),
  PRODUCT_VARIANT_OPTIONS_CONFLICT: defineError(409, 'PRODUCT_VARIANT_OPTIONS_CONFLICT', 'Another live variant has the same option combination'),
  PRODUCT_VARIANT_LIMIT_EXCEEDED: defineError(409, 'PRODUCT_VARIANT_LIMIT_EXCEEDED', 'A product has at most 100 live variants'),
  PRODUCT_OPTION_VALUE_IN_USE: defineError(409, 'PRODUCT_OPTION_VALUE_IN_USE', 'A live variant still uses an option value this change removes'),

  INVENTORY_NEGATIVE: defineError(409, 'INVENTORY_NEGATIVE', 'Stock on hand cannot go below zero'),
  INVENTORY_BELOW_RESERVED: defineError(409, 'INVENTORY_BELOW_RESERVED', 'An adjustment or receipt cannot take stock on hand below the reserved quantity'),

  DEAL_NOT_FOUND: defineError(404, 'DEAL_NOT_FOUND', 'Deal not found'),
  DEAL_DATE_INVALID: defineError(400, 'DEAL_DATE_INVALID', 'startsAt must be before endsAt'),
  DEAL_SCOPE_REQUIRED: defineError(400, 'DEAL_SCOPE_REQUIRED', 'A deal covers at least one product, category or brand'),
  DEAL_ALREADY_DELETED: defineError(409, 'DEAL_ALREADY_DELETED', 'The deal is deleted'),
  DEAL_NOT_DELETED: defineError(409, 'DEAL_NOT_DELETED', 'The deal is not deleted'),
};
