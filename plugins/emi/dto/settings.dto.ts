import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsBoolean, IsIn, IsInt, Max, Min } from 'class-validator';
import { NestedList } from '../../../core/http/validators.js';
import { ELIGIBILITY_MODES, PRICE_SOURCES, type EligibilityMode, type PriceSource } from '../entities/emi-settings.entity.js';

/** PUT /api/admin/emi/settings: the whole settings. */
export class EmiSettingsDto {
  @IsBoolean()
  enabled: boolean;

  @IsIn(PRICE_SOURCES)
  priceSource: PriceSource;

  @IsIn(ELIGIBILITY_MODES)
  eligibilityMode: EligibilityMode;
}

export class TenureStateDto {
  @IsInt()
  @Min(1)
  @Max(120)
  months: number;

  @IsBoolean()
  isActive: boolean;
}

/** PUT /api/admin/emi/tenures: each listed period added or (de)activated; periods not listed stay as they are. */
export class TenuresDto {
  @ArrayNotEmpty()
  @NestedList(() => TenureStateDto, 120)
  months: TenureStateDto[];
}

/** PUT /api/admin/emi/banks/{bankId}/tenures: the periods the bank offers (a subset of the active tenures). */
export class BankTenuresDto {
  @IsArray()
  @ArrayMaxSize(120)
  @Type(() => Number)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(120, { each: true })
  months: number[];
}
