import { IsIn, IsInt, IsString, Max, MaxLength, Min, MinLength, ValidateBy } from 'class-validator';
import { isUuidV7 } from '../../../core/db/ids.js';
import { IsMoney } from '../../../core/db/money.js';
import { ListQuery } from '../../../core/http/list-query.js';
import { ToInt } from '../../../core/http/transforms.js';
import { Instant, Optional, Trim } from '../../../core/http/validators.js';
import { SESSION_STATUSES } from '../entities/checkout-session.entity.js';

const MAX_VERSION = 2_147_483_647;

/** A UUID v7 (the ids of spec 03 bodies). */
export function IsUuidV7(): PropertyDecorator {
  return ValidateBy({ name: 'isUuidV7', validator: { validate: (v) => isUuidV7(v), defaultMessage: (a) => `${a?.property} must be a UUID v7` } });
}

/** POST /api/mobile/checkout (and the four start fields of /checkout/pay) */
export class StartCheckoutDto {
  @IsUuidV7()
  addressId: string;

  @Optional()
  @Trim()
  @IsString()
  @MinLength(3)
  @MaxLength(64)
  couponCode?: string;

  /** the cart version the client read; stale with no live session: 409 CHECKOUT_CART_CHANGED */
  @Optional()
  @IsInt({ message: 'cartVersion must be a whole number' })
  @Min(1)
  @Max(MAX_VERSION)
  cartVersion?: number;
}

/** POST /api/mobile/checkout/quote */
export class QuoteCheckoutDto {
  @Optional()
  @IsIn(['delivery', 'pickup'])
  fulfilmentType?: 'delivery' | 'pickup';

  /** required for delivery, refused for pickup (400 CHECKOUT_ADDRESS_*) */
  @Optional()
  @IsUuidV7()
  addressId?: string;

  /** trimmed and upper-cased; the promotion module's bounds */
  @Optional()
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  couponCode?: string;
}

export const SESSION_SORTABLE = ['createdAt', 'updatedAt', 'expiresAt', 'grandTotal'] as const;

/** GET /api/checkout/sessions */
export class SessionListQuery extends ListQuery {
  /** the session status as read (a pending_payment session past expiresAt is expired) */
  // typed string: a type alias would reach the query parser as Object (parsed as JSON)
  @Optional()
  @IsIn(SESSION_STATUSES)
  status?: string;

  @Optional()
  @ValidateBy({
    name: 'isUuid',
    validator: {
      validate: (v) => typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v),
      defaultMessage: () => 'customerId must be a UUID',
    },
  })
  customerId?: string;

  @Optional()
  @Instant()
  createdFrom?: string;

  @Optional()
  @Instant()
  createdTo?: string;

  @Optional()
  @ToInt()
  @IsMoney()
  minTotal?: number;

  @Optional()
  @ToInt()
  @IsMoney()
  maxTotal?: number;
}
