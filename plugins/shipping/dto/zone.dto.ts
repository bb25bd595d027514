import { ArrayMaxSize, ArrayUnique, IsArray, IsBoolean, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { IsMoney } from '../../../core/db/money.js';
import { ListQuery } from '../../../core/http/list-query.js';
import { ToBoolean } from '../../../core/http/transforms.js';
import { Optional, Trim } from '../../../core/http/validators.js';

/** Nepal has 77 districts: a zone names at most all of them. */
export const ZONE_DISTRICTS_MAX = 77;
export const ZONE_SORTABLE = ['name', 'fee', 'createdAt', 'updatedAt'] as const;

function DistrictIds(): PropertyDecorator {
  return (target, key) => {
    IsArray()(target, key);
    ArrayMaxSize(ZONE_DISTRICTS_MAX)(target, key);
    ArrayUnique(undefined, { message: `${String(key)} must not repeat a district` })(target, key);
    IsUUID('all', { each: true, message: `each of ${String(key)} must be a district id (UUID)` })(target, key);
  };
}

export class CreateZoneDto {
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  name: string;

  @DistrictIds()
  districtIds: string[];

  /** minor units */
  @IsMoney()
  fee: number;

  /** a subtotal at or above it ships free; null: never free */
  @IsOptional()
  @IsMoney()
  freeShippingThreshold?: number | null;

  @IsBoolean()
  isActive: boolean;
}

export class UpdateZoneDto {
  @Optional()
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  name?: string;

  /** replaces the zone's districts */
  @Optional()
  @DistrictIds()
  districtIds?: string[];

  @Optional()
  @IsMoney()
  fee?: number;

  /** null clears it */
  @IsOptional()
  @IsMoney()
  freeShippingThreshold?: number | null;

  @Optional()
  @IsBoolean()
  isActive?: boolean;
}

export class ZoneListQuery extends ListQuery {
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
}
