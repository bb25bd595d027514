import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsInt, IsString, Matches, MaxLength, Min, ValidateBy } from 'class-validator';
import { SLUG_PATTERN } from '../../../core/db/slugs/slug-registry.js';
import { isValidKey } from '../../../core/storage/keys.js';
import { Optional } from '../../../core/http/validators.js';
import { PRODUCT_LIMITS } from '../limits.js';

export const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A required UUID v7 (a public id). */
export function IsPublicId(each = false): PropertyDecorator {
  return (target, key) => {
    IsString({ each })(target, key);
    Matches(UUID_V7, { each, message: `${String(key)} must ${each ? 'hold UUID v7 values' : 'be a UUID v7'}` })(target, key);
  };
}

/** Optional slug: lowercase letters and digits separated by single hyphens, at most 260 characters. */
export function ProductSlugField(): PropertyDecorator {
  return (target, key) => {
    Optional()(target, key);
    IsString()(target, key);
    MaxLength(PRODUCT_LIMITS.slugMax)(target, key);
    Matches(SLUG_PATTERN, { message: `${String(key)} must be lowercase letters and digits separated by single hyphens` })(target, key);
  };
}

/** A storage key (a safe relative path), at most 500 characters. */
export function IsStorageKey(): PropertyDecorator {
  return (target, key) => {
    IsString()(target, key);
    MaxLength(500)(target, key);
    ValidateBy({
      name: 'isStorageKey',
      validator: { validate: (v) => isValidKey(v as string), defaultMessage: (a) => `${a?.property} must be a storage key (a relative path)` },
    })(target, key);
  };
}

/** The optimistic lock: the version the client read (>= 1). */
export function VersionField(required: boolean): PropertyDecorator {
  return (target, key) => {
    if (!required) Optional()(target, key);
    IsInt({ message: 'version must be a whole number' })(target, key);
    Min(1)(target, key);
  };
}

/** A bulk body's ids: a raw list is capped generously here; the 100 unique ids rule is checked after de-duplication (409). */
export function BulkIdsField(): PropertyDecorator {
  return (target, key) => {
    IsArray()(target, key);
    ArrayNotEmpty()(target, key);
    ArrayMaxSize(1000)(target, key);
    IsPublicId(true)(target, key);
  };
}

export class ProductBulkIdsDto {
  @BulkIdsField()
  publicIds: string[];
}
