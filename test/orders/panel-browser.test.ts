import { startPanelBrowser, type PanelBrowser } from '../admin/support/panel-browser.js';
import { shopFixture, type Shop } from '../checkout/support.js';
import { adminOrder, processingOrder } from './support/lifecycle.js';

/* The order actions' form in a real browser: ship a parcel with its serial numbers from the order's page. */

let pb: PanelBrowser;
let shop: Shop;
let phone: string;

beforeAll(async () => {
  pb = await startPanelBrowser();
  shop = await shopFixture(pb.t);
  [phone] = (await shop.makeProduct('Browser Phone', [{ mrp: 5000000, sellingPrice: 4500000, name: 'Black', sku: 'BRW-PH-1', onHand: 10 }])).variantIds;
}, 15 * 60_000);
afterAll(async () => pb?.close());

it('ships a parcel with serial numbers through the action form, and the record shows it', async () => {
  const o = await processingOrder(pb.t, shop, [{ variantId: phone, quantity: 2 }]);
  const { page, crashes } = await pb.signedInPage();
  await page.goto(`${pb.base}/admin/resources/Orders/records/${o.orderId}/ship`, { waitUntil: 'domcontentloaded' });
  const form = page.getByTestId('action-confirm');
  await form.waitFor({ state: 'visible', timeout: 30_000 });
  expect(await form.textContent()).toContain('Browser Phone (Black): units in this parcel (2 to ship)');
  // nothing shipped by opening the form
  expect((await adminOrder(pb.t, o.adminToken, o.orderId)).shipments).toEqual([]);

  await page.getByTestId(`action-field-serials_${o.items[0]}`).fill('IMEI-111\nIMEI-222');
  await page.getByTestId('action-field-carrier').fill('Pathao Parcel');
  await page.screenshot({ path: '.tmp/screenshots/orders-ship-form.png', fullPage: true });
  await page.getByTestId('action-confirm-run').click();
  await page.getByText('Parcel shipped').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForURL(new RegExp(`/admin/resources/Orders/records/${o.orderId}/show`), { timeout: 30_000 });

  const order = await adminOrder(pb.t, o.adminToken, o.orderId);
  expect(order.status).toBe('shipped');
  expect(order.shipments[0]).toMatchObject({ carrier: 'Pathao Parcel', status: 'open' });
  expect(order.shipments[0].items[0].serials).toEqual(['IMEI-111', 'IMEI-222']);
  await page.getByText('IMEI-111, IMEI-222', { exact: false }).first().waitFor({ state: 'visible', timeout: 30_000 });
  // the page is titled by the order's number; its lines are a table in rupees, linked to the product and the variant
  expect((await page.locator('[data-css="Orders-show-action-header"] h2').first().textContent())?.trim()).toBe(order.orderNumber);
  const lines = page.getByTestId('record-tables-lines');
  expect(await lines.locator('tbody tr').count()).toBe(1);
  const line = (await lines.locator('tbody tr').first().textContent()) ?? '';
  expect(line).toMatch(/Browser Phone.*Black.*BRW-PH-1.*2.*Rs 45,000\.00.*Rs 90,000\.00/);
  expect(await lines.getByTestId('record-link').first().getAttribute('href')).toMatch(/\/admin\/resources\/Products\/records\/[^/]+\/show$/);
  // its payment state in words: cash on delivery, not yet collected
  await page.getByText('Cash on delivery', { exact: true }).first().waitFor({ state: 'visible', timeout: 30_000 });
  expect(await page.locator('body').textContent()).toMatch(/Payment\s*Cash on delivery/);
  await page.screenshot({ path: '.tmp/screenshots/orders-shipped-record.png', fullPage: true });
  expect(crashes).toEqual([]);
}, 180_000);
