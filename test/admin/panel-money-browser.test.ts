import type { Page } from 'playwright-core';
import { availablePlugins } from '../../plugins/index.js';
import { PRODUCTS, productApi } from '../products/support.js';
import { COUPONS } from '../promotions/support.js';
import type { TestApp } from '../support/app.js';
import { bearer, login, SUPERADMIN } from '../support/auth.js';
import { startPanelBrowser, type PanelBrowser } from './support/panel-browser.js';

/* Money and percent in a real browser: people type rupees and percent; the API reads paisa and basis points. */

let pb: PanelBrowser;
let t: TestApp;
let base: string;
let root: string;

beforeAll(async () => {
  pb = await startPanelBrowser(availablePlugins.filter((p) => ['accounts', 'seo', 'catalog', 'products', 'promotions'].includes(p.name)));
  ({ t, base } = pb);
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
}, 15 * 60_000);

afterAll(async () => {
  await pb?.close();
});

const field = (page: Page, path: string) => page.locator(`[data-testid="property-edit-${path}"]`);

async function save(page: Page, listUrl: RegExp): Promise<void> {
  await Promise.all([page.waitForURL(listUrl, { timeout: 30_000 }), page.locator('[data-testid="button-save"]').click()]);
}

it('a price typed as 12999 rupees is saved as 1299900 paisa; the form opens in rupees and the list shows them', async () => {
  const api = productApi(t, () => root);
  const category = await api.category({ name: 'Browser Money Phones' });
  const product = await api.product({ name: 'Browser Money Phone', categoryPublicId: category.publicId, mrp: 1_500_000, sellingPrice: 100_000 });
  const variant = product.variants[0];
  const { page, crashes } = await pb.signedInPage();
  await page.goto(`${base}/admin/resources/ProductVariants/records/${variant.publicId}/edit`, { waitUntil: 'domcontentloaded' });

  const price = field(page, 'sellingPrice').locator('input');
  await price.waitFor({ state: 'visible', timeout: 30_000 });
  expect(await field(page, 'mrp').locator('input').inputValue()).toBe('Rs 15,000.00');
  expect(await price.inputValue()).toBe('Rs 1,000.00');

  // more than two decimals is refused beside the field, with its label, and nothing is saved
  await price.fill('12999.999');
  await page.locator('[data-testid="button-save"]').click();
  await field(page, 'sellingPrice')
    .getByText('Selling price must be an amount in rupees with at most two decimals, e.g. 12,999.50')
    .waitFor({ state: 'visible', timeout: 30_000 });
  expect((await api.get(`${PRODUCTS}/${product.publicId}`).expect(200)).body.data.pricing.sellingPrice).toBe(100_000);

  await price.fill('12999');
  await save(page, /\/admin\/resources\/ProductVariants(\?.*)?$/);
  expect((await api.get(`${PRODUCTS}/${product.publicId}`).expect(200)).body.data.pricing).toMatchObject({ sellingPrice: 1_299_900, mrp: 1_500_000 });
  await page.locator('tr', { hasText: 'Browser Money Phone' }).getByText('Rs 12,999.00').waitFor({ state: 'visible', timeout: 30_000 });
  expect(crashes).toEqual([]);
}, 120_000);

it('a coupon typed as 20 percent is saved as 2000 basis points and listed as 20% off', async () => {
  const { page, crashes } = await pb.signedInPage();
  await page.goto(`${base}/admin/resources/Coupons/actions/new`, { waitUntil: 'domcontentloaded' });
  await field(page, 'code').locator('input').fill('BROWSER20');
  await field(page, 'name').locator('input').fill('Browser twenty');
  const percent = field(page, 'valueBps').locator('input');
  await percent.fill('20.555');
  await page.locator('[data-testid="button-save"]').click();
  await field(page, 'valueBps').getByText('Percent must be a percent with at most two decimals, e.g. 12.5').waitFor({ state: 'visible', timeout: 30_000 });

  await percent.fill('20');
  await save(page, /\/admin\/resources\/Coupons(\?.*)?$/);
  const [{ id }] = await t.bazaar.dataSource.query(`SELECT public_id AS id FROM coupons WHERE code = 'BROWSER20'`);
  const coupon = (await t.http.get(`${COUPONS}/${id}`).set(bearer(root)).expect(200)).body.data;
  expect(coupon).toMatchObject({ kind: 'percentage', valueBps: 2000 });
  await page.locator('tr', { hasText: 'BROWSER20' }).getByText('20% off').waitFor({ state: 'visible', timeout: 30_000 });
  expect(crashes).toEqual([]);
}, 120_000);
