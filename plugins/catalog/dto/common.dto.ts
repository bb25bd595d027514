import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsBoolean, IsString, Matches, MaxLength } from 'class-validator';
import { Optional } from '../../../core/http/validators.js';
import { SLUG_PATTERN } from '../../../core/db/slugs/slug-registry.js';
import { ListQuery } from '../../../core/http/list-query.js';
import { ToBoolean } from '../../../core/http/transforms.js';
import { SLUG_MAX_LENGTH } from '../catalog-slugs.js';

export const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Optional slug: lowercase alphanumerics separated by single hyphens, at most 160 characters. */
export function SlugField(): PropertyDecorator {
  return (target, key) => {
    Optional()(target, key);
    IsString()(target, key);
    MaxLength(SLUG_MAX_LENGTH)(target, key);
    Matches(SLUG_PATTERN, { message: `${String(key)} must be lowercase letters and digits separated by single hyphens` })(target, key);
  };
}

export class VisibilityDto {
  @IsBoolean()
  isVisible: boolean;
}

/** A raw list is capped generously here; the 100 unique ids rule is checked after de-duplication (409). */
export class BulkIdsDto {
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(1000)
  @IsString({ each: true })
  @Matches(UUID_V7, { each: true, message: 'each publicId must be a UUID v7' })
  publicIds: string[];
}

export class BulkVisibilityDto extends BulkIdsDto {
  @IsBoolean()
  isVisible: boolean;
}

export class ReorderDto {
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(10000)
  @IsString({ each: true })
  @Matches(UUID_V7, { each: true, message: 'each publicId must be a UUID v7' })
  publicIds: string[];
}

/** The catalog list base: standard paging, sort allowlist name, displayOrder, createdAt, updatedAt. */
export class CatalogListQuery extends ListQuery {}

export class IncludeDeletedQuery extends CatalogListQuery {
  @Optional()
  @ToBoolean()
  @IsBoolean()
  includeDeleted?: boolean;
}

export const CATALOG_SORTABLE = ['name', 'displayOrder', 'createdAt', 'updatedAt'] as const;
