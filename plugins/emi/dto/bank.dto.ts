import { IsBoolean, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, MinLength, ArrayMaxSize, IsArray } from 'class-validator';
import { ListQuery } from '../../../core/http/list-query.js';
import { ToBoolean } from '../../../core/http/transforms.js';
import { Instant, IsUrlField, Optional, Trim } from '../../../core/http/validators.js';

function BankName(): PropertyDecorator {
  return (target, key) => {
    Trim()(target, key);
    IsString()(target, key);
    MinLength(2)(target, key);
    MaxLength(150)(target, key);
  };
}

function LogoUrl(): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    Trim()(target, key);
    MaxLength(2048)(target, key);
    IsUrlField('link-or-path')(target, key);
  };
}

function Position(): PropertyDecorator {
  return (target, key) => {
    Optional()(target, key);
    IsInt()(target, key);
    Min(0)(target, key);
    Max(100_000)(target, key);
  };
}

export class CreateEmiBankDto {
  @BankName()
  name: string;

  @LogoUrl()
  logoUrl?: string | null;

  @Optional()
  @IsBoolean()
  isActive?: boolean;

  /** default: after the last live bank */
  @Position()
  position?: number;
}

export class UpdateEmiBankDto {
  @Optional()
  @BankName()
  name?: string;

  @LogoUrl()
  logoUrl?: string | null;

  @Optional()
  @IsBoolean()
  isActive?: boolean;

  @Position()
  position?: number;
}

/** PATCH /api/admin/emi/banks/reorder: every live bank, each once; the index becomes its position. */
export class ReorderEmiBanksDto {
  @IsArray()
  @ArrayMaxSize(1000)
  @IsUUID('all', { each: true })
  ids: string[];
}

export class EmiBankListQuery extends ListQuery {
  /** true: the deleted banks only (to restore one); default the live ones */
  @Optional()
  @ToBoolean()
  @IsBoolean()
  deletedOnly?: boolean;
}

/** POST /api/admin/emi/banks/{bankId}/rates: a new entry of the history (never an edit). */
export class CreateEmiRateDto {
  @IsInt()
  @Min(0)
  @Max(10_000)
  annualRateBps: number;

  /** when it takes effect: now or later */
  @Instant()
  effectiveFrom: string;
}
