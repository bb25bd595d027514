import { IsBoolean, IsInt, IsOptional, IsString, Matches, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { IsUrlField, Optional, Trim } from '../../../core/http/validators.js';
import { ToBoolean } from '../../../core/http/transforms.js';
import { CatalogListQuery, SlugField, UUID_V7 } from './common.dto.js';

/** The optional fields create and update share; the parent is set on create and changed only by a move. */
abstract class CategoryOptionalFields {
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  description?: string | null;

  @SlugField()
  slug?: string;

  @Optional()
  @IsInt()
  @Min(0)
  displayOrder?: number;

  @Optional()
  @IsBoolean()
  isVisible?: boolean;

  @IsOptional()
  @IsString()
  @MaxLength(2048)
  @IsUrlField()
  imageUrl?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(255)
  imageAlt?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(160)
  seoTitle?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(320)
  seoDescription?: string | null;
}

export class CreateCategoryDto extends CategoryOptionalFields {
  @Trim()
  @IsString()
  @MinLength(2)
  @MaxLength(150)
  name: string;

  @IsOptional()
  @IsString()
  @Matches(UUID_V7, { message: 'parentId must be a UUID v7' })
  parentId?: string | null;
}

/** Update: every field optional; the parent changes only through the move route. */
export class UpdateCategoryDto extends CategoryOptionalFields {
  @Optional()
  @Trim()
  @IsString()
  @MinLength(2)
  @MaxLength(150)
  name?: string;
}

export class MoveCategoryDto {
  /** required: null moves the category to the root */
  @ValidateIf((_o, v) => v !== null)
  @IsString()
  @Matches(UUID_V7, { message: 'parentId must be a UUID v7 or null' })
  parentId: string | null;
}

export class CategoryListQuery extends CatalogListQuery {
  /** the level to list: children of this category; absent lists the roots */
  @Optional()
  @IsString()
  @Matches(UUID_V7, { message: 'parentId must be a UUID v7' })
  parentId?: string;

  @Optional()
  @ToBoolean()
  @IsBoolean()
  deletedOnly?: boolean;
}
