import { IsBoolean, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { IsUrlField, Optional, Trim } from '../../../core/http/validators.js';
import { IncludeDeletedQuery, SlugField, UUID_V7 } from './common.dto.js';

/** The optional fields create and update share. */
abstract class BrandOptionalFields {
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  description?: string | null;

  @SlugField()
  slug?: string;

  @Optional()
  @IsBoolean()
  isVisible?: boolean;

  @IsOptional()
  @IsString()
  @MaxLength(2048)
  @IsUrlField()
  logoUrl?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(255)
  logoAlt?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(160)
  seoTitle?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(320)
  seoDescription?: string | null;
}

export class CreateBrandDto extends BrandOptionalFields {
  @Trim()
  @IsString()
  @MinLength(2)
  @MaxLength(150)
  name: string;
}

export class UpdateBrandDto extends BrandOptionalFields {
  @Optional()
  @Trim()
  @IsString()
  @MinLength(2)
  @MaxLength(150)
  name?: string;
}

export class CreateSeriesDto extends CreateBrandDto {
  @IsString()
  @Matches(UUID_V7, { message: 'brandPublicId must be a UUID v7' })
  brandPublicId: string;
}

/** A series keeps its brand: the owner is not changed by update. */
export class UpdateSeriesDto extends UpdateBrandDto {}

export class BrandListQuery extends IncludeDeletedQuery {}

export class SeriesListQuery extends IncludeDeletedQuery {
  @Optional()
  @IsString()
  @Matches(UUID_V7, { message: 'brandPublicId must be a UUID v7' })
  brandPublicId?: string;
}
