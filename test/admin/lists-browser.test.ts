import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { customerWithCart, shopFixture, type Shop } from '../checkout/support.js';
import { orderFor, settledCheckout } from '../orders/support.js';
import { startCheckout, startPayment } from '../payments/support.js';
import { warmPanel, wholePage } from './lists-support.js';
import { startPanelBrowser, type PanelBrowser } from './support/panel-browser.js';

/*
 * Lists that answer questions and readable records, in Chromium (issue 24): payments filtered to today in the filter
 * drawer, the URL keeping the filter through a reload, the export's CSV rows equal to the list's count; the product
 * list's stock from its variants; a customer's page with their orders and addresses; record pages titled by the record.
 * Screenshots: .tmp/screenshots/lists-*.png.
 */

let pb: PanelBrowser;
let shop: Shop;
let buyerId: string;
let orderId: string;
let orderNumber: string;
let attemptId: string;
let emptyShelf: string;

const shot = (page: Page, name: string) => wholePage(page, `lists-${name}`);
const rows = (page: Page) => page.locator('table tbody tr');

beforeAll(async () => {
  pb = await startPanelBrowser();
  await warmPanel(pb.base);
  shop = await shopFixture(pb.t);
  // three COD payments today, one three days ago (left out by "today"); the order below is settled without an attempt
  for (let i = 0; i < 4; i++) {
    const buyer = await customerWithCart(pb.t, shop, [{ variantId: shop.variants[1], quantity: i + 1 }]);
    const { checkoutId } = await startCheckout(pb.t, buyer);
    attemptId = (await startPayment(pb.t, buyer, checkoutId, 'cod').expect(201)).body.data.id;
    if (i === 0) await pb.t.bazaar.dataSource.query(`UPDATE payment_attempts SET created_at = now() - interval '3 days' WHERE public_id = $1`, [attemptId]);
  }
  // a customer with an order and an address
  const settled = await settledCheckout(pb.t, shop, [{ variantId: shop.variants[0], quantity: 1 }]);
  buyerId = settled.buyer.customerId;
  orderId = await orderFor(pb.t, settled.checkoutId);
  [{ n: orderNumber }] = await pb.t.bazaar.dataSource.query(`SELECT order_number AS n FROM orders WHERE public_id = $1`, [orderId]);
  // a product whose tracked variants have none left
  emptyShelf = (
    await shop.makeProduct('Empty Shelf Bluetooth Party Speaker (120 W)', [
      { mrp: 500000, sellingPrice: 450000, name: 'Black', sku: 'SHELF-B', onHand: 0 },
      { mrp: 500000, sellingPrice: 450000, name: 'White', sku: 'SHELF-W', onHand: 0 },
    ])
  ).product.publicId;
}, 15 * 60_000);
afterAll(async () => pb?.close());

it("filters payments to today in the filter drawer; a reload keeps it; the export's CSV has the list's rows", async () => {
  const { page, crashes } = await pb.signedInPage();
  await page.goto(`${pb.base}/admin/resources/PaymentAttempts`, { waitUntil: 'domcontentloaded' });
  await rows(page).first().waitFor({ state: 'visible', timeout: 90_000 });
  expect(await rows(page).count()).toBe(4);

  await page.locator('[data-css="PaymentAttempts-filter-button"]').click();
  await page.getByTestId('date-range-createdAt-today').click();
  const today = await page.getByTestId('date-range-createdAt-from').inputValue();
  expect(await page.getByTestId('date-range-createdAt-to').inputValue()).toBe(today);
  await shot(page, 'filter-drawer');
  await page.getByRole('button', { name: 'Apply changes' }).click();
  // AdminJS writes the filter into the URL percent-encoded ("filters.createdAt%7E%7Efrom=...")
  await page.waitForURL((u) => /^\d{4}-\d{2}-\d{2}$/.test(u.searchParams.get('filters.createdAt~~from') ?? ''), { timeout: 90_000 });
  expect(new URL(page.url()).searchParams.get('filters.createdAt~~to')).toBe(today);
  await page.waitForFunction('document.querySelectorAll("table tbody tr").length === 3', null, { timeout: 90_000 });
  await shot(page, 'payments-today');

  // the URL is the list: a reload shows the same rows and the filter's days
  const url = page.url();
  await page.reload({ waitUntil: 'domcontentloaded' });
  await rows(page).first().waitFor({ state: 'visible', timeout: 90_000 });
  expect(page.url()).toBe(url);
  expect(await rows(page).count()).toBe(3);
  await page.locator('[data-css="PaymentAttempts-filter-button"]').click();
  expect(await page.getByTestId('date-range-createdAt-from').inputValue()).toBe(today);
  await page.keyboard.press('Escape');

  // the export keeps the list's query string and downloads its rows
  await page.goto(url.replace('/resources/PaymentAttempts?', '/resources/PaymentAttempts/actions/exportCsv?'), { waitUntil: 'domcontentloaded' });
  await page.getByTestId('csv-export-count').getByText('3 rows').waitFor({ state: 'visible', timeout: 90_000 });
  await shot(page, 'export-drawer');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('csv-export-download').click()]);
  const csv = parse(readFileSync((await download.path())!, 'utf8'), { bom: true, columns: true }) as Record<string, string>[];
  expect(csv).toHaveLength(3);
  expect(download.suggestedFilename()).toMatch(/^payment-attempts-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.every((r) => r['Created At (Kathmandu)'].startsWith(today) && /^\d+\.\d\d$/.test(r['Amount (Rs)']))).toBe(true);
  expect(crashes).toEqual([]);
}, 400_000);

it('the export button sits on the list and opens over it with the same filters', async () => {
  const { page, crashes } = await pb.signedInPage();
  await page.goto(`${pb.base}/admin/resources/CheckoutSessions?filters.status=completed`, { waitUntil: 'domcontentloaded' });
  await rows(page).first().waitFor({ state: 'visible', timeout: 90_000 });
  const listed = await rows(page).count();
  await page.getByText('Export CSV').first().click();
  await page.waitForURL(/\/actions\/exportCsv\?.*filters\.status=completed/, { timeout: 90_000 });
  await page.getByTestId('csv-export-count').getByText(`${listed} row`).waitFor({ state: 'visible', timeout: 90_000 });
  await shot(page, 'export-over-list');
  expect(crashes).toEqual([]);
}, 300_000);

it('the product list shows "Out of stock" for a product whose tracked variants have none', async () => {
  const { page, crashes } = await pb.signedInPage();
  await page.goto(`${pb.base}/admin/resources/Products?filters.name=Empty%20Shelf`, { waitUntil: 'domcontentloaded' });
  const row = rows(page).filter({ hasText: 'Empty Shelf Bluetooth Party Speaker' });
  await row.waitFor({ state: 'visible', timeout: 90_000 });
  expect(await row.getByTestId('enum-badge').filter({ hasText: 'Out of stock' }).count()).toBe(1);
  await shot(page, 'products-out-of-stock');
  expect(crashes).toEqual([]);
}, 300_000);

it("a customer's page is titled by their name and shows their orders and addresses, linked", async () => {
  const { page, crashes } = await pb.signedInPage();
  await page.goto(`${pb.base}/admin/resources/Customers/records/${buyerId}/show`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { name: 'Ann Buyer', exact: true }).waitFor({ state: 'visible', timeout: 90_000 });
  const orders = page.locator('[data-testid="record-table"][data-title^="Orders"]');
  await orders.waitFor({ state: 'visible', timeout: 90_000 });
  expect(await orders.textContent()).toMatch(/Created.*Rs /);
  const addresses = page.locator('[data-testid="record-table"][data-title^="Addresses"]');
  expect(await addresses.textContent()).toContain('Jhamsikhel Road, ward 5, Lalitpur Metropolitan City, Lalitpur');
  expect(await page.locator('[data-testid="record-table"][data-title^="Sign-in sessions"]').count()).toBe(1);
  await shot(page, 'customer-page');

  // the order's link opens the order's page, titled by its number
  await orders.getByRole('link', { name: orderNumber }).click();
  await page.waitForURL(new RegExp(`/admin/resources/Orders/records/${orderId}/show`), { timeout: 90_000 });
  await page.getByRole('heading', { name: orderNumber, exact: true }).waitFor({ state: 'visible', timeout: 90_000 });
  expect(crashes).toEqual([]);
}, 300_000);

it("record pages are titled by the record's name, with money in rupees and times in Kathmandu", async () => {
  const { page, crashes } = await pb.signedInPage();
  await page.goto(`${pb.base}/admin/resources/Products/records/${shop.product.publicId}/show`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { name: /^Phone \d+$/ }).waitFor({ state: 'visible', timeout: 90_000 });
  expect(await page.getByRole('heading', { name: 'Show', exact: true }).count()).toBe(0);
  // a long name keeps its line beside the product's many actions
  await page.goto(`${pb.base}/admin/resources/Products/records/${emptyShelf}/show`, { waitUntil: 'domcontentloaded' });
  const long = page.getByRole('heading', { name: 'Empty Shelf Bluetooth Party Speaker (120 W)', exact: true });
  await long.waitFor({ state: 'visible', timeout: 90_000 });
  expect((await long.boundingBox())!.width).toBeGreaterThan(400);
  await shot(page, 'product-title');

  await page.goto(`${pb.base}/admin/resources/PaymentAttempts/records/${attemptId}/show`, { waitUntil: 'domcontentloaded' });
  await page
    .getByRole('heading', { name: /^Cash on delivery Rs [\d,]+\.\d\d · Ann Buyer · \d\d \w{3} \d{4}, \d\d:\d\d$/ })
    .waitFor({ state: 'visible', timeout: 90_000 });
  const timeline = page.getByTestId('record-tables-timeline');
  expect(await timeline.textContent()).toMatch(/Created.*Settled.*Initiated → Succeeded/);
  expect(await page.getByTestId('kathmandu-time').first().textContent()).toMatch(/^\d\d \w{3} \d{4}, \d\d:\d\d$/);
  await shot(page, 'payment-page');

  // the attempt links its checkout session, whose page links back
  await page
    .getByRole('link', { name: /^Checkout · Ann Buyer/ })
    .first()
    .click();
  await page.waitForURL(/\/admin\/resources\/CheckoutSessions\/records\/[^/]+\/show/, { timeout: 90_000 });
  await page.getByRole('heading', { name: /^Checkout · Ann Buyer · Rs / }).waitFor({ state: 'visible', timeout: 90_000 });
  expect(await page.locator('[data-testid="record-table"][data-title^="Payment attempts"]').getByTestId('record-link').count()).toBe(1);
  await shot(page, 'checkout-page');
  expect(crashes).toEqual([]);
}, 300_000);
