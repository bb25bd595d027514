import { runAs } from '../../core/context/request-context.js';
import { newPublicId } from '../../core/db/ids.js';
import { withTransaction } from '../../core/db/transaction.js';
import { checkout } from '../../plugins/checkout/index.js';
import { bootApp, type TestApp } from '../support/app.js';
import { customerWithCart, shopFixture, stockOf, SUPERADMIN_ENV, type Shop } from './support.js';

let t: TestApp;
let shop: Shop;
const asCustomer = <T>(customerId: string, fn: () => Promise<T>) => runAs({ kind: 'customer', publicId: customerId, internalId: '0' } as any, fn, 'customer');

async function until<T>(what: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`condition not met: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  shop = await shopFixture(t);
}, 120_000);
afterAll(async () => t?.close());

describe('the checkout surface (payments and orders call it)', () => {
  it('start freezes and holds; settle -> completion commits stock, empties the cart and yields the order source', async () => {
    const [phone, kase] = shop.variants;
    const buyer = await customerWithCart(t, shop, [
      { variantId: phone, quantity: 2 },
      { variantId: kase, quantity: 1 },
    ]);
    const before = await stockOf(t, phone);
    const { session, created } = await asCustomer(buyer.customerId, () => checkout.sessions.start({ addressId: buyer.addressId }));
    expect(created).toBe(true);
    expect(session.pricing).toEqual({
      currency: 'NPR',
      subtotal: 90800,
      discountAmount: 0,
      shippingAmount: 10000,
      shippingDiscountAmount: 0,
      grandTotal: 100800,
      anyPriceChanged: false,
    });
    expect(await stockOf(t, phone)).toEqual({ onHand: before.onHand, reserved: before.reserved + 2 });
    const again = await asCustomer(buyer.customerId, () => checkout.sessions.start({ addressId: buyer.addressId, expectedGrandTotal: 100800 }));
    expect(again).toMatchObject({ created: false, session: { checkout: { id: session.checkout.id } } });

    const id = session.checkout.id;
    expect(await checkout.sessions.payable(id, newPublicId())).toBeNull();
    const attemptId = newPublicId();
    await asCustomer(buyer.customerId, () =>
      withTransaction(async () => {
        const p = await checkout.sessions.lockPayable(id, buyer.customerId);
        expect(p).toMatchObject({ id, status: 'pending_payment', grandTotal: 100800, currency: 'NPR' });
        await checkout.sessions.beginPayment(id);
        expect(await checkout.sessions.settle({ sessionId: id, attemptId, method: 'cod', amount: 100800 })).toEqual({ accepted: true });
        expect(await checkout.sessions.settle({ sessionId: id, attemptId: newPublicId(), method: 'cod', amount: 100800 })).toEqual({
          accepted: false,
          reason: 'settled_by_other',
        });
      }),
    );
    await until(
      () => checkout.sessions.completion(id),
      (c) => c !== null,
    );
    expect(await stockOf(t, phone)).toEqual({ onHand: before.onHand - 2, reserved: before.reserved });
    const source = await checkout.sessions.forOrder(id);
    expect(source).toMatchObject({ checkoutId: id, customerId: buyer.customerId, attemptId, paymentMethod: 'cod', grandTotal: 100800 });
    expect(source!.lines.map((l) => l.quantity)).toEqual([2, 1]);
    const cart = await t.http.get('/api/mobile/cart').set(buyer.auth()).expect(200);
    expect(cart.body.data).toMatchObject({ items: [], locked: false });
  });
});
