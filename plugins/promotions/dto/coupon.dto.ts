import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { IsMoney } from '../../../core/db/money.js';
import { ListQuery } from '../../../core/http/list-query.js';
import { ToBoolean } from '../../../core/http/transforms.js';
import { Instant, Optional, Trim } from '../../../core/http/validators.js';
import { ProductScopeFields } from '../../products/index.js';
import { COUPON_KINDS, COUPON_SCOPES, type CouponKind, type CouponScope } from '../entities/coupon.entity.js';

export const COUPON_SORTABLE = ['code', 'name', 'startsAt', 'endsAt', 'usedCount', 'createdAt', 'updatedAt'] as const;

/** Fields create and update share; null clears an optional limit on update. */
abstract class CouponFields extends ProductScopeFields {
  /** percentage only: 1..10000 basis points */
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(10000)
  valueBps?: number | null;

  /** fixed only: minor units */
  @IsOptional()
  @IsMoney()
  amount?: number | null;

  /** percentage only: the most the discount may be */
  @IsOptional()
  @IsMoney()
  maxDiscount?: number | null;

  @IsOptional()
  @IsMoney()
  minSubtotal?: number | null;

  @IsOptional()
  @Instant()
  startsAt?: string | null;

  @IsOptional()
  @Instant()
  endsAt?: string | null;

  /** total slots */
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1_000_000_000)
  usageLimit?: number | null;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1_000_000_000)
  perCustomerLimit?: number | null;
}

export class CreateCouponDto extends CouponFields {
  @Trim()
  @IsString()
  @MinLength(3)
  @MaxLength(64)
  code: string;

  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(150)
  name: string;

  @IsIn(COUPON_KINDS)
  kind: CouponKind;

  /** required, like isActive: issue 12 lists both without `?` (read as for shipping zones) */
  @IsIn(COUPON_SCOPES)
  scope: CouponScope;

  @IsBoolean()
  isActive: boolean;
}

export class UpdateCouponDto extends CouponFields {
  @Optional()
  @Trim()
  @IsString()
  @MinLength(3)
  @MaxLength(64)
  code?: string;

  @Optional()
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(150)
  name?: string;

  @Optional()
  @IsIn(COUPON_KINDS)
  kind?: CouponKind;

  @Optional()
  @IsIn(COUPON_SCOPES)
  scope?: CouponScope;

  @Optional()
  @IsBoolean()
  isActive?: boolean;
}

export class CouponListQuery extends ListQuery {
  /** code or name contains (case-insensitive) */
  @Optional()
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  search?: string;

  @Optional()
  @ToBoolean()
  @IsBoolean()
  isActive?: boolean;

  @Optional()
  @ToBoolean()
  @IsBoolean()
  includeDeleted?: boolean;
}
