import { chromium, type Browser } from 'playwright-core';
import type { TestApp } from '../support/app.js';
import { SUPERADMIN } from '../support/auth.js';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from './support/chromium.js';
import { bootPanelServer } from './support/panel-browser.js';

let t: TestApp;
let browser: Browser;
let base: string;

beforeAll(async () => {
  ensureChromium();
  ({ t, base } = await bootPanelServer());
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}, 15 * 60_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

it('signs in through the login form and lists the admins', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.route('**/*', (route) => (route.request().url().startsWith(base) ? route.continue() : route.abort()));
  const crashes: string[] = [];
  page.on('pageerror', (e) => crashes.push(e.message));

  await page.goto(`${base}/admin`, { waitUntil: 'domcontentloaded' });
  expect(page.url()).toBe(`${base}/admin/login`);
  await page.fill('input[name="email"]', SUPERADMIN.email);
  await page.fill('input[name="password"]', SUPERADMIN.password);
  await Promise.all([page.waitForURL(`${base}/admin`, { waitUntil: 'domcontentloaded' }), page.getByRole('button', { name: 'Sign in' }).click()]);

  await page.goto(`${base}/admin/resources/Admins`, { waitUntil: 'domcontentloaded' });
  const row = page.locator('table').getByText(SUPERADMIN.email);
  await row.first().waitFor({ state: 'visible', timeout: 30_000 });
  expect(await row.first().isVisible()).toBe(true);
  await page.screenshot({ path: '/tmp/bazaar-admin-admins.png', fullPage: true });
  expect(crashes).toEqual([]);
}, 120_000);
