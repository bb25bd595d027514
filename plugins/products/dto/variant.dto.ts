import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { IsMoney } from '../../../core/db/money.js';
import { ToBoolean } from '../../../core/http/transforms.js';
import { NestedList, Optional, Trim } from '../../../core/http/validators.js';
import { VARIANT_STATUSES } from '../entities/product-variant.entity.js';
import { PRODUCT_LIMITS as L } from '../limits.js';
import { VersionField } from './common.dto.js';

const MAX_STOCK_FIELD = 2_147_483_647;

/** What creating and editing a variant share, every field optional. */
class VariantFieldsDto {
  /** null or absent on create: derived from the option values ("Black / 256 GB"), null when the product has no options */
  @IsOptional()
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(L.nameMax)
  name?: string | null;

  @IsOptional()
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(L.skuMax)
  sku?: string | null;

  /** { [optionName]: value } for every option of the product */
  @Optional()
  @IsObject()
  options?: Record<string, string>;

  /** true makes this the default variant; false is refused on the default (make another the default instead) */
  @Optional()
  @IsBoolean()
  isDefault?: boolean;

  @Optional()
  @IsIn(VARIANT_STATUSES)
  status?: 'active' | 'withdrawn';

  @Optional()
  @IsInt()
  @Min(0)
  @Max(100_000)
  position?: number;

  @Optional()
  @IsBoolean()
  isTracked?: boolean;

  @Optional()
  @IsInt()
  @Min(0)
  @Max(MAX_STOCK_FIELD)
  lowStockThreshold?: number;

  /** the product's version (optional optimistic lock) */
  @VersionField(false)
  version?: number;
}

export class CreateVariantDto extends VariantFieldsDto {
  @IsMoney()
  mrp: number;

  @IsMoney()
  sellingPrice: number;
}

export class UpdateVariantDto extends VariantFieldsDto {
  @Optional()
  @IsMoney()
  mrp?: number;

  @Optional()
  @IsMoney()
  sellingPrice?: number;
}

export class OptionDto {
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(L.optionTextMax)
  name: string;

  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(L.optionValues)
  @IsString({ each: true })
  @MinLength(1, { each: true })
  @MaxLength(L.optionTextMax, { each: true })
  values: string[];
}

/** PUT /options: the product's whole option list (0..3), replacing the one before. */
export class PutOptionsDto {
  @NestedList(() => OptionDto, L.options)
  options: OptionDto[];

  @VersionField(false)
  version?: number;
}

export class VariantListQuery {
  @Optional()
  @ToBoolean()
  @IsBoolean()
  includeDeleted?: boolean;
}
