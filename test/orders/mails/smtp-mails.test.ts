import { decodeWords, headersOf, partsOf, startSmtpServer, type SmtpTestServer } from '../../core/platform/smtp-test-server.js';
import { bootApp, type TestApp } from '../../support/app.js';
import { bearer } from '../../support/auth.js';
import { shopFixture, SUPERADMIN_ENV, type Shop } from '../../checkout/support.js';
import { ADMIN_ORDERS, MY_ORDERS } from '../support.js';
import { confirmOrder, fulfilmentAdmin, pickupOrder, placedOrder, readyForPickup } from '../support/lifecycle.js';
import { deliveredTo, emailOf, mailKinds, redeliver } from './support.js';

const SHOP = { SHOP_NAME: 'Bazaar Test Store', SHOP_ADDRESS: 'Durbar Marg 12, Kathmandu' };
let smtp: SmtpTestServer;
let t: TestApp;
let shop: Shop;
let admin: string;
let speaker: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await bootApp({ env: { ...SUPERADMIN_ENV, ...SHOP, SMTP_URL: smtp.url } });
  shop = await shopFixture(t);
  admin = await fulfilmentAdmin(t, shop);
  speaker = (await shop.makeProduct('Mail speaker', [{ mrp: 9000, sellingPrice: 8000, name: 'Grey', sku: 'MAIL-SPK', onHand: 200 }])).variantIds[0];
}, 120_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The order mails the SMTP server received for the address (the account's own mails left out): decoded subject and text part. */
const mailsTo = (email: string) =>
  smtp.received
    .filter((m) => m.rcptTo.includes(email))
    .map((m) => ({ subject: decodeWords(headersOf(m.raw).get('subject') ?? ''), text: partsOf(m.raw).find((p) => p.type === 'text/plain')!.body }))
    .filter((m) => m.subject.startsWith('Your order'));

describe('the cancellation mail (SMTP)', () => {
  it('reaches the customer once: a second cancel (409) and a redelivery of the event send nothing more', async () => {
    const o = await placedOrder(t, shop, [{ variantId: speaker, quantity: 2 }], 'gateway', admin);
    const email = await emailOf(t, o.buyer.customerId);
    const order = (await t.http.post(`${MY_ORDERS}/${o.orderId}/cancel`).set(o.buyer.auth()).send({}).expect(200)).body.data;
    await t.http.post(`${MY_ORDERS}/${o.orderId}/cancel`).set(o.buyer.auth()).send({}).expect(409);
    await deliveredTo(t, 'orders.order.cancelled', o.orderId, 'orders.cancellation-mail');
    await redeliver(t, 'orders.order.cancelled', o.orderId, 'orders.cancellation-mail');
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Your order ${order.orderNumber} was cancelled`);
    expect(mails[0].text).toContain(`Your order ${order.orderNumber} was cancelled, as you asked.`);
    expect(mails[0].text).toContain('- 2 x Mail speaker (Grey)');
    expect(mails[0].text).toMatch(new RegExp(`A refund of Rs ${(o.settled.grandTotal / 100).toLocaleString('en-IN')}\\.00, the amount you paid`));
    expect(await mailKinds(t, o.orderId)).toEqual(['cancellation']);
  });

  it("an admin's cancellation of a COD order gives the reason and says nothing is refunded", async () => {
    const o = await placedOrder(t, shop, [{ variantId: speaker, quantity: 1 }], 'cod', admin);
    const email = await emailOf(t, o.buyer.customerId);
    await t.http.post(`${ADMIN_ORDERS}/${o.orderId}/cancel`).set(bearer(admin)).send({ reason: 'The courier cannot reach your area' }).expect(200);
    await deliveredTo(t, 'orders.order.cancelled', o.orderId, 'orders.cancellation-mail');
    const [mail] = mailsTo(email);
    expect(mail.text).toContain('was cancelled. Reason: The courier cannot reach your area');
    expect(mail.text).toContain('no cash was collected, so there is nothing to refund');
  });
});

describe('the ready-for-pickup mail (SMTP)', () => {
  it('tells where to collect (SHOP_NAME, SHOP_ADDRESS) and what to pay, once however often the order is marked ready', async () => {
    const o = await pickupOrder(t, shop, [{ variantId: speaker, quantity: 1 }], 'cod', admin);
    const email = await emailOf(t, o.buyer.customerId);
    await confirmOrder(t, admin, o.orderId);
    const order = await readyForPickup(t, admin, o.orderId);
    await readyForPickup(t, admin, o.orderId);
    await deliveredTo(t, 'orders.order.ready-for-pickup', o.orderId, 'orders.ready-for-pickup-mail');
    await redeliver(t, 'orders.order.ready-for-pickup', o.orderId, 'orders.ready-for-pickup-mail');
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Your order ${order.orderNumber} is ready for pickup`);
    expect(mails[0].text).toContain(`ready for pickup at:\n${SHOP.SHOP_NAME}\n${SHOP.SHOP_ADDRESS}`);
    expect(mails[0].text).toContain('- 1 x Mail speaker (Grey)');
    expect(mails[0].text).toContain(`Please pay Rs ${(o.settled.grandTotal / 100).toLocaleString('en-IN')}.00 in cash when you collect.`);
    expect(await mailKinds(t, o.orderId)).toEqual(['ready_for_pickup']);
  });
});
