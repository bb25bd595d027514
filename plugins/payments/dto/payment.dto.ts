import { IsBoolean, IsDefined, IsIn, IsInt, IsString, IsUUID, Max, MaxLength, Min, MinLength } from 'class-validator';
import { IsMoney } from '../../../core/db/money.js';
import { ToBoolean, ToInt } from '../../../core/http/transforms.js';
import { Optional, Trim } from '../../../core/http/validators.js';
import { PAYMENT_SORTABLE } from '../admin-payments.service.js';
import { PAYMENT_LIMITS } from '../limits.js';
import { PAYMENT_METHOD_CODES } from '../methods/registry.js';
import { BUSINESS_STATUSES } from '../statuses.js';

const MAX_VERSION = 2_147_483_647;

/*
 * `method` is checked by the service, not @IsIn: an unknown or unconfigured method answers 400
 * PAYMENT_METHOD_UNAVAILABLE (spec 03), not VALIDATION_FAILED.
 */

/** POST /api/mobile/payments */
export class StartPaymentDto {
  @IsUUID('7', { message: 'checkoutId must be a UUID v7' })
  checkoutId: string;

  /** any value but a method this shop offers is 400 PAYMENT_METHOD_UNAVAILABLE (spec 03: unknown or unconfigured), not a validation error */
  @IsDefined({ message: 'method is required' })
  method: string;
}

/** POST /api/mobile/checkout/pay: the four start fields plus method and expectedGrandTotal. */
export class CheckoutPayDto {
  @IsUUID('7', { message: 'addressId must be a UUID v7' })
  addressId: string;

  @Optional()
  @Trim()
  @IsString()
  @MinLength(3)
  @MaxLength(64)
  couponCode?: string;

  @Optional()
  @IsInt({ message: 'cartVersion must be a whole number' })
  @Min(1)
  @Max(MAX_VERSION)
  cartVersion?: number;

  /** any value but a method this shop offers is 400 PAYMENT_METHOD_UNAVAILABLE (spec 03: unknown or unconfigured), not a validation error */
  @IsDefined({ message: 'method is required' })
  method: string;

  /** the total the client showed; a different server total refuses the request (409 CHECKOUT_TOTAL_CHANGED) */
  @IsMoney()
  expectedGrandTotal: number;
}

/** POST /api/payments/{id}/resolve */
export class ResolvePaymentDto {
  @Trim()
  @IsString()
  @MinLength(PAYMENT_LIMITS.resolveNoteMin)
  @MaxLength(PAYMENT_LIMITS.resolveNoteMax)
  note: string;
}

/** GET /api/payments: spec 03's filters, sortBy/order/page/size (default 20, max 100). */
export class PaymentListQuery {
  /** a business status */
  // typed string, not the union alias: the query parser would read an alias's metadata (Object) as JSON
  @Optional()
  @IsIn(BUSINESS_STATUSES)
  status?: string;

  @Optional()
  @IsIn(PAYMENT_METHOD_CODES)
  method?: string;

  @Optional()
  @IsUUID('all', { message: 'customerId must be a UUID' })
  customerId?: string;

  @Optional()
  @IsUUID('all', { message: 'checkoutId must be a UUID' })
  checkoutId?: string;

  @Optional()
  @ToInt()
  @IsMoney()
  minAmount?: number;

  @Optional()
  @ToInt()
  @IsMoney()
  maxAmount?: number;

  /** true: the reconciliation queue (flagged, not resolved) */
  @Optional()
  @ToBoolean()
  @IsBoolean()
  awaitingReconciliation?: boolean;

  @Optional()
  @IsIn(PAYMENT_SORTABLE)
  sortBy?: string;

  @Optional()
  @IsIn(['asc', 'desc'])
  order?: 'asc' | 'desc';

  @Optional()
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(Math.floor(Number.MAX_SAFE_INTEGER / 100))
  page?: number;

  @Optional()
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(100)
  size?: number;
}
