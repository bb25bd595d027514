import { availablePlugins } from '../../plugins/index.js';
import { boxesOf, overflowing, saveScreenshot, styleOf } from '../admin/support/layout.js';
import { pageState, panelLogin } from '../admin/support/panel.js';
import { startPanelBrowser, type PanelBrowser } from '../admin/support/panel-browser.js';
import { SUPERADMIN } from '../support/auth.js';

/* Catalog jobs in the panel: one menu entry, readable enum labels, one colour per status (Chromium). */

let pb: PanelBrowser;
const STATUSES = ['queued', 'processing', 'completed', 'failed', 'cancelled'] as const;

beforeAll(async () => {
  pb = await startPanelBrowser(availablePlugins.filter((p) => ['accounts', 'catalog'].includes(p.name)));
  for (const [i, status] of STATUSES.entries()) {
    await pb.t.bazaar.dataSource.query(
      `INSERT INTO catalog_jobs (public_id, kind, entity, format, requested_by, status, created_at, finished_at)
       VALUES (gen_random_uuid(), 'export', 'brand_series', 'csv', 'test', $1::text, now() - ($2 || ' minutes')::interval,
               CASE WHEN $1::text IN ('completed', 'failed', 'cancelled') THEN now() END)`,
      [status, String(i)],
    );
  }
}, 15 * 60_000);
afterAll(async () => pb?.close());

it('jobs have one menu entry (imports are a kind of job), and enum values read as words in the forms', async () => {
  const su = await panelLogin(pb.t, SUPERADMIN.email, SUPERADMIN.password);
  const state = pageState((await su.get('/admin').expect(200)).text);
  const resource = (id: string) => state.resources.find((r: any) => r.id === id);
  expect(resource('CatalogJobs').navigation).toMatchObject({ name: 'Catalog', show: true });
  expect(resource('CatalogImports').navigation).toMatchObject({ show: false });
  const entity = resource('CatalogJobs').editProperties.find((p: any) => p.propertyPath === 'entity');
  expect(entity.availableValues).toEqual([
    { value: 'category', label: 'Category' },
    { value: 'brand', label: 'Brand' },
    { value: 'brand_series', label: 'Brand series' },
  ]);
});

it('the jobs list shows each status in its own colour: completed green, failed red, processing blue, queued grey', async () => {
  const { page, crashes } = await pb.signedInPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${pb.base}/admin/resources/CatalogJobs`, { waitUntil: 'domcontentloaded' });
  const badges = page.locator('[data-testid="property-list-status"] [data-testid="enum-badge"]');
  await badges.nth(STATUSES.length - 1).waitFor({ state: 'visible', timeout: 30_000 });

  const byValue = new Map<string, { text: string; tone: string | null; background: string }>();
  for (const badge of await badges.all()) {
    byValue.set((await badge.getAttribute('data-value'))!, {
      text: await badge.innerText(),
      tone: await badge.getAttribute('data-tone'),
      background: await styleOf(badge, 'background-color'),
    });
  }
  expect(Object.fromEntries([...byValue].map(([v, b]) => [v, [b.text, b.tone]]))).toEqual({
    queued: ['Queued', 'grey'],
    processing: ['Processing', 'blue'],
    completed: ['Completed', 'green'],
    failed: ['Failed', 'red'],
    cancelled: ['Cancelled', 'amber'],
  });
  expect(new Set([...byValue.values()].map((b) => b.background)).size).toBe(STATUSES.length);
  // the entity column reads "Brand series", not brand_series
  const entities = await page.locator('[data-testid="property-list-entity"]').allInnerTexts();
  expect(entities).toEqual(STATUSES.map(() => 'Brand series'));

  // one row per job, badges inside their cells, nothing spilling
  const rows = await boxesOf(page.locator('table tbody tr'));
  expect(rows).toHaveLength(STATUSES.length);
  expect(await overflowing(page.locator('[data-testid="property-list-status"]'))).toEqual([]);
  // the sidebar's Catalog group lists jobs once
  await page.locator('[data-css="sidebar"]').getByText('Catalog', { exact: true }).click();
  const sidebar = await page.locator('[data-css="sidebar"]').innerText();
  expect(sidebar).toContain('Catalog jobs');
  expect(sidebar).not.toContain('Catalog imports');
  await saveScreenshot(page, 'catalog-jobs');
  expect(crashes).toEqual([]);
}, 120_000);
