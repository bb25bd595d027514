import { MAX_MONEY } from '../../core/db/money.js';
import { CartErrors } from './errors.js';

/*
 * Basket arithmetic in BigInt: every amount is an exact integer of minor units, and a result above
 * 2^53 - 1 (MAX_MONEY) is refused (409 CART_AMOUNT_TOO_LARGE) instead of being rounded by a JS number.
 */

export function exact(value: bigint): number {
  if (value > BigInt(MAX_MONEY)) throw CartErrors.CART_AMOUNT_TOO_LARGE();
  return Number(value);
}

export function times(unitPrice: number, quantity: number): number {
  return exact(BigInt(unitPrice) * BigInt(quantity));
}

export function sum(amounts: readonly number[]): number {
  return exact(amounts.reduce((total, a) => total + BigInt(a), 0n));
}

/** subtotal - discount + shipping - shippingDiscount, never below zero */
export function grandTotalOf(p: { subtotal: number; discountAmount: number; shippingAmount: number; shippingDiscountAmount: number }): number {
  const total = BigInt(p.subtotal) - BigInt(p.discountAmount) + BigInt(p.shippingAmount) - BigInt(p.shippingDiscountAmount);
  return total < 0n ? 0 : exact(total);
}
