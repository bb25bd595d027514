import { IsIn, IsInt, IsString, Max, MaxLength, Min, NotEquals } from 'class-validator';
import { ToInt } from '../../../core/http/transforms.js';
import { Optional, Trim } from '../../../core/http/validators.js';

export const ADJUSTMENT_REASONS = ['adjustment', 'receipt', 'correction'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];
/** one adjustment moves at most this many units either way (the stock columns are integers) */
export const MAX_ADJUSTMENT = 1_000_000_000;

export class AdjustmentDto {
  @IsInt({ message: 'delta must be a whole number' })
  @NotEquals(0, { message: 'delta must not be 0' })
  @Min(-MAX_ADJUSTMENT)
  @Max(MAX_ADJUSTMENT)
  delta: number;

  @IsIn(ADJUSTMENT_REASONS)
  reason: AdjustmentReason;

  @Optional()
  @Trim()
  @IsString()
  @MaxLength(500)
  note?: string;
}

export class MovementsQuery {
  @Optional()
  @IsString()
  @MaxLength(500)
  cursor?: string;

  @Optional()
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;
}
