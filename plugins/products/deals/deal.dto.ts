import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsISO8601, IsString, IsUUID, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { ListQuery } from '../../../core/http/list-query.js';
import { ToBoolean } from '../../../core/http/transforms.js';
import { Optional, Trim } from '../../../core/http/validators.js';

/** the most ids of one kind a deal's scope may name */
export const DEAL_SCOPE_MAX = 1000;

export const DEAL_SORTABLE = ['name', 'discountBps', 'startsAt', 'endsAt', 'createdAt', 'updatedAt'] as const;

/** An instant with its offset: `2026-12-01T00:00:00Z` or `...+05:45`. */
function Instant(): PropertyDecorator {
  return (target, key) => {
    IsString()(target, key);
    IsISO8601({ strict: true, strictSeparator: true }, { message: `${String(key)} must be an ISO 8601 instant` })(target, key);
    Matches(/(Z|[+-]\d\d:?\d\d)$/, { message: `${String(key)} must carry its offset (Z or +hh:mm)` })(target, key);
  };
}

function ScopeIds(): PropertyDecorator {
  return (target, key) => {
    Optional()(target, key);
    IsArray()(target, key);
    ArrayMaxSize(DEAL_SCOPE_MAX)(target, key);
    IsUUID('7', { each: true, message: `each of ${String(key)} must be a UUID v7` })(target, key);
  };
}

/** What create and update share: the scope lists replace the stored ones when given. */
abstract class DealScopeFields {
  @ScopeIds()
  productPublicIds?: string[];

  @ScopeIds()
  categoryPublicIds?: string[];

  @ScopeIds()
  brandPublicIds?: string[];

  @Optional() @IsBoolean()
  isActive?: boolean;
}

export class CreateDealDto extends DealScopeFields {
  @Trim() @IsString() @MinLength(1) @MaxLength(150)
  name: string;

  /** 1..9000 basis points (2000 = 20%) */
  @IsInt() @Min(1) @Max(9000)
  discountBps: number;

  @Instant()
  startsAt: string;

  @Instant()
  endsAt: string;
}

export class UpdateDealDto extends DealScopeFields {
  @Optional() @Trim() @IsString() @MinLength(1) @MaxLength(150)
  name?: string;

  @Optional() @IsInt() @Min(1) @Max(9000)
  discountBps?: number;

  @Optional() @Instant()
  startsAt?: string;

  @Optional() @Instant()
  endsAt?: string;
}

export class DealListQuery extends ListQuery {
  /** name contains (case-insensitive) */
  @Optional() @Trim() @IsString() @MinLength(1) @MaxLength(100)
  search?: string;

  @Optional() @ToBoolean() @IsBoolean()
  isActive?: boolean;

  /** true: live now (active, not deleted, startsAt <= now < endsAt); false: every other deal */
  @Optional() @ToBoolean() @IsBoolean()
  live?: boolean;

  @Optional() @ToBoolean() @IsBoolean()
  includeDeleted?: boolean;
}
