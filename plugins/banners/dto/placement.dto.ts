import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ListQuery } from '../../../core/http/list-query.js';
import { ToBoolean } from '../../../core/http/transforms.js';
import { Optional, Trim } from '../../../core/http/validators.js';
import { LAYOUT_TYPES, type LayoutType } from '../entities/enums.js';
import { Count, NullableText, RequiredText, UrlText } from './fields.js';

export const PLACEMENT_SORTABLE = ['sortOrder', 'slug', 'label', 'createdAt', 'updatedAt'] as const;
export const PLACEMENT_SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

function PlacementSlug(): PropertyDecorator {
  return (target, key) => {
    Trim()(target, key);
    IsString()(target, key);
    MaxLength(100)(target, key);
    Matches(PLACEMENT_SLUG, { message: 'slug must be lowercase letters and digits separated by single hyphens or underscores' })(target, key);
  };
}

export class PlacementFieldsDto {
  @NullableText(100)
  pageContext?: string | null;

  @Optional()
  @Count(1000)
  maxBanners?: number;

  @IsOptional()
  @Count(100_000)
  recommendedWidth?: number | null;

  @IsOptional()
  @Count(100_000)
  recommendedHeight?: number | null;

  @NullableText(20)
  recommendedAspectRatio?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(5000)
  notes?: string | null;

  @Optional()
  @IsBoolean()
  isActive?: boolean;

  @Optional()
  @Count()
  sortOrder?: number;

  @IsOptional()
  @UrlText()
  fallbackPlaceholderUrl?: string | null;

  @Optional()
  @IsBoolean()
  allowPartialRender?: boolean;
}

export class CreatePlacementDto extends PlacementFieldsDto {
  @PlacementSlug()
  slug: string;

  @RequiredText(255)
  label: string;

  @IsIn(LAYOUT_TYPES)
  layoutType: LayoutType;
}

export class UpdatePlacementDto extends PlacementFieldsDto {
  @Optional()
  @PlacementSlug()
  slug?: string;

  @Optional()
  @RequiredText(255)
  label?: string;

  @Optional()
  @IsIn(LAYOUT_TYPES)
  layoutType?: LayoutType;
}

export class PlacementListQuery extends ListQuery {
  @Optional()
  @ToBoolean()
  @IsBoolean()
  isActive?: boolean;

  @Optional()
  @Trim()
  @IsString()
  @MaxLength(100)
  pageContext?: string;

  @Optional()
  @IsIn(LAYOUT_TYPES)
  layoutType?: string;

  /** slug or label contains (case-insensitive) */
  @Optional()
  @Trim()
  @IsString()
  @MaxLength(100)
  search?: string;
}
