import { configureLogger } from '../../../core/log/logger.js';
import type { LogMailer } from '../../../core/mail/log-mailer.js';
import { platform } from '../../../core/platform.js';
import { bootApp, type TestApp } from '../../support/app.js';
import { shopFixture, SUPERADMIN_ENV, type Shop } from '../../checkout/support.js';
import { MY_ORDERS } from '../support.js';
import { placedOrder } from '../support/lifecycle.js';
import { deliveredTo, emailOf } from './support.js';

let t: TestApp;
let shop: Shop;
/** what the app logs from the moment the test starts reading */
const lines: any[] = [];

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  shop = await shopFixture(t);
  configureLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
}, 120_000);
afterAll(async () => {
  configureLogger('silent');
  await t?.close();
});

it('without SMTP the cancellation mail is rendered to the log (and kept in the log mailer), once', async () => {
  expect(platform().mailer.kind).toBe('log');
  const o = await placedOrder(t, shop, [{ variantId: shop.variants[1], quantity: 1 }], 'gateway');
  const email = await emailOf(t, o.buyer.customerId);
  const order = (await t.http.post(`${MY_ORDERS}/${o.orderId}/cancel`).set(o.buyer.auth()).send({ reason: 'Found it cheaper' }).expect(200)).body.data;
  await t.http.post(`${MY_ORDERS}/${o.orderId}/cancel`).set(o.buyer.auth()).send({}).expect(409);
  await deliveredTo(t, 'orders.order.cancelled', o.orderId, 'orders.cancellation-mail');

  const logged = lines.filter((l) => l.mail?.to?.includes(email) && l.mail.subject.startsWith('Your order'));
  expect(logged).toHaveLength(1);
  expect(logged[0]).toMatchObject({ msg: 'mail (not sent: SMTP_URL is not set)', mail: { subject: `Your order ${order.orderNumber} was cancelled` } });
  expect(logged[0].mail.text).toContain('- 1 x ');
  expect(logged[0].mail.text).toContain('A refund of Rs ');
  const kept = (platform().mailer as LogMailer).outbox.filter((m) => m.to.includes(email) && m.subject.startsWith('Your order'));
  expect(kept.map((m) => m.raw)).toEqual([expect.stringContaining(`Subject: Your order ${order.orderNumber} was cancelled`)]);
});
