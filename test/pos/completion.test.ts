import { bootApp, type TestApp } from '../support/app.js';
import { bearer } from '../support/auth.js';
import { CHECKOUT, customerWithCart, stockOf, type Buyer } from '../checkout/support.js';
import { PICKUP } from '../shipping/support.js';
import { ADMIN_ORDERS, MY_ORDERS, buyAgain, orderFor } from '../orders/support.js';
import { counterFixture, counts, draftSale, posApi, SUPERADMIN_ENV, type Counter, type PosApi } from './support.js';

let t: TestApp;
let c: Counter;
let api: PosApi;
let productId: string;
let phone: string;
let kase: string;

const cash = (amountTendered: number) => ({ payment: { method: 'cash', amountTendered } });
const orderRow = async (orderId: string) =>
  (
    await t.bazaar.dataSource.query(
      `SELECT status, channel, payment_method AS method, grand_total::int AS total, fulfilment_type AS f FROM orders WHERE public_id = $1`,
      [orderId],
    )
  )[0];

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  c = await counterFixture(t);
  api = posApi(t, c.cashier);
  productId = c.shop.product.publicId;
  [phone, kase] = c.shop.variants;
}, 120_000);
afterAll(async () => t?.close());

describe('complete: pickup', () => {
  let buyer: Buyer;
  let sale: string;
  let answer: any;

  beforeAll(async () => {
    buyer = await customerWithCart(t, c.shop, [{ variantId: phone, quantity: 1 }]);
    sale = await draftSale(api, productId, [{ variantPublicId: kase, quantity: 3 }], buyer.customerId);
    answer = (await api.complete(sale, { ...cash(3000), expectedTotal: 2400 }).expect(200)).body.data;
  });

  it('answers the sale picked_up with every link, the payment and the change', () => {
    expect(answer).toMatchObject({
      status: 'picked_up',
      grandTotal: 2400,
      lines: [{ variantPublicId: kase, quantity: 3, unitPrice: 800, lineTotal: 2400 }],
      payment: { method: 'cash', amountTendered: 3000, change: 600, reference: null },
    });
    for (const link of Object.values(answer.links)) expect(link).toEqual(expect.any(String));
  });

  it('made an ordinary order, delivered at the counter, channel pos, paid by cash, on admin and customer reads', async () => {
    expect(await orderRow(answer.links.orderId)).toEqual({ status: 'delivered', channel: 'pos', method: 'cash', total: 2400, f: 'pickup' });
    const admin = (await t.http.get(`${ADMIN_ORDERS}/${answer.links.orderId}`).set(bearer(c.shop.adminToken)).expect(200)).body.data;
    expect(admin).toMatchObject({ channel: 'pos', paymentMethod: 'cash', status: 'delivered', paymentAttemptId: answer.links.paymentAttemptId });
    const mine = (await t.http.get(`${MY_ORDERS}/${answer.links.orderId}`).set(buyer.auth()).expect(200)).body.data;
    expect(mine).toMatchObject({ channel: 'pos', status: 'delivered' });
    const attempt = await t.bazaar.dataSource.query(`SELECT method, status FROM payment_attempts WHERE public_id = $1`, [answer.links.paymentAttemptId]);
    expect(attempt).toEqual([{ method: 'cash', status: 'succeeded' }]);
  });

  it('wrote a sale movement in the stock ledger and took the units off hand', async () => {
    const moves = await t.bazaar.dataSource.query(
      `SELECT m.delta_on_hand::int AS d FROM inventory_movements m JOIN product_variants v ON v.id = m.variant_id WHERE v.public_id = $1 AND m.reason = 'sale' AND m.reference = $2`,
      [kase, `checkout:${answer.links.checkoutId}`],
    );
    expect(moves).toEqual([{ d: -3 }]);
    expect(await stockOf(t, kase)).toMatchObject({ reserved: 0 });
  });

  it("left the customer's own online cart as it was", async () => {
    const cart = (await t.http.get('/api/mobile/cart').set(buyer.auth()).expect(200)).body.data;
    expect(cart.items.map((l: any) => [l.variantId, l.quantity])).toEqual([[phone, 1]]);
    expect(cart.locked).toBe(false);
  });

  it('replays the completion with the same sale, whatever payment it carries; writes after it are 409', async () => {
    const again = (await api.complete(sale, { payment: { method: 'qr', reference: 'X' } }).expect(200)).body.data;
    expect(again).toEqual(answer);
    expect(await counts(t, `SELECT 1 FROM orders WHERE checkout_public_id = $1`, [answer.links.checkoutId])).toBe(1);
    expect((await api.setItem(sale, productId, { variantPublicId: kase, quantity: 1 }).expect(409)).body.errorCode).toBe('POS_SALE_NOT_DRAFT');
    expect((await api.cancel(sale).expect(409)).body.errorCode).toBe('POS_SALE_NOT_DRAFT');
    const events = (await api.timeline(sale).expect(200)).body.data.map((e: any) => e.event);
    expect(events).toEqual(['created', 'item_set', 'customer_picked', 'completed']);
  });
});

describe('complete: delivery by card', () => {
  it('leaves the order confirmed with the operator charge (sale ordered)', async () => {
    const buyer = await customerWithCart(t, c.shop, []);
    const sale = await draftSale(api, productId, [{ variantPublicId: phone, quantity: 1 }], buyer.customerId);
    await api.fulfilment(sale, { fulfilment: 'delivery', addressId: buyer.addressId, shippingCharge: 1200 }).expect(200);
    const done = (await api.complete(sale, { payment: { method: 'card', reference: 'AUTH-7781' } }).expect(200)).body.data;
    expect(done).toMatchObject({
      status: 'ordered',
      grandTotal: 46200,
      payment: { method: 'card', amountTendered: null, change: null, reference: 'AUTH-7781' },
    });
    expect(await orderRow(done.links.orderId)).toEqual({ status: 'confirmed', channel: 'pos', method: 'card', total: 46200, f: 'delivery' });
  });
});

describe('complete: refusals move nothing', () => {
  let buyer: Buyer;
  const nothingMoved = async (sale: string) => {
    expect((await api.get(sale).expect(200)).body.data).toMatchObject({ status: 'draft', links: { orderId: null, checkoutId: null } });
    expect(await counts(t, `SELECT 1 FROM checkout_sessions WHERE customer_public_id = $1`, [buyer.customerId])).toBe(0);
  };
  beforeAll(async () => {
    buyer = await customerWithCart(t, c.shop, []);
  });

  it('an empty sale is 409 POS_SALE_EMPTY; without a customer 409 POS_CUSTOMER_REQUIRED', async () => {
    const empty = (await api.create().expect(201)).body.data.publicId;
    expect((await api.complete(empty, cash(100)).expect(409)).body.errorCode).toBe('POS_SALE_EMPTY');
    const anonymous = await draftSale(api, productId, [{ variantPublicId: kase, quantity: 1 }]);
    expect((await api.complete(anonymous, cash(800)).expect(409)).body.errorCode).toBe('POS_CUSTOMER_REQUIRED');
  });

  it('bad payments are 400 POS_PAYMENT_INVALID', async () => {
    const sale = await draftSale(api, productId, [{ variantPublicId: kase, quantity: 1 }], buyer.customerId);
    const stock = await stockOf(t, kase);
    for (const payment of [
      { method: 'cash' },
      { method: 'cash', amountTendered: 799 },
      { method: 'cod', reference: 'x' },
      { method: 'card' },
      { method: 'qr' },
    ]) {
      const res = await api.complete(sale, { payment }).expect(400);
      expect(res.body.errorCode).toBe('POS_PAYMENT_INVALID');
    }
    expect((await api.complete(sale, { payment: { method: 'cash', amountTendered: 800, tip: 5 } }).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    expect(await stockOf(t, kase)).toEqual(stock);
    await nothingMoved(sale);
  });

  it('a different expectedTotal is 409 POS_TOTAL_CHANGED with the new total', async () => {
    const sale = await draftSale(api, productId, [{ variantPublicId: kase, quantity: 2 }], buyer.customerId);
    const res = await api.complete(sale, { ...cash(5000), expectedTotal: 1500 }).expect(409);
    expect(res.body).toMatchObject({ errorCode: 'POS_TOTAL_CHANGED', details: { expectedTotal: 1500, grandTotal: 1600 } });
    await nothingMoved(sale);
  });

  it('more than on hand is 409 POS_INSUFFICIENT_STOCK with the shortfalls', async () => {
    const scarce = await c.shop.makeProduct('Scarce lamp', [{ mrp: 900, sellingPrice: 900, name: 'Only', sku: `SL-${Date.now()}`, onHand: 2 }]);
    const sale = await draftSale(api, scarce.product.publicId, [{ variantPublicId: scarce.variantIds[0], quantity: 5 }], buyer.customerId);
    const res = await api.complete(sale, cash(10000)).expect(409);
    expect(res.body).toMatchObject({
      errorCode: 'POS_INSUFFICIENT_STOCK',
      details: { shortfalls: [{ variantId: scarce.variantIds[0], productId: scarce.product.publicId, requested: 5, available: 2 }] },
    });
    expect(await stockOf(t, scarce.variantIds[0])).toEqual({ onHand: 2, reserved: 0 });
    await nothingMoved(sale);
  });

  it('a delivery whose address was removed is 409 POS_ADDRESS_REQUIRED; pickup while the counter is off 409 POS_PICKUP_UNAVAILABLE', async () => {
    const other = await customerWithCart(t, c.shop, []);
    const sale = await draftSale(api, productId, [{ variantPublicId: kase, quantity: 1 }], other.customerId);
    await api.fulfilment(sale, { fulfilment: 'delivery', addressId: other.addressId, shippingCharge: 0 }).expect(200);
    await t.http.delete(`/api/mobile/addresses/${other.addressId}`).set(other.auth()).expect(200);
    expect((await api.complete(sale, cash(800)).expect(409)).body.errorCode).toBe('POS_ADDRESS_REQUIRED');
    const pickup = await draftSale(api, productId, [{ variantPublicId: kase, quantity: 1 }], buyer.customerId);
    await t.http
      .put(PICKUP)
      .set(bearer(c.shop.adminToken))
      .send({ name: 'Bazaar Store', addressLines: ['Durbar Marg'], phone: '9801000000', isEnabled: false })
      .expect(200);
    try {
      expect((await api.complete(pickup, cash(800)).expect(409)).body.errorCode).toBe('POS_PICKUP_UNAVAILABLE');
      expect((await api.fulfilment(pickup, { fulfilment: 'pickup' }).expect(409)).body.errorCode).toBe('POS_PICKUP_UNAVAILABLE');
    } finally {
      await t.http
        .put(PICKUP)
        .set(bearer(c.shop.adminToken))
        .send({ name: 'Bazaar Store', addressLines: ['Durbar Marg'], phone: '9801000000', isEnabled: true })
        .expect(200);
    }
    await nothingMoved(pickup);
  });

  it('a cancelled sale cannot be cancelled again or completed (409 POS_SALE_NOT_DRAFT)', async () => {
    const sale = await draftSale(api, productId, [{ variantPublicId: kase, quantity: 1 }], buyer.customerId);
    expect((await api.cancel(sale).expect(200)).body.data.status).toBe('cancelled');
    expect((await api.cancel(sale).expect(409)).body.errorCode).toBe('POS_SALE_NOT_DRAFT');
    expect((await api.complete(sale, cash(800)).expect(409)).body.errorCode).toBe('POS_SALE_NOT_DRAFT');
  });
});

describe('online customers and channels', () => {
  it('never offers or takes cash, card or qr online', async () => {
    const buyer = await customerWithCart(t, c.shop, [{ variantId: kase, quantity: 1 }]);
    const methods = (await t.http.get('/api/mobile/payments/methods').set(buyer.auth()).expect(200)).body.data.map((m: any) => m.method);
    expect(methods).not.toEqual(expect.arrayContaining(['cash']));
    for (const method of ['cash', 'card', 'qr']) {
      const res = await t.http.post(`${CHECKOUT}/pay`).set(buyer.auth()).send({ addressId: buyer.addressId, method, expectedGrandTotal: 10800 });
      expect(res.status).toBe(400);
      expect(res.body.errorCode).toBe('PAYMENT_METHOD_UNAVAILABLE');
    }
    expect(await counts(t, `SELECT 1 FROM payment_attempts WHERE customer_id = $1`, [buyer.customerId])).toBe(0);
  });

  it('an online order carries channel online', async () => {
    const buyer = await customerWithCart(t, c.shop, []);
    const s = await buyAgain(t, c.shop, buyer, [{ variantId: kase, quantity: 1 }]);
    const orderId = await orderFor(t, s.checkoutId);
    expect((await t.http.get(`${MY_ORDERS}/${orderId}`).set(buyer.auth()).expect(200)).body.data.channel).toBe('online');
    const list = (await t.http.get(ADMIN_ORDERS).query({ customerId: buyer.customerId }).set(bearer(c.shop.adminToken)).expect(200)).body.data;
    expect(list[0].channel).toBe('online');
  });
});

describe('a live deal', () => {
  it('prices the lookup, the draft and the completed sale at the deal price', async () => {
    const made = await c.shop.makeProduct('Deal kettle', [{ mrp: 10000, sellingPrice: 10000, name: 'Steel', sku: `DK-${Date.now()}`, onHand: 5 }]);
    const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
    const deal = await c.shop.fixtures.deal({
      name: 'Kettle 10%',
      discountBps: 1000,
      startsAt: minutes(-1),
      endsAt: minutes(30),
      productPublicIds: [made.product.publicId],
    });
    const [found] = (await api.lookupProducts('Deal kettle').expect(200)).body.data;
    expect(found.variants[0]).toMatchObject({ variantPublicId: made.variantIds[0], price: 9000, deal: { id: deal.publicId, price: 9000 } });
    const buyer = await customerWithCart(t, c.shop, []);
    const sale = await draftSale(api, made.product.publicId, [{ variantPublicId: made.variantIds[0], quantity: 2 }], buyer.customerId);
    expect((await api.get(sale).expect(200)).body.data).toMatchObject({ grandTotal: 18000, lines: [{ unitPrice: 9000, lineTotal: 18000 }] });
    const done = (await api.complete(sale, { ...cash(18000), expectedTotal: 18000 }).expect(200)).body.data;
    expect(done.payment.change).toBe(0);
    expect((await orderRow(done.links.orderId)).total).toBe(18000);
  });
});
