import { bootPanelAsSuperadmin, panelAdminWith, type Agent } from '../admin/support/panel.js';
import type { TestApp } from '../support/app.js';
import { shopFixture, stockOf, type Shop } from '../checkout/support.js';
import { adminOrder, deliveredOrder, placedOrder, pickupOrder } from './support/lifecycle.js';
import { requestedReturn } from './returns/support.js';

/*
 * The order lifecycle in the panel: every action a merchandiser or the finance desk takes, posted as the action's
 * confirmation view posts it (its fields as text), checked through the API's reads.
 */

let t: TestApp;
let root: string;
let su: Agent;
let shop: Shop;
let lamp: string;
let bulb: string;

const action = (resource: string, id: string, name: string) => `/admin/api/resources/${resource}/records/${id}/${name}`;
/** The action's confirmation view: the record and the inputs it offers. */
const form = async (agent: Agent, resource: string, id: string, name: string) => (await agent.get(action(resource, id, name)).expect(200)).body.record;
const post = (agent: Agent, resource: string, id: string, name: string, body: Record<string, string> = {}) =>
  agent
    .post(action(resource, id, name))
    .type('form')
    .send(body)
    .expect(200);
const shown = async (resource: string, id: string) => (await su.get(action(resource, id, 'show')).expect(200)).body.record;

beforeAll(async () => {
  ({ t, root, su } = await bootPanelAsSuperadmin());
  shop = await shopFixture(t);
  [lamp, bulb] = (
    await shop.makeProduct('Lamp', [
      { mrp: 2500, sellingPrice: 2000, name: 'Brass', sku: 'PNL-LMP-B', onHand: 100 },
      { mrp: 400, sellingPrice: 300, name: 'Bulb', sku: 'PNL-LMP-U', onHand: 100 },
    ])
  ).variantIds;
}, 180_000);
afterAll(async () => t?.close());

describe('Orders panel: fulfilment', () => {
  it('confirm, processing, ship two parcels with serials, one fails and goes back, then deliver: each step offered only when it applies', async () => {
    const o = await placedOrder(t, shop, [
      { variantId: lamp, quantity: 2 },
      { variantId: bulb, quantity: 1 },
    ]);
    expect((await shown('Orders', o.orderId)).params.status).toBe('created');
    const offered = async () => (await su.get(action('Orders', o.orderId, 'show')).expect(200)).body.record.recordActions.map((a: any) => a.name);
    expect(await offered()).toEqual(expect.arrayContaining(['confirm', 'cancel', 'addNote']));
    expect(await offered()).not.toContain('ship');

    expect((await post(su, 'Orders', o.orderId, 'confirm')).body.notice).toEqual({ message: 'Order confirmed', type: 'success' });
    await post(su, 'Orders', o.orderId, 'processing');
    expect(await offered()).toContain('ship');

    const shipForm = await form(su, 'Orders', o.orderId, 'ship');
    const [lampLine, bulbLine] = o.items;
    expect(shipForm.actionFields.map((f: any) => f.name)).toEqual([
      `qty_${lampLine}`,
      `serials_${lampLine}`,
      `qty_${bulbLine}`,
      `serials_${bulbLine}`,
      'carrier',
      'trackingNumber',
    ]);
    expect(shipForm.actionFields[0]).toMatchObject({ label: expect.stringMatching(/Lamp \(Brass\): units in this parcel \(2 to ship\)/), value: 2 });

    // more serials than units: refused in words, nothing shipped
    const tooMany = await post(su, 'Orders', o.orderId, 'ship', { [`qty_${lampLine}`]: '1', [`serials_${lampLine}`]: 'S-1\nS-2', [`qty_${bulbLine}`]: '0' });
    expect(tooMany.body.notice).toEqual({ message: 'More serial numbers than units shipped on a line', type: 'error' });
    expect((await adminOrder(t, o.adminToken, o.orderId)).shipments).toEqual([]);

    await post(su, 'Orders', o.orderId, 'ship', {
      [`qty_${lampLine}`]: '1',
      [`serials_${lampLine}`]: 'PNL-S-1',
      [`qty_${bulbLine}`]: '1',
      carrier: 'Nepal Post',
    });
    await post(su, 'Orders', o.orderId, 'ship', { [`qty_${lampLine}`]: '1', [`serials_${lampLine}`]: 'PNL-S-2', [`qty_${bulbLine}`]: '0' });
    let order = await adminOrder(t, o.adminToken, o.orderId);
    expect(order.status).toBe('shipped');
    const [first, second] = order.shipments;
    expect(first).toMatchObject({ status: 'open', carrier: 'Nepal Post' });

    const parcels = (await form(su, 'Orders', o.orderId, 'failParcel')).actionFields[0];
    expect(parcels).toMatchObject({ name: 'shipmentId', type: 'select', required: true });
    expect(parcels.options.map((p: any) => p.value)).toEqual([first.id, second.id]);
    expect(parcels.options[0].label).toContain('Nepal Post · 1 x Lamp (Brass) [PNL-S-1]');

    await post(su, 'Orders', o.orderId, 'failParcel', { shipmentId: second.id, reason: 'Address not found' });
    await post(su, 'Orders', o.orderId, 'deliverParcel', { shipmentId: first.id });
    order = await adminOrder(t, o.adminToken, o.orderId);
    expect(order.status).toBe('partially_delivered');
    expect(order.shipments.map((s: any) => s.status)).toEqual(['delivered', 'failed']);

    // the failed parcel's lamp goes back to be shipped, and its serial is free again
    const again = await form(su, 'Orders', o.orderId, 'ship');
    expect(again.actionFields.map((f: any) => f.name)).toEqual([`qty_${lampLine}`, `serials_${lampLine}`, 'carrier', 'trackingNumber']);
    await post(su, 'Orders', o.orderId, 'ship', { [`qty_${lampLine}`]: '1', [`serials_${lampLine}`]: 'PNL-S-2' });
    const third = (await adminOrder(t, o.adminToken, o.orderId)).shipments[2];
    await post(su, 'Orders', o.orderId, 'deliverParcel', { shipmentId: third.id });
    expect((await adminOrder(t, o.adminToken, o.orderId)).status).toBe('delivered');

    const record = await shown('Orders', o.orderId);
    const [parcelTable] = JSON.parse(record.params.shipments);
    expect(parcelTable.rows.map((r: any[]) => r[1])).toEqual(['Delivered', 'Failed', 'Delivered']);
    expect(JSON.parse(record.params.timeline)[0].rows.map((r: any[]) => r[1])).toContain('Shipment failed');
    expect(record.params.codState).toBe('to_collect');
  });

  it('a pickup order: ready for pickup, then collected; parcels are never offered', async () => {
    const o = await pickupOrder(t, shop, [{ variantId: bulb, quantity: 1 }]);
    await post(su, 'Orders', o.orderId, 'confirm');
    const names = (await su.get(action('Orders', o.orderId, 'show')).expect(200)).body.record.recordActions.map((a: any) => a.name);
    expect(names).toEqual(expect.arrayContaining(['readyForPickup', 'collect']));
    expect(names).not.toContain('ship');
    await post(su, 'Orders', o.orderId, 'readyForPickup');
    expect((await adminOrder(t, o.adminToken, o.orderId)).readyForPickupAt).toEqual(expect.any(String));
    await post(su, 'Orders', o.orderId, 'collect');
    expect((await adminOrder(t, o.adminToken, o.orderId)).status).toBe('delivered');
  });

  it('a note, internal or for the customer, lands on the timeline', async () => {
    const o = await placedOrder(t, shop, [{ variantId: bulb, quantity: 1 }]);
    await post(su, 'Orders', o.orderId, 'addNote', { note: 'Customer asked for evening delivery', customerVisible: 'true' });
    const mine = await t.http.get(`/api/mobile/orders/${o.orderId}`).set(o.buyer.auth()).expect(200);
    expect(JSON.stringify(mine.body.data)).toContain('Customer asked for evening delivery');
  });
});

describe('Orders panel: cancel and cash', () => {
  it('cancel needs a reason; then the units are back in stock', async () => {
    const before = (await stockOf(t, lamp)).onHand;
    const o = await placedOrder(t, shop, [{ variantId: lamp, quantity: 3 }]);
    const short = await post(su, 'Orders', o.orderId, 'cancel', { reason: 'no' });
    expect(short.body.notice.type).toBe('error');
    expect((await adminOrder(t, o.adminToken, o.orderId)).status).toBe('created');
    await post(su, 'Orders', o.orderId, 'cancel', { reason: 'Customer called to cancel' });
    expect((await adminOrder(t, o.adminToken, o.orderId)).status).toBe('cancelled');
    expect((await stockOf(t, lamp)).onHand).toBe(before);
  });

  it('record the COD cash in rupees, correct it against the amount read, reverse it (module OrderCash)', async () => {
    const o = await deliveredOrder(t, shop, [{ variantId: bulb, quantity: 2 }]);
    const total = o.settled.grandTotal;
    const rec = await form(su, 'Orders', o.orderId, 'recordCash');
    expect(rec.actionFields[0]).toMatchObject({ name: 'amount', type: 'money', value: expect.stringMatching(/^Rs [\d,]+\.\d\d$/) });
    expect((await su.get(action('Orders', o.orderId, 'show')).expect(200)).body.record.recordActions.map((a: any) => a.name)).toContain('refund');

    const typo = await post(su, 'Orders', o.orderId, 'recordCash', { amount: '12.345' });
    expect(typo.body.notice.type).toBe('error');
    await post(su, 'Orders', o.orderId, 'recordCash', { amount: rec.actionFields[0].value });
    let order = await adminOrder(t, o.adminToken, o.orderId);
    expect(order.codCollectedAmount).toBe(total);

    const fix = await form(su, 'Orders', o.orderId, 'correctCash');
    const expected = fix.actionFields.find((f: any) => f.name === 'expectedCurrentAmount');
    expect(expected).toMatchObject({ type: 'hidden', value: rec.actionFields[0].value });
    // a stale read (another amount recorded since) is refused
    const stale = await post(su, 'Orders', o.orderId, 'correctCash', { amount: '100', expectedCurrentAmount: 'Rs 1.00', reason: 'Courier short' });
    expect(stale.body.notice).toEqual({ message: 'The collected amount changed since you read it', type: 'error' });
    await post(su, 'Orders', o.orderId, 'correctCash', { amount: '100', expectedCurrentAmount: expected.value, reason: 'Courier short' });
    order = await adminOrder(t, o.adminToken, o.orderId);
    expect(order.codCollectedAmount).toBe(10000);

    await post(su, 'Orders', o.orderId, 'reverseCash', { reason: 'Recorded on the wrong order' });
    expect((await adminOrder(t, o.adminToken, o.orderId)).codCollectedAmount).toBeNull();
  });

  it('the cash actions need OrderCash permissions: an Orders-only admin is not offered them and cannot post them', async () => {
    const o = await deliveredOrder(t, shop, [{ variantId: bulb, quantity: 1 }]);
    const clerk = await panelAdminWith(t, root, ['Orders_READ', 'Orders_UPDATE'], `clerk${Date.now()}@bazaar.test`);
    const names = (await clerk.get(action('Orders', o.orderId, 'show')).expect(200)).body.record.recordActions.map((a: any) => a.name);
    expect(names).not.toContain('recordCash');
    expect(names).not.toContain('refund');
    const res = await clerk
      .post(action('Orders', o.orderId, 'recordCash'))
      .type('form')
      .send({ amount: '300' });
    expect(res.body.notice).toEqual({ message: 'forbiddenError', type: 'error' });
    expect((await adminOrder(t, o.adminToken, o.orderId)).codCollectedAmount).toBeNull();
  });
});

describe('Returns and refunds in the panel', () => {
  it('a return: approve, received, inspect (restocking the accepted units); a wrong inspection is refused in words', async () => {
    const o = await deliveredOrder(t, shop, [{ variantId: lamp, quantity: 2 }]);
    const ret = await requestedReturn(t, o.buyer, o.orderId, [{ orderItemId: o.items[0], quantity: 2, reason: 'Flickers' }]);
    const listed = await su.get('/admin/api/resources/Returns/actions/list').query({ 'filters.status': 'requested' }).expect(200);
    expect(listed.body.records.map((r: any) => r.id)).toContain(ret.id);
    const record = await shown('Returns', ret.id);
    expect(record.title).toMatch(/^Return of BZ-\d{6}$/);
    expect(record.params.lines).toBe('2 x Lamp (Brass): "Flickers"');

    await post(su, 'Returns', ret.id, 'approve');
    await post(su, 'Returns', ret.id, 'receive');
    const inspect = await form(su, 'Returns', ret.id, 'inspect');
    expect(inspect.actionFields.map((f: any) => f.name)).toEqual([
      `accepted_${o.items[0]}`,
      `rejected_${o.items[0]}`,
      `rejection_${o.items[0]}`,
      `restock_${o.items[0]}`,
    ]);
    const onHand = (await stockOf(t, lamp)).onHand;
    const wrong = await post(su, 'Returns', ret.id, 'inspect', {
      [`accepted_${o.items[0]}`]: '1',
      [`rejected_${o.items[0]}`]: '1',
      [`restock_${o.items[0]}`]: 'true',
    });
    expect(wrong.body.notice).toEqual({ message: 'The inspection does not account for the units received', type: 'error' });
    await post(su, 'Returns', ret.id, 'inspect', {
      [`accepted_${o.items[0]}`]: '1',
      [`rejected_${o.items[0]}`]: '1',
      [`rejection_${o.items[0]}`]: 'Scratched by the customer',
      [`restock_${o.items[0]}`]: 'true',
    });
    expect((await shown('Returns', ret.id)).params).toMatchObject({
      status: 'inspected',
      lines: expect.stringContaining('accepted 1 (restocked), rejected 1: Scratched'),
    });
    expect((await stockOf(t, lamp)).onHand).toBe(onHand + 1);
  });

  it('a refund from lines on the order, then the finance queue: approve with a method, settle with a reference', async () => {
    const o = await deliveredOrder(t, shop, [{ variantId: lamp, quantity: 2 }], 'gateway');
    const create = await form(su, 'Orders', o.orderId, 'refund');
    expect(create.actionFields).toEqual([expect.objectContaining({ name: `qty_${o.items[0]}`, label: expect.stringContaining('units to refund (of 2)') })]);
    await post(su, 'Orders', o.orderId, 'refund', { [`qty_${o.items[0]}`]: '1' });
    const [refund] = (await adminOrder(t, o.adminToken, o.orderId)).refunds;
    expect(refund).toMatchObject({ status: 'pending', amount: 2000 });

    const queue = await su.get('/admin/api/resources/Refunds/actions/list').query({ 'filters.status': 'pending' }).expect(200);
    const row = queue.body.records.find((r: any) => r.id === refund.id);
    expect(row.params).toMatchObject({ amount: 'Rs 20.00', orderNumber: expect.stringMatching(/^BZ-/) });
    const approve = await form(su, 'Refunds', refund.id, 'approve');
    expect(approve.actionFields[0]).toMatchObject({ name: 'method', type: 'select', value: 'gateway_reversal' });
    await post(su, 'Refunds', refund.id, 'approve', { method: 'gateway_reversal' });
    const blank = await post(su, 'Refunds', refund.id, 'settle', { settlementReference: '' });
    expect(blank.body.notice.type).toBe('error');
    await post(su, 'Refunds', refund.id, 'settle', { settlementReference: 'REV-123' });
    const settled = await shown('Refunds', refund.id);
    expect(settled.params).toMatchObject({ status: 'settled', settlementReference: 'REV-123', orderPaymentMethod: 'gateway' });
    expect((await adminOrder(t, o.adminToken, o.orderId)).refundedAmount).toBe(2000);
  });
});
