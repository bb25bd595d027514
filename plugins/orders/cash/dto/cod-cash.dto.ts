import { IsInt, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { MAX_MONEY } from '../../../../core/db/money.js';
import { Optional, Trim } from '../../../../core/http/validators.js';

/** Spec 03 Limits: COD reason 3..500 characters; amounts integer >= 1 (minor units). */
export const COD_LIMITS = { reasonMin: 3, reasonMax: 500 } as const;

function CashAmount(): PropertyDecorator {
  return (target, key) => {
    IsInt({ message: `${String(key)} must be a whole number of minor units` })(target, key);
    Min(1, { message: `${String(key)} must be at least 1` })(target, key);
    Max(MAX_MONEY)(target, key);
  };
}

function CashReason(): PropertyDecorator {
  return (target, key) => {
    Trim()(target, key);
    IsString()(target, key);
    MinLength(COD_LIMITS.reasonMin)(target, key);
    MaxLength(COD_LIMITS.reasonMax)(target, key);
  };
}

/** POST /api/orders/{id}/cod-collection: omitted records the full grandTotal; explicit null or 0 is 400. */
export class RecordCodCashDto {
  @Optional()
  @CashAmount()
  amount?: number;
}

/** PATCH /api/orders/{id}/cod-collection */
export class CorrectCodCashDto {
  @CashAmount()
  amount: number;

  /** the amount the admin read; another one recorded since is 409 ORDER_COD_COLLECTION_STALE */
  @CashAmount()
  expectedCurrentAmount: number;

  @CashReason()
  reason: string;
}

/** POST /api/orders/{id}/cod-collection/reversal */
export class ReverseCodCashDto {
  @CashReason()
  reason: string;
}
