import type { Page } from 'playwright-core';
import { adminApi } from '../catalog/support.js';
import { login, SUPERADMIN } from '../support/auth.js';
import { boxOf, boxesOf, overflowing, pageOverflowsSideways, recordOutsideRequests, saveScreenshot, styleOf, visibleText } from './support/layout.js';
import { startPanelBrowser, type PanelBrowser } from './support/panel-browser.js';

/* The panel's look in Chromium: Bazaar's sign-in page and dashboard, laid out as intended, with nothing fetched from elsewhere. */

let pb: PanelBrowser;
beforeAll(async () => {
  pb = await startPanelBrowser();
  const root = (await login(pb.t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  const api = adminApi(pb.t, () => root);
  const electronics = await api.category({ name: 'Electronics' });
  await api.category({ name: 'Audio', parentId: electronics.publicId });
  await api.brand({ name: 'Acme Sound' });
  await pb.t.bazaar.dataSource.query(
    `INSERT INTO catalog_jobs (public_id, kind, entity, format, requested_by, source_name, status, total_rows, processed_rows, started_at)
     VALUES (gen_random_uuid(), 'import', 'brand', 'csv', 'test', 'brands.csv', 'processing', 300, 120, now())`,
  );
}, 15 * 60_000);
afterAll(async () => pb?.close());

/** every response of the app that failed (e.g. a favicon 404) */
function recordFailures(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
  });
  return failed;
}

it("the sign-in page is Bazaar's: logo, favicon, no AdminJS text or artwork, a centred form, no request outside the app", async () => {
  const { page, crashes } = await pb.newPage();
  const outside = recordOutsideRequests(page, pb.base);
  const failed = recordFailures(page);
  await page.goto(`${pb.base}/admin/login`, { waitUntil: 'networkidle' });
  await page.getByTestId('bazaar-login-form').waitFor({ state: 'visible', timeout: 30_000 });

  const text = await visibleText(page);
  expect(text).toContain('Sign in to manage the shop');
  expect(text).not.toMatch(/AdminJS|Welcome/i);
  expect(await page.title()).toBe('Bazaar');
  const logo = page.getByTestId('bazaar-login-logo');
  const logoWidth = await logo.evaluate((img: any) =>
    img.complete ? img.naturalWidth : new Promise((done) => img.addEventListener('load', () => done(img.naturalWidth), { once: true })),
  );
  expect(logoWidth).toBeGreaterThan(0);
  const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(favicon).toBe('/admin/frontend/assets/bazaar-favicon.svg');
  const icon = await page.request.get(`${pb.base}${favicon}`);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);

  // the form is a card centred in the window, its fields inside it, one under the other
  const viewport = page.viewportSize()!;
  const form = await boxOf(page.getByTestId('bazaar-login-form'));
  expect(Math.abs(form.x + form.width / 2 - viewport.width / 2)).toBeLessThan(2);
  expect(form.width).toBeLessThanOrEqual(380);
  const email = await boxOf(page.locator('input[name="email"]'));
  const password = await boxOf(page.locator('input[name="password"]'));
  const button = await boxOf(page.getByRole('button', { name: 'Sign in' }));
  for (const b of [email, password, button]) {
    expect(b.x).toBeGreaterThanOrEqual(form.x);
    expect(b.x + b.width).toBeLessThanOrEqual(form.x + form.width);
  }
  expect(email.y + email.height).toBeLessThan(password.y);
  expect(password.y + password.height).toBeLessThan(button.y);
  expect(await pageOverflowsSideways(page)).toBe(false);
  await saveScreenshot(page, 'sign-in');

  // a wrong password shows the message on the same page
  await page.fill('input[name="email"]', SUPERADMIN.email);
  await page.fill('input[name="password"]', 'not-the-password');
  await Promise.all([page.waitForLoadState('domcontentloaded'), page.getByRole('button', { name: 'Sign in' }).click()]);
  await page.getByTestId('bazaar-login-error').waitFor({ state: 'visible', timeout: 30_000 });
  expect(await page.getByTestId('bazaar-login-error').innerText()).toMatch(/wrong|invalid|incorrect/i);

  expect(outside).toEqual([]);
  expect(failed.filter((f) => !f.includes('/admin/login'))).toEqual([]);
  expect(crashes).toEqual([]);
}, 120_000);

it('the dashboard lays out counts in a row, activity beside jobs and shortcuts, with nothing overflowing', async () => {
  const { page, crashes } = await pb.newPage();
  // a desktop window: AdminJS folds its sidebar away below 1324 px
  await page.setViewportSize({ width: 1440, height: 900 });
  const outside = recordOutsideRequests(page, pb.base);
  const failed = recordFailures(page);
  await page.goto(`${pb.base}/admin/login`, { waitUntil: 'domcontentloaded' });
  await page.fill('input[name="email"]', SUPERADMIN.email);
  await page.fill('input[name="password"]', SUPERADMIN.password);
  await Promise.all([page.waitForURL(`${pb.base}/admin`, { waitUntil: 'domcontentloaded' }), page.getByRole('button', { name: 'Sign in' }).click()]);
  await page.getByTestId('dashboard-count').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');

  const text = await visibleText(page);
  expect(text).not.toMatch(/Welcome on Board|AdminJS/i);
  expect(text).toContain('Recent activity');
  expect(text).toMatch(/Superadmin <root@bazaar\.test> created category Audio/);
  expect(text).toContain('Import of brand (brands.csv)');
  expect(text).toContain('120 / 300 rows');

  // the sidebar carries the logo; the page uses the system's fonts (no web font was fetched)
  expect(await page.locator('[data-css="sidebar-logo"] img').getAttribute('src')).toBe('/admin/frontend/assets/bazaar-logo.svg');
  expect(await styleOf(page.locator('body'), 'font-family')).toMatch(/^system-ui/);

  // record counts (at the foot, under "In the shop"): cards of one width, side by side on their first row, labels readable
  const labels = await page.getByTestId('dashboard-count-label').allInnerTexts();
  expect(labels).toEqual(expect.arrayContaining(['Categories', 'Brands', 'Brand series', 'Tags', 'Blog posts']));
  const cards = await boxesOf(page.getByTestId('dashboard-counts').getByTestId('dashboard-count'));
  const firstRow = cards.filter((c) => Math.abs(c.y - cards[0]!.y) < 1);
  expect(firstRow.length).toBeGreaterThanOrEqual(4);
  for (let i = 1; i < firstRow.length; i++) {
    expect(Math.abs(firstRow[i]!.width - firstRow[0]!.width)).toBeLessThan(1);
    expect(firstRow[i]!.x).toBeGreaterThan(firstRow[i - 1]!.x + firstRow[i - 1]!.width);
  }
  const categories = page.getByTestId('dashboard-count').filter({ has: page.getByText('Categories', { exact: true }) });
  expect(await categories.getByTestId('dashboard-count-value').innerText()).toBe('2');

  // below today's and waiting tiles: activity on the left, in-progress and shortcuts stacked on the right; the record counts under them
  const headline = await boxOf(page.getByTestId('dashboard-headline'));
  const activity = await boxOf(page.getByTestId('dashboard-activity'));
  const jobs = await boxOf(page.getByTestId('dashboard-jobs'));
  const shortcuts = await boxOf(page.getByTestId('dashboard-shortcuts'));
  expect(activity.y).toBeGreaterThan(headline.y + headline.height);
  expect(cards[0]!.y).toBeGreaterThan(Math.max(activity.y + activity.height, shortcuts.y + shortcuts.height));
  expect(jobs.x).toBeGreaterThan(activity.x + activity.width);
  expect(Math.abs(jobs.y - activity.y)).toBeLessThan(1);
  expect(shortcuts.y).toBeGreaterThan(jobs.y + jobs.height);
  expect(activity.width).toBeGreaterThan(jobs.width);
  const sidebar = await boxOf(page.locator('[data-css="sidebar"]'));
  expect(sidebar.x).toBe(0);
  expect(activity.x).toBeGreaterThanOrEqual(sidebar.x + sidebar.width);
  expect(await page.locator('[data-css="sidebar"]').innerText()).toMatch(/Accounts[\s\S]*Catalog/);

  // the running job's status reads "Processing" in blue
  const badge = page.getByTestId('dashboard-jobs').getByTestId('enum-badge');
  expect(await badge.innerText()).toBe('Processing');
  expect(await badge.getAttribute('data-tone')).toBe('blue');

  expect(await overflowing(page.locator('[data-testid^="dashboard-"]'))).toEqual([]);
  expect(await pageOverflowsSideways(page)).toBe(false);
  await saveScreenshot(page, 'dashboard');

  // a shortcut opens its form inside the app
  await page.getByTestId('dashboard-shortcut').filter({ hasText: 'New category' }).click();
  await page.waitForURL(/\/admin\/resources\/Categories\/actions\/new$/, { timeout: 30_000 });
  await page.locator('[data-testid="property-edit-name"]').waitFor({ state: 'visible', timeout: 30_000 });

  expect(outside).toEqual([]);
  expect(failed).toEqual([]);
  expect(crashes).toEqual([]);
}, 120_000);
