import { randomUUID } from 'node:crypto';
import { rupees } from '../../../core/panel/rupees.js';
import { orderSettings } from '../../../plugins/orders/order-settings.js';
import { bootApp, type TestApp } from '../../support/app.js';
import { adminWith, bearer } from '../../support/auth.js';
import { shopFixture, SUPERADMIN_ENV, type Shop } from '../../checkout/support.js';
import { ADMIN_ORDERS, MY_ORDERS, orderFor, settle, startedCheckout } from '../support.js';
import { adminOrder, confirmOrder, deliverShipment, fulfilmentAdmin, placedOrder, ship, startProcessing } from '../support/lifecycle.js';
import { pdfFontNames, pdfText, renderFirstPage } from './pdf-reading.js';
import { bytes, nepaliBuyer } from './support.js';

const NEPALI_NAME = 'सीता थापा';
const TITLE = 'Sales receipt - not a tax invoice';

let t: TestApp;
let shop: Shop;
let clerk: string;
let reader: string;
let stranger: string;
let sita: Awaited<ReturnType<typeof nepaliBuyer>>;
/** Sita's COD order (2 phones with serials, 1 charger), delivered and its cash collected */
let order: any;
const serials = [`SN-${randomUUID().slice(0, 8)}`, `SN-${randomUUID().slice(0, 8)}`];
/** another customer's gateway order, still created */
let other: Awaited<ReturnType<typeof placedOrder>>;

const mine = (id: string, auth: Record<string, string> = sita.auth()) => bytes(t.http.get(`${MY_ORDERS}/${id}/invoice.pdf`).set(auth));
const asAdmin = (id: string, token = reader) => bytes(t.http.get(`${ADMIN_ORDERS}/${id}/receipt.pdf`).set(bearer(token)));
const json = (b: Buffer) => JSON.parse(b.toString('utf8'));

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  shop = await shopFixture(t);
  const tag = randomUUID().slice(0, 6);
  const { variantIds } = await shop.makeProduct(`सामसुङ Galaxy फोन ${tag}`, [
    { mrp: 30000, sellingPrice: 25000, name: 'कालो', sku: `RC-${tag}-K`, onHand: 50 },
    { mrp: 2000, sellingPrice: 1500, name: 'Charger', sku: `RC-${tag}-C`, onHand: 50 },
  ]);
  const [phone, charger] = variantIds;
  clerk = await fulfilmentAdmin(t, shop);
  reader = await adminWith(t, shop.adminToken, ['Orders_READ']);
  stranger = await adminWith(t, shop.adminToken, ['Returns_READ']);

  const lines = [
    { variantId: phone!, quantity: 2 },
    { variantId: charger!, quantity: 1 },
  ];
  sita = await nepaliBuyer(t, shop, NEPALI_NAME, lines);
  const started = await startedCheckout(t, shop, lines, sita);
  await settle(started.checkoutId, sita.customerId, started.grandTotal, 'cod');
  const id = await orderFor(t, started.checkoutId);
  await confirmOrder(t, clerk, id);
  await startProcessing(t, clerk, id);
  const placed = await adminOrder(t, clerk, id);
  const shipment = await ship(t, clerk, id, [
    { orderItemId: placed.items[0].id, quantity: 2, serials },
    { orderItemId: placed.items[1].id, quantity: 1 },
  ]);
  await deliverShipment(t, clerk, id, shipment.id);
  const cash = await t.http.post(`${ADMIN_ORDERS}/${id}/cod-collection`).set(bearer(clerk)).send({});
  if (cash.status !== 200) throw new Error(`cod-collection: ${cash.status} ${JSON.stringify(cash.body)}`);
  order = await adminOrder(t, clerk, id);

  other = await placedOrder(t, shop, [{ variantId: charger!, quantity: 3 }], 'gateway', clerk);
}, 240_000);
afterAll(async () => t?.close());

describe('GET /api/mobile/orders/{id}/invoice.pdf', () => {
  it('answers my order as an inline A4 PDF, never cached', async () => {
    const res = await mine(order.id);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${order.orderNumber}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.body.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(res.body.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it('prints the shop, the order, each line with its variant and serials, the money, the payment and COD state, and says it is not a tax invoice', async () => {
    const [page1, ...rest] = await pdfText((await mine(order.id)).body);
    expect(rest).toEqual([]);
    const expected = [
      TITLE,
      orderSettings.shopName,
      orderSettings.shopAddress,
      `Order ${order.orderNumber}`,
      order.items[0].productName,
      `Variant: ${order.items[0].variantName}`,
      `Serials: ${serials.join(', ')}`,
      `Variant: ${order.items[1].variantName}`,
      rupees(order.items[0].unitPrice),
      rupees(order.items[0].lineTotal),
      'Subtotal',
      rupees(order.pricing.subtotal),
      'Shipping',
      rupees(order.pricing.shippingAmount),
      'Grand total',
      rupees(order.pricing.grandTotal),
      'Payment method: Cash on delivery',
      `Cash collected: ${rupees(order.codCollectedAmount)}`,
      'Pulchowk Road, Ward 3',
    ];
    for (const text of expected) expect(page1).toContain(text);
    expect(order.items[0].productName).toMatch(/सामसुङ Galaxy फोन/);
    expect(order.pricing.grandTotal).toBe(2 * 25000 + 1500 + shop.zone.fee);
  });

  it('prints the date in Kathmandu time (UTC+05:45)', async () => {
    const [page1] = await pdfText((await mine(order.id)).body);
    const at = new Date(new Date(order.createdAt).getTime() + (5 * 60 + 45) * 60_000);
    const month = at.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
    const hhmm = `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
    expect(page1).toContain(`Date: ${at.getUTCDate()} ${month} ${at.getUTCFullYear()}, ${hhmm} NPT (UTC+05:45)`);
  });

  it('renders the Nepali name: the text read back has it, and the embedded font is one with Devanagari', async () => {
    const pdf = (await mine(order.id)).body;
    const [page1] = await pdfText(pdf);
    expect(page1).toContain(NEPALI_NAME);
    expect(page1).toContain(`${NEPALI_NAME}, 9841234567`);
    expect(await pdfFontNames(pdf)).toEqual(expect.arrayContaining([expect.stringMatching(/^[A-Z]{6}\+NotoSansDevanagari-Regular$/)]));
    // every font is embedded (a subset), none left to the reader's machine
    expect(pdf.toString('latin1')).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
  });

  it("answers another customer's order, an unknown one and no token with the JSON error body", async () => {
    const theirs = await mine(other.orderId);
    expect(theirs.status).toBe(404);
    expect(theirs.headers['content-type']).toMatch(/^application\/json/);
    expect(json(theirs.body)).toMatchObject({ errorCode: 'ORDER_NOT_FOUND', statusCode: 404 });
    expect(json((await mine(randomUUID())).body)).toMatchObject({ errorCode: 'ORDER_NOT_FOUND' });
    expect((await mine('not-a-uuid')).status).toBe(400);
    const anonymous = await bytes(t.http.get(`${MY_ORDERS}/${order.id}/invoice.pdf`));
    expect(anonymous.status).toBe(401);
    expect(json(anonymous.body)).toMatchObject({ statusCode: 401 });
    // a token of the other surface is refused (the house's 403)
    expect((await mine(order.id, bearer(reader))).status).toBe(403);
  });

  it('prints a gateway order as paid online, with no cash line', async () => {
    const res = await mine(other.orderId, other.buyer.auth());
    expect(res.status).toBe(200);
    const [page1] = await pdfText(res.body);
    expect(page1).toContain('Payment method: Paid online');
    expect(page1).not.toContain('Cash ');
    expect(page1).toContain(TITLE);
  });
});

describe('GET /api/orders/{id}/receipt.pdf (admin)', () => {
  it('answers any order to Orders_READ, the same receipt', async () => {
    const res = await asAdmin(other.orderId);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const otherRead = await adminOrder(t, clerk, other.orderId);
    expect(res.headers['content-disposition']).toBe(`inline; filename="${otherRead.orderNumber}.pdf"`);
    const [page1] = await pdfText(res.body);
    expect(page1).toContain(`Order ${otherRead.orderNumber}`);
    expect(page1).toContain(rupees(otherRead.pricing.grandTotal));
    expect(page1).toContain(TITLE);
  });

  it('is 403 without Orders_READ, 401 without a token, 404 for an unknown order', async () => {
    const denied = await asAdmin(order.id, stranger);
    expect(denied.status).toBe(403);
    expect(json(denied.body)).toMatchObject({ errorCode: 'FORBIDDEN', message: 'Missing permission Orders_READ' });
    expect((await bytes(t.http.get(`${ADMIN_ORDERS}/${order.id}/receipt.pdf`))).status).toBe(401);
    expect((await asAdmin(order.id, sita.token)).status).toBe(403);
    expect(json((await asAdmin(randomUUID())).body)).toMatchObject({ errorCode: 'ORDER_NOT_FOUND' });
  });
});

describe('page 1 drawn as a picture', () => {
  it('renders to a PNG of A4 proportions with the title band and text in it', async () => {
    const page = await renderFirstPage((await mine(order.id)).body, 1.5);
    expect(page.png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([page.width, page.height]).toEqual([Math.ceil(595.28 * 1.5), Math.ceil(841.89 * 1.5)]);
    expect(page.png.readUInt32BE(16)).toBe(page.width);
    expect(page.png.readUInt32BE(20)).toBe(page.height);
    // the title band is dark with white lettering in it: mostly dark, but not solid
    const band = page.darkShare({ x: 48, y: 92, width: 499, height: 28 });
    expect(band).toBeGreaterThan(0.6);
    expect(band).toBeLessThan(0.97);
    // the shop's name in bold at the top left: ink, on a mostly white ground
    const name = page.darkShare({ x: 48, y: 50, width: 200, height: 22 });
    expect(name).toBeGreaterThan(0.08);
    expect(name).toBeLessThan(0.6);
    // the bottom of a one-page receipt is blank paper
    expect(page.darkShare({ x: 0, y: 760, width: 595, height: 80 })).toBe(0);
  });
});
