import { mountAdminPanel } from '../../admin/index.js';
import { orders } from '../../plugins/orders/index.js';
import { panelLogin } from '../admin/support/panel.js';
import { bearer, SUPERADMIN } from '../support/auth.js';
import {
  customerWithCart,
  eventually,
  followReturn,
  key,
  paymentsWorld,
  postForm,
  startCheckout,
  startPayment,
  stockOf,
  type PaymentsWorld,
} from '../payments/support.js';
import { ADMIN_ORDERS, MY_ORDERS } from './support.js';

let w: PaymentsWorld;
beforeAll(async () => {
  // with the panel: the order's page links its payment attempt
  w = await paymentsWorld({}, { adminPanel: mountAdminPanel });
}, 120_000);
afterAll(async () => w?.close());

const orderOf = (checkoutId: string) =>
  eventually(
    () => orders.byCheckout(checkoutId),
    (o) => o !== null,
  );

describe('end to end: payment -> settlement -> completion -> order', () => {
  it('COD through POST /checkout/pay: paid at once, then exactly one order (cod, created) the customer can read and poll', async () => {
    const [phone, kase] = w.shop.variants;
    const b = await customerWithCart(w.t, w.shop, [
      { variantId: phone, quantity: 1 },
      { variantId: kase, quantity: 2 },
    ]);
    const before = await stockOf(w.t, phone);
    const pay = await w.t.http
      .post('/api/mobile/checkout/pay')
      .set(b.auth())
      .set(key())
      .send({ addressId: b.addressId, method: 'cod', expectedGrandTotal: 45000 + 1600 + 10000 })
      .expect(200);
    expect(pay.body.data).toMatchObject({ method: 'cod', status: 'paid', amount: 56600 });
    const order = (await orderOf(pay.body.data.checkoutId))!;
    expect(order.status).toBe('created');

    const list = await w.t.http.get(MY_ORDERS).set(b.auth()).expect(200);
    expect(list.body.data).toEqual([expect.objectContaining({ id: order.id, status: 'created', paymentMethod: 'cod', grandTotal: 56600, itemCount: 3 })]);
    const detail = (await w.t.http.get(`${MY_ORDERS}/${order.id}`).set(b.auth()).expect(200)).body.data;
    expect(detail.pricing).toMatchObject({ grandTotal: 56600, paidAmount: 56600, refundedAmount: 0 });
    expect(detail.items.map((i: any) => [i.variantPublicId, i.quantity, i.label])).toEqual([
      [phone, 1, 'processing'],
      [kase, 2, 'processing'],
    ]);
    const status = (await w.t.http.get(`${MY_ORDERS}/${order.id}/status`).set(b.auth()).expect(200)).body.data;
    expect(status).toMatchObject({ status: 'created', pollAfterSeconds: 30, latestEvent: { type: 'order.created' } });
    const admin = (await w.t.http.get(`${ADMIN_ORDERS}/${order.id}`).set(bearer(w.shop.adminToken)).expect(200)).body.data;
    expect(admin).toMatchObject({ paymentAttemptId: pay.body.data.id, checkoutId: pay.body.data.checkoutId, paymentMethod: 'cod', customerId: b.customerId });
    expect((await stockOf(w.t, phone)).onHand).toBe(before.onHand - 1);
    // the order's page in the panel links its payment attempt and checkout session by their titles
    const panel = await panelLogin(w.t, SUPERADMIN.email, SUPERADMIN.password);
    const shown = (await panel.get(`/admin/api/resources/Orders/records/${order.id}/show`).expect(200)).body.record;
    expect([shown.populated.paymentAttemptId?.id, shown.populated.paymentAttemptId?.title, shown.populated.checkoutId?.id]).toEqual([
      pay.body.data.id,
      expect.stringMatching(/^Cash on delivery Rs 566\.00 · /),
      pay.body.data.checkoutId,
    ]);
    // paying again changes nothing: still one order
    expect((await startPayment(w.t, b, pay.body.data.checkoutId, 'cod').expect(409)).body.errorCode).toBe('PAYMENT_ALREADY_SETTLED');
    expect(await w.t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM orders WHERE checkout_public_id = $1`, [pay.body.data.checkoutId])).toEqual([
      { n: 1 },
    ]);
  });

  it('gateway: the signed return settles, and the order is created as gateway', async () => {
    const b = await customerWithCart(w.t, w.shop, [{ variantId: w.shop.variants[1], quantity: 1 }]);
    const { checkoutId, grandTotal } = await startCheckout(w.t, b);
    const res = await startPayment(w.t, b, checkoutId, 'gateway').expect(201);
    expect((await postForm(res.body.data.redirect)).status).toBe(200);
    const { location } = w.sim.pay(res.body.data.id);
    await followReturn(w.t, location).expect(303);
    const order = (await orderOf(checkoutId))!;
    const detail = (await w.t.http.get(`${ADMIN_ORDERS}/${order.id}`).set(bearer(w.shop.adminToken)).expect(200)).body.data;
    expect(detail).toMatchObject({ paymentMethod: 'gateway', paymentAttemptId: res.body.data.id, pricing: { grandTotal, paidAmount: grandTotal } });
  });

  it("another customer's order through the real chain: 404 ORDER_NOT_FOUND on every customer route", async () => {
    const owner = await customerWithCart(w.t, w.shop, [{ variantId: w.shop.variants[1], quantity: 1 }]);
    const pay = await w.t.http
      .post('/api/mobile/checkout/pay')
      .set(owner.auth())
      .set(key())
      .send({ addressId: owner.addressId, method: 'cod', expectedGrandTotal: 10800 })
      .expect(200);
    const order = (await orderOf(pay.body.data.checkoutId))!;
    const other = await customerWithCart(w.t, w.shop, []);
    for (const path of [`/${order.id}`, `/${order.id}/status`]) {
      expect((await w.t.http.get(`${MY_ORDERS}${path}`).set(other.auth()).expect(404)).body.errorCode).toBe('ORDER_NOT_FOUND');
    }
    expect((await w.t.http.get(MY_ORDERS).set(other.auth()).expect(200)).body.count).toBe(0);
  });
});
