import { runAs } from '../../core/context/request-context.js';
import { newPublicId } from '../../core/db/ids.js';
import { withTransaction } from '../../core/db/transaction.js';
import { checkout } from '../../plugins/checkout/index.js';
import type { TestApp } from '../support/app.js';
import { customerWithCart, type Buyer, type Shop } from '../checkout/support.js';
import { pollUntil } from '../support/poll.js';

export const MY_ORDERS = '/api/mobile/orders';
export const ADMIN_ORDERS = '/api/orders';

export const asCustomer = <T>(customerId: string, fn: () => Promise<T>) => runAs({ kind: 'customer', publicId: customerId, internalId: '0' }, fn, 'customer');

/** Polls until an effect of the outbox shows (test/support/poll.ts). */
export const until = pollUntil;

export interface Settled {
  buyer: Buyer;
  checkoutId: string;
  attemptId: string;
  grandTotal: number;
}

/** A started checkout for a new buyer with these lines (stock held, cart locked). */
export async function startedCheckout(t: TestApp, shop: Shop, lines: { variantId: string; quantity: number }[], buyer?: Buyer) {
  const b = buyer ?? (await customerWithCart(t, shop, lines));
  const { session } = await asCustomer(b.customerId, () => checkout.sessions.start({ addressId: b.addressId }));
  return { buyer: b, checkoutId: session.checkout.id as string, grandTotal: session.pricing.grandTotal as number };
}

/** Settles a started checkout as payments does (lock, begin, settle in one transaction); completion and the order follow through the outbox. */
export async function settle(checkoutId: string, customerId: string, grandTotal: number, method: 'cod' | 'gateway' = 'cod'): Promise<string> {
  const attemptId = newPublicId();
  await asCustomer(customerId, () =>
    withTransaction(async () => {
      await checkout.sessions.lockPayable(checkoutId, customerId);
      await checkout.sessions.beginPayment(checkoutId);
      const r = await checkout.sessions.settle({ sessionId: checkoutId, attemptId, method, amount: grandTotal });
      if (!r.accepted) throw new Error(`settle refused: ${r.reason}`);
    }),
  );
  return attemptId;
}

/** A new buyer's checkout of these lines, settled. */
export async function settledCheckout(
  t: TestApp,
  shop: Shop,
  lines: { variantId: string; quantity: number }[],
  method: 'cod' | 'gateway' = 'cod',
): Promise<Settled> {
  const started = await startedCheckout(t, shop, lines);
  const attemptId = await settle(started.checkoutId, started.buyer.customerId, started.grandTotal, method);
  return { ...started, attemptId };
}

/** The orders made from a checkout (public id, status), straight from the table. */
export async function ordersOf(t: TestApp, checkoutId: string): Promise<{ id: string; status: string }[]> {
  return t.bazaar.dataSource.query(`SELECT public_id AS id, status FROM orders WHERE checkout_public_id = $1`, [checkoutId]);
}

/** Waits for the checkout's order (made by the 'orders.create-order' subscriber) and returns its public id. */
export async function orderFor(t: TestApp, checkoutId: string): Promise<string> {
  const rows = await until(
    () => ordersOf(t, checkoutId),
    (r) => r.length > 0,
  );
  return rows[0].id;
}

/** Puts these lines in an existing buyer's cart, checks out and settles: another order for the same customer. */
export async function buyAgain(
  t: TestApp,
  shop: Shop,
  buyer: Buyer,
  lines: { variantId: string; quantity: number }[],
  method: 'cod' | 'gateway' = 'cod',
): Promise<Settled> {
  for (const l of lines) {
    const res = await t.http.put(`/api/mobile/cart/items/${l.variantId}`).set(buyer.auth()).send({ quantity: l.quantity });
    if (res.status !== 200) throw new Error(`cart: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const started = await startedCheckout(t, shop, lines, buyer);
  const attemptId = await settle(started.checkoutId, buyer.customerId, started.grandTotal, method);
  return { ...started, attemptId };
}
