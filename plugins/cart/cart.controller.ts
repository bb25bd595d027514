import { Body, Delete, Get, JsonController, Put, QueryParams } from 'routing-controllers';
import { CommonErrors } from '../../core/http/app-error.js';
import { ok } from '../../core/http/envelope.js';
import { ApiTag, Operation } from '../../core/http/openapi/operation.js';
import { ParseUuid } from '../../core/http/params.js';
import { Authenticated, RateLimit, Throws } from '../../core/http/route-policy.js';
import { ProductErrors } from '../products/index.js';
import { carts } from './cart-context.js';
import { CartVersionQuery, SetCartItemDto } from './dto/cart.dto.js';
import { CartResponse } from './dto/cart.response.js';
import { CartErrors as E } from './errors.js';

const WRITE = [CommonErrors.VALIDATION_FAILED, E.CART_LOCKED, E.CART_VERSION_CONFLICT];

/** The signed-in customer's one cart (issue 12 "Cart"). */
@JsonController('/api/mobile/cart')
@ApiTag('Cart', "The signed-in customer's cart: lines priced live, warnings, version and lock")
export class CartController {
  @Get('/')
  @Operation({ id: 'getCart', summary: 'Get the cart, priced live', returns: CartResponse })
  @Authenticated('customer')
  @RateLimit('CUSTOMER_READ')
  @Throws(E.CART_AMOUNT_TOO_LARGE)
  async get() {
    return ok(await carts.mine());
  }

  @Put('/items/:variantId')
  @Operation({ id: 'setCartItem', summary: 'Set the quantity of a variant in the cart (adds the line)', returns: CartResponse })
  @Authenticated('customer')
  @RateLimit('CUSTOMER_WRITE')
  @Throws(
    ...WRITE,
    ProductErrors.PRODUCT_VARIANT_NOT_FOUND,
    E.CART_ITEM_UNAVAILABLE,
    E.CART_INSUFFICIENT_STOCK,
    E.CART_LINE_LIMIT_REACHED,
    E.CART_AMOUNT_TOO_LARGE,
  )
  async setItem(@ParseUuid('variantId') variantId: string, @Body() body: SetCartItemDto) {
    return ok(await carts.setItem(variantId, body.quantity, body.expectedVersion), 'Cart updated');
  }

  @Delete('/items/:variantId')
  @Operation({ id: 'removeCartItem', summary: "Remove a variant's line from the cart", returns: CartResponse })
  @Authenticated('customer')
  @RateLimit('CUSTOMER_WRITE')
  @Throws(...WRITE, ProductErrors.PRODUCT_VARIANT_NOT_FOUND, E.CART_ITEM_NOT_FOUND)
  async removeItem(@ParseUuid('variantId') variantId: string, @QueryParams() q: CartVersionQuery) {
    return ok(await carts.removeItem(variantId, q.expectedVersion), 'Item removed');
  }

  @Delete('/')
  @Operation({ id: 'clearCart', summary: 'Empty the cart', returns: CartResponse })
  @Authenticated('customer')
  @RateLimit('CUSTOMER_WRITE')
  @Throws(...WRITE)
  async clear(@QueryParams() q: CartVersionQuery) {
    return ok(await carts.clear(q.expectedVersion), 'Cart emptied');
  }
}
