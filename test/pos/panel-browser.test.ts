import { startPanelBrowser, type PanelBrowser } from '../admin/support/panel-browser.js';
import { customerWithCart, type Buyer } from '../checkout/support.js';
import { counterFixture, type Counter } from './support.js';

/* The counter screen in a real browser: a sale rung up from the panel (scanner SKU + Enter) completes into an order. */

let pb: PanelBrowser;
let c: Counter;
let buyer: Buyer;
let sku: string;

beforeAll(async () => {
  pb = await startPanelBrowser();
  c = await counterFixture(pb.t);
  buyer = await customerWithCart(pb.t, c.shop, []);
  const [row] = await pb.t.bazaar.dataSource.query(`SELECT sku FROM product_variants WHERE public_id = $1`, [c.shop.variants[1]]);
  sku = row.sku;
}, 15 * 60_000);
afterAll(async () => pb?.close());

type Page = Awaited<ReturnType<PanelBrowser['signedInPage']>>['page'];

/** Opens the counter and starts a sale (a screenshot if the button never answers); the new sale's public id. */
async function startSale(page: Page): Promise<string> {
  await page.goto(`${pb.base}/admin/resources/PosSales/actions/openCounter`, { waitUntil: 'domcontentloaded' });
  await page
    .getByTestId('pos-start')
    .click()
    .catch(async (e) => {
      await page.screenshot({ path: '.tmp/screenshots/pos-counter-start.png', fullPage: true });
      throw e;
    });
  await page.waitForURL(/\/admin\/resources\/PosSales\/records\/[^/]+\/counter$/, { timeout: 30_000 });
  return page.url().split('/records/')[1].split('/')[0];
}

it(
  'rings up a sale at the counter: scanned lines, the customer, cash with change, and the order it became',
  async () => {
    const { page, crashes } = await pb.signedInPage();
    const saleId = await startSale(page);

    // a barcode scanner types the SKU and Enter, twice: one line of 2
    const search = page.getByTestId('pos-product-search');
    await search.waitFor({ state: 'visible', timeout: 30_000 });
    for (let scan = 0; scan < 2; scan++) {
      await search.fill(sku);
      await search.press('Enter');
      await page
        .getByTestId(`pos-quantity-${sku}`)
        .and(page.locator(`[value="${scan + 1}"]`))
        .waitFor({ state: 'visible', timeout: 30_000 });
    }
    expect(await page.getByTestId('pos-lines').locator('tbody tr').count()).toBe(1);
    expect(await page.getByTestId('pos-total').textContent()).toContain('Rs 16.00');

    const [{ email }] = await pb.t.bazaar.dataSource.query(`SELECT email FROM users WHERE public_id = $1`, [buyer.customerId]);
    await page.getByTestId('pos-customer-search').fill(email.slice(0, 14));
    await page.getByTestId('pos-customer-search').press('Enter');
    await page.getByTestId('pos-choose-customer').first().click();
    await page.getByTestId('pos-customer').getByText(email).waitFor({ state: 'visible', timeout: 30_000 });
    // the screen heads itself with the sale as it is now (AdminJS's heading would still say "no customer yet")
    expect(await page.getByTestId('pos-heading').textContent()).toBe('Counter sale · Ann Buyer · draft');

    await page.getByTestId('pos-tendered').fill('20');
    await page.getByTestId('pos-complete').click();
    const done = page.getByTestId('pos-done');
    await done.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await done.textContent()).toContain('change Rs 4.00');
    expect(await page.getByTestId('pos-heading').textContent()).toBe('Counter sale · Ann Buyer · handed over');
    expect(await page.getByTestId('pos-cancel').count()).toBe(0);
    await page.screenshot({ path: '.tmp/screenshots/pos-counter-done.png', fullPage: true });

    const [sale] = await pb.t.bazaar.dataSource.query(`SELECT status, order_public_id AS "orderId" FROM pos_sales WHERE public_id = $1`, [saleId]);
    expect(sale.status).toBe('picked_up');
    const [order] = await pb.t.bazaar.dataSource.query(
      `SELECT order_number AS "number", channel, status, payment_method AS method FROM orders WHERE public_id = $1`,
      [sale.orderId],
    );
    expect(order).toMatchObject({ channel: 'pos', status: 'delivered', method: 'cash' });

    // the receipt PDF, printed from the counter
    await page.getByTestId('pos-receipt').click();
    const receipt = page.getByTestId('pos-receipt-file');
    await receipt.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await receipt.getAttribute('download')).toMatch(/^BZ-\d{6}\.pdf$/);
    const head = await page.evaluate(
      async (href) => new TextDecoder().decode((await (await fetch(href!)).arrayBuffer()).slice(0, 5)),
      await receipt.getAttribute('href'),
    );
    expect(head).toBe('%PDF-');

    await page.getByTestId('pos-order-link').click();
    await page.waitForURL(new RegExp(`/admin/resources/Orders/records/${sale.orderId}/show`), { timeout: 30_000 });
    await page.getByText(order.number).first().waitFor({ state: 'visible', timeout: 30_000 });

    // the sale's own page: titled by it, its lines in rupees and its timeline in Kathmandu time
    await page.goto(`${pb.base}/admin/resources/PosSales/records/${saleId}/show`, { waitUntil: 'domcontentloaded' });
    const lines = page.getByTestId('record-tables-lines');
    await lines.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await lines.locator('tbody tr').first().textContent()).toMatch(/Case.*2.*Rs 8\.00.*Rs 16\.00/);
    expect((await page.locator('[data-css="PosSales-show-action-header"] h2').first().textContent())?.trim()).toBe('Sale · Ann Buyer · picked_up');
    expect(await page.getByTestId('record-tables-timeline').locator('tbody tr').count()).toBe(5);
    expect(await page.locator('body').textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    expect(crashes).toEqual([]);
  },
  5 * 60_000,
);

it(
  'takes a delivery order by card: the address from the customer’s book and the operator’s charge',
  async () => {
    const { page, crashes } = await pb.signedInPage();
    const saleId = await startSale(page);
    const search = page.getByTestId('pos-product-search');
    await search.fill(sku);
    await search.press('Enter');
    await page.getByTestId(`pos-quantity-${sku}`).waitFor({ state: 'visible', timeout: 30_000 });

    const [{ email }] = await pb.t.bazaar.dataSource.query(`SELECT email FROM users WHERE public_id = $1`, [buyer.customerId]);
    await page.getByTestId('pos-customer-search').fill(email);
    await page.getByTestId('pos-customer-search').press('Enter');
    await page.getByTestId('pos-choose-customer').first().click();
    await page.getByTestId('pos-customer').getByText(email).waitFor({ state: 'visible', timeout: 30_000 });
    await page.locator(`[data-testid="pos-address"] option[value="${buyer.addressId}"]`).waitFor({ state: 'attached', timeout: 30_000 });
    await page.getByTestId('pos-address').selectOption(buyer.addressId);
    await page.getByTestId('pos-shipping-charge').fill('1.50');
    await page.getByTestId('pos-deliver').click();
    await page.getByTestId('pos-total').getByText('Total Rs 9.50').waitFor({ state: 'visible', timeout: 30_000 });

    await page.getByTestId('pos-method').selectOption('card');
    await page.getByTestId('pos-reference').fill('AUTH-42');
    await page.getByTestId('pos-complete').click();
    await page.getByTestId('pos-done').waitFor({ state: 'visible', timeout: 30_000 });
    const [sale] = await pb.t.bazaar.dataSource.query(
      `SELECT s.status, s.payment_reference AS reference, o.status AS "orderStatus", o.grand_total::int AS total, o.channel
       FROM pos_sales s JOIN orders o ON o.public_id = s.order_public_id WHERE s.public_id = $1`,
      [saleId],
    );
    expect(sale).toEqual({ status: 'ordered', reference: 'AUTH-42', orderStatus: 'confirmed', total: 950, channel: 'pos' });
    expect(crashes).toEqual([]);
  },
  5 * 60_000,
);

it(
  'cancels a draft from the counter: the screen says so and the sale is cancelled',
  async () => {
    const { page, crashes } = await pb.signedInPage();
    const saleId = await startSale(page);
    await page.getByTestId('pos-heading').getByText('Counter sale · no customer yet · draft').waitFor({ state: 'visible', timeout: 30_000 });
    page.once('dialog', (d) => void d.accept());
    await page.getByTestId('pos-cancel').click();
    await page.getByTestId('pos-cancelled').waitFor({ state: 'visible', timeout: 30_000 });
    expect(await page.getByTestId('pos-heading').textContent()).toBe('Counter sale · no customer yet · cancelled');
    const [sale] = await pb.t.bazaar.dataSource.query(`SELECT status FROM pos_sales WHERE public_id = $1`, [saleId]);
    expect(sale.status).toBe('cancelled');
    expect(crashes).toEqual([]);
  },
  5 * 60_000,
);
