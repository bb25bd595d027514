import { availablePlugins } from '../../plugins/index.js';
import { startPanelBrowser, type PanelBrowser } from '../admin/support/panel-browser.js';
import type { TestApp } from '../support/app.js';
import { login, SUPERADMIN } from '../support/auth.js';
import { BRAND_HEADER, csv, waitForJob } from './jobs/helpers.js';
import { adminApi, TAGS } from './support.js';

/* The catalog panel in a real browser: an import submitted from the panel form, and a bulk action on the list. */

let pb: PanelBrowser;
let t: TestApp;
let base: string;
let root: string;

beforeAll(async () => {
  pb = await startPanelBrowser(availablePlugins.filter((p) => ['accounts', 'catalog'].includes(p.name)));
  ({ t, base } = pb);
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
}, 15 * 60_000);

afterAll(async () => {
  await pb?.close();
});

const signedInPage = () => pb.signedInPage();

it('imports a CSV from the panel form and the job completes', async () => {
  const { page, crashes } = await signedInPage();
  await page.goto(`${base}/admin/resources/CatalogJobs`, { waitUntil: 'domcontentloaded' });
  // the jobs list's Import button opens the import form
  await page.getByText('Import', { exact: true }).first().click({ timeout: 30_000 });
  await page.waitForURL(/\/admin\/resources\/CatalogImports\/actions\/new(\?.*)?$/, { timeout: 30_000 });

  const entity = page.locator('[data-testid="property-edit-entity"]');
  await entity.locator('input').first().fill('brand');
  await entity.locator('input').first().press('Enter');
  const file = csv([
    BRAND_HEADER,
    ['Browser Brand', 'browser-brand', null, null, null, null, null, null, null],
    ['Browser Brand Two', null, null, null, null, null, null, null, null],
  ]);
  await page
    .locator('[data-testid="property-edit-file"] input[type="file"]')
    .setInputFiles({ name: 'brands.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await page.locator('[data-testid="file-upload-chosen"]').waitFor({ state: 'visible', timeout: 30_000 });

  // the saved import opens the job's page under Catalog jobs (one menu entry for jobs)
  await Promise.all([
    page.waitForURL(/\/admin\/resources\/CatalogJobs\/records\/[0-9a-f-]{36}\/show/, { timeout: 30_000 }),
    page.locator('[data-testid="button-save"]').click(),
  ]);
  const [job] = await t.bazaar.dataSource.query(
    `SELECT public_id AS "publicId", source_name AS "sourceName" FROM catalog_jobs WHERE kind = 'import' ORDER BY id DESC LIMIT 1`,
  );
  expect(job.sourceName).toBe('brands.csv');
  expect(page.url()).toContain(`/admin/resources/CatalogJobs/records/${job.publicId}/show`);
  expect(await waitForJob(t, root, job.publicId)).toMatchObject({ status: 'completed', entity: 'brand', writtenRows: 2 });

  // the panel shows the finished job with its progress
  await page.goto(`${base}/admin/resources/CatalogImports/records/${job.publicId}/show`, { waitUntil: 'domcontentloaded' });
  const status = page.locator('[data-testid="property-show-status"]').getByTestId('enum-badge');
  await status.getByText('Completed', { exact: true }).waitFor({ state: 'visible', timeout: 30_000 });
  expect(await status.getAttribute('data-tone')).toBe('green');
  await page.locator('[data-testid="property-show-progress"]').getByText('2 / 2').waitFor({ state: 'visible', timeout: 30_000 });
  await page.screenshot({ path: '/tmp/bazaar-catalog-import.png', fullPage: true });
  const brands = await adminApi(t, () => root)
    .get('/api/admin/catalog/brands?pagination=false')
    .expect(200);
  expect(brands.body.data.map((b: any) => b.name)).toEqual(expect.arrayContaining(['Browser Brand', 'Browser Brand Two']));
  expect(crashes).toEqual([]);
}, 120_000);

it('hides the selected tags with a bulk action after confirming', async () => {
  const api = adminApi(t, () => root);
  const a = await api.tag({ name: 'Browser Bulk A' });
  const b = await api.tag({ name: 'Browser Bulk B' });
  const { page, crashes } = await signedInPage();
  await page.goto(`${base}/admin/resources/Tags`, { waitUntil: 'domcontentloaded' });
  for (const name of ['Browser Bulk A', 'Browser Bulk B']) {
    await page.locator('tr', { hasText: name }).locator('input[type="checkbox"]').first().check({ force: true, timeout: 30_000 });
  }
  await page.getByText('Hide selected', { exact: true }).first().click({ timeout: 30_000 });
  await page.getByTestId('action-confirm').waitFor({ state: 'visible', timeout: 30_000 });
  expect(await page.getByTestId('action-confirm').textContent()).toContain('2 records');
  // nothing changed before the confirmation
  expect((await api.get(`${TAGS}/${a.publicId}`)).body.data.isVisible).toBe(true);

  await page.getByTestId('action-confirm-run').click();
  await page.getByText('2 hidden').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForURL(/\/admin\/resources\/Tags(\?.*)?$/, { timeout: 30_000 });
  for (const tag of [a, b]) expect((await api.get(`${TAGS}/${tag.publicId}`)).body.data.isVisible).toBe(false);
  expect(crashes).toEqual([]);
}, 120_000);

it('a record action asks first and runs on the confirmation only (restore a tag)', async () => {
  const api = adminApi(t, () => root);
  const tag = await api.tag({ name: 'Browser Restore Tag' });
  await api.del(`${TAGS}/${tag.publicId}`).expect(200);
  const { page, crashes } = await signedInPage();
  await page.goto(`${base}/admin/resources/Tags/records/${tag.publicId}/restore`, { waitUntil: 'domcontentloaded' });
  await page.getByTestId('action-confirm').getByText('Restore this tag?').waitFor({ state: 'visible', timeout: 30_000 });
  // opening the action changed nothing
  expect((await api.get(`${TAGS}/${tag.publicId}`)).body.data.deletedAt).not.toBeNull();
  await page.getByTestId('action-confirm-run').click();
  await page.getByText('The tag is restored').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForURL(new RegExp(`/admin/resources/Tags/records/${tag.publicId}/show`), { timeout: 30_000 });
  expect((await api.get(`${TAGS}/${tag.publicId}`)).body.data.deletedAt).toBeNull();
  expect(crashes).toEqual([]);
}, 120_000);
