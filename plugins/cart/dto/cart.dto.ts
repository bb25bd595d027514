import { IsInt, Max, Min } from 'class-validator';
import { ToInt } from '../../../core/http/transforms.js';
import { Optional } from '../../../core/http/validators.js';
import { CART_LIMITS } from '../limits.js';

const MAX_VERSION = 2_147_483_647;

/** PUT /api/mobile/cart/items/{variantId} */
export class SetCartItemDto {
  @IsInt({ message: 'quantity must be a whole number' })
  @Min(CART_LIMITS.minQuantity)
  @Max(CART_LIMITS.maxQuantity)
  quantity: number;

  /** the cart version the client read; a stale one: 409 CART_VERSION_CONFLICT */
  @Optional()
  @IsInt({ message: 'expectedVersion must be a whole number' })
  @Min(1)
  @Max(MAX_VERSION)
  expectedVersion?: number;
}

/** DELETE routes: `?expectedVersion=` */
export class CartVersionQuery {
  @Optional()
  @ToInt()
  @IsInt({ message: 'expectedVersion must be a whole number' })
  @Min(1)
  @Max(MAX_VERSION)
  expectedVersion?: number;
}
