import { IsBoolean, IsInt, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { ListQuery } from '../../../core/http/list-query.js';
import { ToBoolean } from '../../../core/http/transforms.js';
import { Instant, Optional, Trim } from '../../../core/http/validators.js';
import { ProductScopeFields } from '../dto/scope-fields.dto.js';

export const DEAL_SORTABLE = ['name', 'discountBps', 'startsAt', 'endsAt', 'createdAt', 'updatedAt'] as const;

/** What create and update share: the scope lists replace the stored ones when given. */
abstract class DealScopeFields extends ProductScopeFields {
  @Optional()
  @IsBoolean()
  isActive?: boolean;
}

export class CreateDealDto extends DealScopeFields {
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(150)
  name: string;

  /** 1..9000 basis points (2000 = 20%) */
  @IsInt()
  @Min(1)
  @Max(9000)
  discountBps: number;

  @Instant()
  startsAt: string;

  @Instant()
  endsAt: string;
}

export class UpdateDealDto extends DealScopeFields {
  @Optional()
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(150)
  name?: string;

  @Optional()
  @IsInt()
  @Min(1)
  @Max(9000)
  discountBps?: number;

  @Optional()
  @Instant()
  startsAt?: string;

  @Optional()
  @Instant()
  endsAt?: string;
}

export class DealListQuery extends ListQuery {
  /** name contains (case-insensitive) */
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

  /** true: live now (active, not deleted, startsAt <= now < endsAt); false: every other deal */
  @Optional()
  @ToBoolean()
  @IsBoolean()
  live?: boolean;

  @Optional()
  @ToBoolean()
  @IsBoolean()
  includeDeleted?: boolean;
}
