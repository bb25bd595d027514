import type { Page } from 'playwright-core';
import { seedDemo } from '../../core/demo/run-demo.js';
import { kathmanduToday } from '../../core/panel/date-range.js';
import { overflowing, pageOverflowsSideways, saveScreenshot } from './support/layout.js';
import { startPanelBrowser, type PanelBrowser } from './support/panel-browser.js';

/*
 * The shop owner's home page in Chromium, on the demo shop: today's orders and sales, and what waits (orders to
 * confirm, process, ship, cash to collect; variants out of and low on stock; payments to reconcile). Each tile is
 * read as shown, followed by its link like a click, and the list it opens counts the same (the total the list's
 * page asked the panel for, and the rows it shows). Screenshots: .tmp/panel/dashboard-*.png.
 */

let pb: PanelBrowser;
let page: Page;
let crashes: string[];

interface Tile {
  group: string;
  label: string;
  value: string;
  href: string;
}

beforeAll(async () => {
  pb = await startPanelBrowser();
  await seedDemo(pb.t.bazaar);
  const q = (sql: string) => pb.t.bazaar.dataSource.query(sql);
  // beside the demo's four orders of today: one of two days ago (today's tiles must leave it out), and a COD
  // payment the gateway's books disagree with (a case to reconcile)
  await q(`UPDATE orders SET created_at = now() - interval '2 days' WHERE id = (SELECT max(id) FROM orders)`);
  await q(
    `UPDATE payment_attempts SET reconciliation_flagged_at = now(), reconciliation_reason = 'amount_mismatch' WHERE id = (SELECT min(id) FROM payment_attempts)`,
  );
  ({ page, crashes } = await pb.signedInPage());
}, 15 * 60_000);
afterAll(async () => pb?.close());

/** The home page (back from a list the panel's way, without loading the page again), its tiles as shown. */
async function openDashboard(): Promise<Tile[]> {
  if (page.url().includes('/admin/resources/')) await page.goBack();
  else await page.goto(`${pb.base}/admin`, { waitUntil: 'domcontentloaded' });
  await page.getByTestId('dashboard-waiting').waitFor({ state: 'visible', timeout: 30_000 });
  return page.getByTestId('dashboard-count').evaluateAll((els: any[]) =>
    els.map((e) => ({
      group: e.getAttribute('data-group'),
      label: e.querySelector('[data-testid="dashboard-count-label"]').textContent,
      // "Rs 33,617.20" is kept on one line with a no-break space
      value: e.querySelector('[data-testid="dashboard-count-value"]').textContent.replace(/\u00a0/g, ' '),
      href: e.getAttribute('href'),
    })),
  );
}

/** Clicks the tile (the panel's own navigation) and reads the list it opens: the total asked for, the rows shown, the records. */
async function follow(tile: Tile): Promise<{ total: number; shown: number; rows: number; records: any[] }> {
  const resource = /\/admin\/resources\/([^/?]+)/.exec(tile.href)![1];
  const listed = page.waitForResponse((r) => r.url().includes(`/admin/api/resources/${resource}/actions/list`), { timeout: 30_000 });
  await page
    .getByTestId('dashboard-count')
    .filter({ has: page.getByText(tile.label, { exact: true }) })
    .click();
  const body = await (await listed).json();
  expect(page.url()).toBe(`${pb.base}${tile.href}`);
  // the list shows its page of rows (or its empty state)
  const rows = page.locator('table tbody tr');
  if (body.meta.total > 0) await rows.first().waitFor({ state: 'visible', timeout: 30_000 });
  else
    await page
      .getByText(/no records/i)
      .first()
      .waitFor({ state: 'visible', timeout: 30_000 });
  // the number the list's heading shows beside "List"
  const badge = page.locator('h2.adminjs_H2 .adminjs_Badge');
  const shown = (await badge.count()) ? Number(await badge.first().innerText()) : 0;
  await saveScreenshot(page, `dashboard-${tile.label.toLowerCase().replace(/\W+/g, '-')}`);
  return { total: body.meta.total, shown, rows: await rows.count(), records: body.records };
}

const ATTENTION = [
  'To confirm',
  'To process',
  'To ship',
  'Cash to collect',
  'Out of stock',
  'Low on stock',
  'Reviews to moderate',
  'Reports to look at',
  'Payments to reconcile',
];

it('puts today and what waits at the top, record counts at the foot, SEO records and media files nowhere', async () => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const tiles = await openDashboard();
  expect(tiles.filter((t) => t.group === 'today').map((t) => t.label)).toEqual(['Orders today', 'Sales today']);
  expect(tiles.filter((t) => t.group === 'attention').map((t) => t.label)).toEqual(ATTENTION);
  const labels = tiles.map((t) => t.label);
  expect(labels).not.toContain('SEO records');
  expect(labels).not.toContain('Media files');
  expect(labels).toEqual(expect.arrayContaining(['Products', 'Orders', 'Customers', 'Categories']));
  // the headline comes first: above the activity feed, the record counts below it
  const top = await page.getByTestId('dashboard-headline').boundingBox();
  const activity = await page.getByTestId('dashboard-activity').boundingBox();
  const records = await page.getByTestId('dashboard-counts').boundingBox();
  expect(top!.y + top!.height).toBeLessThanOrEqual(activity!.y);
  expect(records!.y).toBeGreaterThan(activity!.y);
  expect(await overflowing(page.locator('[data-testid^="dashboard-"]'))).toEqual([]);
  expect(await pageOverflowsSideways(page)).toBe(false);
  await saveScreenshot(page, 'dashboard-home');
  // the demo shop: a new order to confirm, one in processing, one delivered with its cash to collect, a case to reconcile
  const value = (label: string) => tiles.find((t) => t.label === label)!.value;
  expect(value('To confirm')).toBe('1');
  expect(value('Cash to collect')).toBe('1');
  expect(value('Payments to reconcile')).toBe('1');
  expect(Number(value('Out of stock')) + Number(value('Low on stock'))).toBeGreaterThan(0);
  expect(crashes).toEqual([]);
}, 120_000);

it.each(ATTENTION)(
  '"%s" opens the list it counts, filtered to the same number',
  async (label) => {
    const tile = (await openDashboard()).find((t) => t.label === label)!;
    const list = await follow(tile);
    expect({ label, count: list.total, shown: list.shown }).toEqual({ label, count: Number(tile.value), shown: Number(tile.value) });
    expect(list.rows).toBe(Math.min(list.total, 10));
    expect(crashes).toEqual([]);
  },
  120_000,
);

it("today's tiles open today's orders (Kathmandu day): their number, and the sales adding up their totals", async () => {
  const tiles = await openDashboard();
  const { day } = kathmanduToday(new Date());
  const orders = tiles.find((t) => t.label === 'Orders today')!;
  const sales = tiles.find((t) => t.label === 'Sales today')!;
  expect(orders.href).toBe(`/admin/resources/Orders?filters.createdAt~~from=${day}&filters.createdAt~~to=${day}`);
  expect(sales.href).toBe(orders.href);
  // the demo's four orders, one of them two days old, and its counter sale's order (POS)
  expect(orders.value).toBe('4');
  const list = await follow(orders);
  expect([list.total, list.shown, list.rows]).toEqual([4, 4, 4]);
  // the list shows money as "Rs 47,699.10": its digits are the paisa
  const paisa = list.records.filter((r) => r.params.status !== 'cancelled').reduce((sum, r) => sum + Number(String(r.params.grandTotal).replace(/\D/g, '')), 0);
  expect(sales.value).toBe(`Rs ${(paisa / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
  expect(crashes).toEqual([]);
}, 120_000);
