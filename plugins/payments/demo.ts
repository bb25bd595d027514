import { runAs, type Actor } from '../../core/context/request-context.js';
import type { DemoContext } from '../../core/demo/demo-context.js';
import { sqlRows } from '../../core/db/sql.js';
import { withTransaction } from '../../core/db/transaction.js';
import { DEMO_CUSTOMER } from '../accounts/index.js';
import { addresses } from '../addresses/index.js';
import { carts } from '../cart/index.js';
import { checkout } from '../checkout/index.js';
import { products } from '../products/index.js';
import { paymentServices } from './payments-context.js';

/** The demo customer's purchases: variant indexes among the cheapest stocked ones, and quantities. */
const PURCHASES: Array<Array<[variant: number, quantity: number]>> = [
  [
    [0, 1],
    [1, 2],
  ],
  [[2, 1]],
  [[3, 1]],
  [
    [0, 1],
    [3, 1],
  ],
];

/**
 * The demo customer's purchases, cash on delivery, through the same services as the routes: the shop's cheapest
 * products in stock in her cart, a checkout to her default address and a COD payment, four times. Each order
 * follows through the outbox (SESSION_SETTLED, then CREATE_ORDER), which frees her cart for the next purchase: the
 * demo waits for it (ctx.settled). Only while she has never checked out (no payment attempt of hers, no checkout
 * showing). The orders demo then moves her orders along their lifecycle.
 */
export async function paymentsDemo(ctx: DemoContext): Promise<void> {
  const [customer] = await sqlRows<{ id: string; publicId: string }>(
    `SELECT u.id::text, u.public_id::text AS "publicId" FROM accounts_user_names u WHERE u.email = $1 AND u.kind = 'customer'`,
    [DEMO_CUSTOMER.email],
  );
  if (!customer) return;
  const actor = { kind: 'customer' as const, publicId: customer.publicId, internalId: customer.id };
  const address = (await addresses.ofCustomer(customer.publicId)).find((a) => a.isDefault);
  if (!address || (await hasCheckedOut(actor))) return;
  const variants = await cheapestStockedVariants(4);
  if (variants.length < 4) return;
  for (const [n, lines] of PURCHASES.entries()) {
    if (n > 0) await ctx.settled();
    const paid = await runAs(actor, async () => {
      for (const [v, quantity] of lines) await carts.setItem(variants[v]!, quantity);
      return withTransaction(async () => {
        const { session } = await checkout.sessions.start({ addressId: address.id });
        return paymentServices.attempts.start(session.checkout.id, 'cod');
      });
    });
    ctx.log(`a cash-on-delivery purchase by the demo customer (${paid.payment.amount / 100} NPR); its order follows through the outbox`);
  }
}

/** Whether she ever paid (an attempt of hers) or has a checkout showing (live, or expired until a new one starts). */
async function hasCheckedOut(actor: Actor): Promise<boolean> {
  const [attempt] = await sqlRows(`SELECT 1 FROM payment_attempts a WHERE a.customer_id = $1::uuid LIMIT 1`, [actor.publicId]);
  return !!attempt || (await runAs(actor, () => checkout.sessions.active())) !== null;
}

/**
 * Public ids of the `n` cheapest variants of published products (not on pre-order) with at least 5 tracked in
 * stock, read through products' admin list and variants (the demo catalog is small).
 */
async function cheapestStockedVariants(n: number): Promise<string[]> {
  const found: Array<{ id: string; price: number }> = [];
  const size = 100;
  for (let page = 1; ; page++) {
    const { rows, count } = await products.products.list({ status: 'published', page, size });
    for (const p of rows.filter((r) => r.stockStatus !== 'pre_order')) {
      for (const v of await products.variants.list(p.publicId)) {
        if (v.isTracked && v.onHand - v.reserved >= 5) found.push({ id: v.publicId, price: v.sellingPrice });
      }
    }
    if (page * size >= count) break;
  }
  // public ids are UUIDv7: in creation order, as the variants' ids
  found.sort((a, b) => a.price - b.price || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return found.slice(0, n).map((v) => v.id);
}
