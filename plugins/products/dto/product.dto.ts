import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsMoney } from '../../../core/db/money.js';
import { ListQuery } from '../../../core/http/list-query.js';
import { ToBoolean } from '../../../core/http/transforms.js';
import { NestedList, Optional, Trim } from '../../../core/http/validators.js';
import { PRODUCT_STATUSES, STOCK_STATUSES } from '../entities/product.entity.js';
import { PRODUCT_LIMITS as L } from '../limits.js';
import { IsPublicId, ProductSlugField, VersionField } from './common.dto.js';

export class SpecificationDto {
  @Trim()
  @IsString()
  @MaxLength(L.specificationTextMax)
  group: string;

  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(L.specificationTextMax)
  name: string;

  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(L.specificationTextMax)
  value: string;
}

/** CreateProductDto (spec 02 "Product"): a new product is a draft with one default variant at these prices. */
export class CreateProductDto {
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(L.nameMax)
  name: string;

  @Optional()
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(L.skuMax)
  sku?: string;

  @ProductSlugField()
  slug?: string;

  @Optional()
  @IsString()
  @MaxLength(L.shortDescriptionMax)
  shortDescription?: string;

  @Optional()
  @IsString()
  @MaxLength(L.descriptionMax)
  description?: string;

  @IsPublicId()
  categoryPublicId: string;

  @Optional()
  @IsPublicId()
  brandPublicId?: string;

  @Optional()
  @IsPublicId()
  brandSeriesPublicId?: string;

  @IsMoney()
  mrp: number;

  @IsMoney()
  sellingPrice: number;

  @VersionField(false)
  version?: number;
}

/** PATCH /{publicId}: absent leaves a field unchanged; null clears an optional one. */
export class UpdateProductDto {
  @Optional()
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(L.nameMax)
  name?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(L.skuMax)
  sku?: string | null;

  @ProductSlugField()
  slug?: string;

  @IsOptional()
  @IsString()
  @MaxLength(L.shortDescriptionMax)
  shortDescription?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(L.descriptionMax)
  description?: string | null;

  @Optional()
  @IsPublicId()
  categoryPublicId?: string;

  @IsOptional()
  @IsPublicId()
  brandPublicId?: string | null;

  @IsOptional()
  @IsPublicId()
  brandSeriesPublicId?: string | null;

  @Optional()
  @NestedList(() => SpecificationDto, L.specifications)
  specifications?: SpecificationDto[];

  @VersionField(false)
  version?: number;
}

export const PRODUCT_SORTABLE = ['name', 'createdAt', 'updatedAt', 'sellingPrice', 'status'] as const;

export class ProductListQuery extends ListQuery {
  /** name or SKU, case- and accent-insensitive substring */
  @Optional()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  search?: string;

  // typed as string: a query parameter typed with a union alias would be JSON-parsed by routing-controllers
  @Optional()
  @IsIn(PRODUCT_STATUSES)
  status?: string;

  @Optional()
  @IsIn(STOCK_STATUSES)
  stockStatus?: string;

  @Optional()
  @IsPublicId()
  categoryPublicId?: string;

  @Optional()
  @IsPublicId()
  brandPublicId?: string;

  @Optional()
  @ToBoolean()
  @IsBoolean()
  includeDeleted?: boolean;
}
