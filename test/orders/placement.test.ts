import { newPublicId } from '../../core/db/ids.js';
import { withTransaction } from '../../core/db/transaction.js';
import { checkout } from '../../plugins/checkout/index.js';
import { PLACEMENT_STEPS, placeSettledCheckout } from '../../plugins/orders/index.js';
import { bootApp, type TestApp } from '../support/app.js';
import { shopFixture, stockOf, SUPERADMIN_ENV, type Shop } from '../checkout/support.js';
import { CheckoutTopicNames1764840030000 } from '../../plugins/checkout/migrations/1764840030000-topic-names.js';
import { asCustomer, orderFor, ordersOf, settle, startedCheckout, until } from './support.js';

let t: TestApp;
let shop: Shop;
const q = (sql: string, params: unknown[] = []) => t.bazaar.dataSource.query(sql, params);
const eventsOf = (checkoutId: string) =>
  q(`SELECT topic, status FROM outbox_events WHERE payload->>'checkoutId' = $1 ORDER BY id`, [checkoutId]) as Promise<{ topic: string; status: string }[]>;

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  shop = await shopFixture(t);
}, 120_000);
afterAll(async () => t?.close());

class RolledBack extends Error {}

/** A counter sale as POS makes it: the money taken, the session settled and every step of the chain, in ONE transaction. */
async function counterSale(checkoutId: string, customerId: string, amount: number, after?: () => Promise<void>) {
  return asCustomer(customerId, () =>
    withTransaction(async () => {
      await checkout.sessions.lockPayable(checkoutId, customerId);
      await checkout.sessions.beginPayment(checkoutId);
      const settled = await checkout.sessions.settle({ sessionId: checkoutId, attemptId: newPublicId(), method: 'cod', amount });
      if (!settled.accepted) throw new Error(`settle refused: ${settled.reason}`);
      const order = await placeSettledCheckout(checkoutId);
      await after?.();
      return order;
    }),
  );
}

describe('the money chain (orders/placement.ts)', () => {
  it('lists its steps in order, each a public function of the owner of its rows', () => {
    expect(Object.keys(PLACEMENT_STEPS)).toEqual(['completeCheckout', 'createOrder']);
  });

  it('all steps in one transaction: the sale is an order at its commit, and nothing at all when it rolls back', async () => {
    const [phone] = shop.variants;
    const before = await stockOf(t, phone);

    const lost = await startedCheckout(t, shop, [{ variantId: phone, quantity: 1 }]);
    const failing = counterSale(lost.checkoutId, lost.buyer.customerId, lost.grandTotal, async () => {
      // inside the transaction every step has happened
      expect(await ordersOf(t, lost.checkoutId)).toEqual([]); // another connection does not see it yet
      throw new RolledBack();
    });
    await expect(failing).rejects.toBeInstanceOf(RolledBack);
    expect(await ordersOf(t, lost.checkoutId)).toEqual([]);
    expect((await q(`SELECT status FROM checkout_sessions WHERE public_id = $1`, [lost.checkoutId]))[0].status).toBe('pending_payment');
    expect(await eventsOf(lost.checkoutId)).toEqual([]);
    expect(await stockOf(t, phone)).toEqual({ onHand: before.onHand, reserved: before.reserved + 1 }); // still held for the live session

    const sold = await startedCheckout(t, shop, [{ variantId: phone, quantity: 2 }]);
    const order = await counterSale(sold.checkoutId, sold.buyer.customerId, sold.grandTotal);
    expect(order.created).toBe(true);
    // at the commit, with no outbox delivery in between
    expect(await ordersOf(t, sold.checkoutId)).toEqual([{ id: order.id, status: 'created' }]);
    expect((await q(`SELECT status FROM checkout_sessions WHERE public_id = $1`, [sold.checkoutId]))[0].status).toBe('completed');
    expect((await stockOf(t, phone)).onHand).toBe(before.onHand - 2);

    // the events the steps published reach the chain's subscribers, which find each step done: still one order
    const finished = await until(
      () => eventsOf(sold.checkoutId),
      (events) => events.length === 3 && events.every((e) => e.status === 'done' || e.status === 'skipped'), // ORDER_CREATED has no subscriber yet
    );
    expect(finished.map((e) => e.topic)).toEqual(['checkout.session.settled', 'checkout.session.completed', 'orders.order.created']);
    expect(await ordersOf(t, sold.checkoutId)).toEqual([{ id: order.id, status: 'created' }]);
    expect((await stockOf(t, phone)).onHand).toBe(before.onHand - 2);
  });

  it("the order's own step of SESSION_COMPLETED is written done by the transaction that made the order (no second delivery runs)", async () => {
    const s = await startedCheckout(t, shop, [{ variantId: shop.variants[1], quantity: 1 }]);
    await counterSale(s.checkoutId, s.buyer.customerId, s.grandTotal);
    // read at the sale's commit, before any relay could take a delivery: done, in the sale's transaction
    const rows = await q(
      `SELECT e.topic, e.status, e.open_deliveries AS open, d.subscriber, d.status AS delivery, d.attempts FROM outbox_events e
         JOIN outbox_deliveries d ON d.event_id = e.id WHERE e.payload->>'checkoutId' = $1 AND e.topic = 'checkout.session.completed'`,
      [s.checkoutId],
    );
    expect(rows).toEqual([{ topic: 'checkout.session.completed', status: 'done', open: 0, subscriber: 'orders.create-order', delivery: 'done', attempts: 1 }]);
  });

  it('a step run again changes nothing', async () => {
    const s = await startedCheckout(t, shop, [{ variantId: shop.variants[1], quantity: 1 }]);
    const first = await counterSale(s.checkoutId, s.buyer.customerId, s.grandTotal);
    await PLACEMENT_STEPS.completeCheckout(s.checkoutId);
    const again = await PLACEMENT_STEPS.createOrder(s.checkoutId);
    expect(again).toEqual({ id: first.id, orderNumber: first.orderNumber, created: false });
    expect(await ordersOf(t, s.checkoutId)).toHaveLength(1);
  });

  it('an event waiting under the old topic name when the upgrade runs still completes its sale (the rename migration)', async () => {
    const s = await startedCheckout(t, shop, [{ variantId: shop.variants[1], quantity: 1 }]);
    await asCustomer(s.buyer.customerId, () =>
      withTransaction(async (m) => {
        await settle(s.checkoutId, s.buyer.customerId, s.grandTotal);
        // as the code before the rename published it: under the old name, pending (not fanned out) when the migration runs
        await m.query(
          `WITH e AS (UPDATE outbox_events SET topic = 'checkout.settled.complete', status = 'pending', open_deliveries = 0, relayed_at = NULL
                       WHERE payload->>'checkoutId' = $1 AND topic = 'checkout.session.settled' RETURNING id)
           DELETE FROM outbox_deliveries d USING e WHERE d.event_id = e.id`,
          [s.checkoutId],
        );
        expect(await m.query(`SELECT topic, status FROM outbox_events WHERE payload->>'checkoutId' = $1`, [s.checkoutId])).toEqual([
          { topic: 'checkout.settled.complete', status: 'pending' },
        ]);
        await new CheckoutTopicNames1764840030000().up(m.queryRunner!);
      }),
    );
    expect((await eventsOf(s.checkoutId))[0].topic).toBe('checkout.session.settled');
    await orderFor(t, s.checkoutId);
    expect(await ordersOf(t, s.checkoutId)).toHaveLength(1);
  });
});
