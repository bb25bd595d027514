import { overflowing, pageOverflowsSideways, recordOutsideRequests, saveScreenshot } from '../admin/support/layout.js';
import { startPanelBrowser, type PanelBrowser } from '../admin/support/panel-browser.js';
import { login, SUPERADMIN } from '../support/auth.js';
import { bannerApi } from './admin/support.js';

/* A banner's Statistics page in Chromium: the table of dates reads as the seeded stats, and nothing overflows. */

let pb: PanelBrowser;
let banner: string;

beforeAll(async () => {
  pb = await startPanelBrowser();
  const root = (await login(pb.t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  const api = bannerApi(pb.t, () => root);
  banner = (await api.banner({ title: 'Browser stats banner' })).publicId;
  const campaign = (await api.campaign({ name: 'Browser stats campaign' })).publicId;
  const placement = (await api.placement({ label: 'Browser stats slot' })).publicId;
  for (const [date, impressions, clicks] of [
    ['2025-06-01', 12345, 123],
    ['2025-06-03', 80, 0],
  ] as const) {
    await pb.t.bazaar.dataSource.query(
      `INSERT INTO banner_daily_stats (stat_date, banner_public_id, placement_public_id, campaign_public_id, impressions, clicks) VALUES ($1, $2, $3, $4, $5, $6)`,
      [date, banner, placement, campaign, impressions, clicks],
    );
  }
}, 15 * 60_000);
afterAll(async () => pb?.close());

const rowTexts = (texts: string[]) =>
  texts.map((t) =>
    t
      .split('\t')
      .map((c) => c.trim())
      .filter(Boolean),
  );

it("opens a banner's Statistics page from its record: a row per date with CTR or '-', totals, a refused range explained, nothing overflowing", async () => {
  const { page, crashes } = await pb.signedInPage();
  const outside = recordOutsideRequests(page, pb.base);
  await page.goto(`${pb.base}/admin/resources/Banners/records/${banner}/show`, { waitUntil: 'domcontentloaded' });
  await page
    .getByRole('link', { name: 'Statistics' })
    .or(page.getByRole('button', { name: 'Statistics' }))
    .first()
    .click({ timeout: 30_000 });
  await page.waitForURL(/\/records\/[^/]+\/statistics/);
  const table = page.locator('[data-testid="stats-table"]');
  await table.waitFor({ timeout: 30_000 });
  // the default range: the last 30 dates
  expect(await page.locator('[data-testid="stats-row"]').count()).toBe(30);

  await page.locator('[data-testid="stats-from"]').fill('2025-06-01');
  await page.locator('[data-testid="stats-to"]').fill('2025-06-03');
  await page.locator('[data-testid="stats-show"]').click();
  await page.locator('[data-testid="stats-row"]').nth(2).waitFor();
  await page.waitForFunction(() => (globalThis as any).document.querySelectorAll('[data-testid="stats-row"]').length === 3);
  expect(await page.locator('[data-testid="stats-subject"]').innerText()).toBe('Browser stats banner');
  expect(await table.locator('thead th').allInnerTexts()).toEqual(['Date', 'Impressions', 'Clicks', 'CTR', '']);
  expect(rowTexts(await page.locator('[data-testid="stats-row"]').allInnerTexts())).toEqual([
    ['2025-06-01', '12,345', '123', '1.0%'],
    ['2025-06-02', '0', '0', '-'],
    ['2025-06-03', '80', '0', '0.0%'],
  ]);
  expect(rowTexts(await page.locator('[data-testid="stats-total"]').allInnerTexts())).toEqual([['Total', '12,425', '123', '1.0%']]);
  expect(await page.locator('[data-testid="stats-bar"]').count()).toBe(2);

  expect(await overflowing(page.locator('[data-testid="daily-stats"], [data-testid="daily-stats"] td, [data-testid="daily-stats"] th'))).toEqual([]);
  expect(await pageOverflowsSideways(page)).toBe(false);
  await saveScreenshot(page, 'banner-statistics');

  // 91 dates: the message, not a table
  await page.locator('[data-testid="stats-from"]').fill('2025-03-01');
  await page.locator('[data-testid="stats-to"]').fill('2025-05-30');
  await page.locator('[data-testid="stats-show"]').click();
  await expect(page.locator('[data-testid="stats-error"]').innerText()).resolves.toBe(
    '2025-03-01 to 2025-05-30 spans 91 days: statistics cover at most 90 days at a time (both dates count)',
  );
  expect(await pageOverflowsSideways(page)).toBe(false);
  // the banner's page shows its own image (a made-up CDN, aborted): nothing else leaves the panel
  expect([crashes, outside.filter((url) => !url.startsWith('https://cdn.test/'))]).toEqual([[], []]);
}, 120_000);
