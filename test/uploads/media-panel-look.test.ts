import { boxOf, boxesOf, overflowing, pageOverflowsSideways, saveScreenshot } from '../admin/support/layout.js';
import { panelLogin, type Agent } from '../admin/support/panel.js';
import { startPanelBrowser, type PanelBrowser } from '../admin/support/panel-browser.js';
import { bearer, SUPERADMIN } from '../support/auth.js';
import { humanSize, storedName } from '../../plugins/uploads/admin.js';
import { customerToken, png } from './fixtures.js';

/* The media library as a merchandiser reads it: thumbnails, sizes in KB/MB, names as stored, uploaders by name. */

let pb: PanelBrowser;
let su: Agent;
const NEW = '/admin/api/resources/Media/actions/new';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

beforeAll(async () => {
  pb = await startPanelBrowser();
  su = await panelLogin(pb.t, SUPERADMIN.email, SUPERADMIN.password);
}, 15 * 60_000);
afterAll(async () => pb?.close());

it('words sizes and names for people', () => {
  expect([500, 1536, 20 * 1024, 10 * 1024 * 1024, 3.25 * 1024 ** 3].map(humanSize)).toEqual(
    ['500 B', '1.5 KB', '20 KB', '10 MB', '3.3 GB'].map((s) => s.replace(' ', '\u00a0')),
  );
  expect(storedName({ originalName: 'phone.png', filename: '0192.webp' })).toBe('phone.webp');
  expect(storedName({ originalName: 'sheet.csv', filename: '0193.csv' })).toBe('sheet.csv');
  expect(storedName({ originalName: 'README', filename: '0194.txt' })).toBe('README.txt');
});

it('a record names the file as stored, its size in units and its uploader by name', async () => {
  const res = await su
    .post(NEW)
    .field('uploadType', 'landing')
    .attach('file', await png(64, 48), { filename: 'phone.png', contentType: 'image/png' })
    .expect(200);
  const params = res.body.record.params;
  expect(params).toMatchObject({
    name: 'phone.webp',
    originalName: 'phone.png',
    mimeType: 'image/webp',
    owner: `Superadmin <${SUPERADMIN.email}>`,
    thumbnail: params.url,
    typeLabel: 'WEBP',
  });
  expect(params.sizeLabel).toBe(humanSize(params.size));
  expect(params.storedFile).toMatch(/^[0-9a-f-]{36}\.webp$/);

  const customer = await customerToken(pb.t, `media-owner${Date.now()}@bazaar.test`);
  await pb.t.http
    .post('/api/mobile/uploads')
    .query({ uploadType: 'file' })
    .set(bearer(customer.token))
    .attach('file', Buffer.from('a,b\n1,2\n'), { filename: 'orders.csv', contentType: 'text/csv' })
    .expect(200);
  const listed = await su.get('/admin/api/resources/Media/actions/list').query({ 'filters.originalName': 'orders' }).expect(200);
  expect(listed.body.records[0].params).toMatchObject({
    name: 'orders.csv',
    owner: expect.stringMatching(/^Customer <media-owner\d+@bazaar\.test>$/),
    thumbnail: null,
    typeLabel: 'PRIVATE',
  });
});

it('the list shows thumbnails, sizes and uploaders in their columns, no ids', async () => {
  const { page, crashes } = await pb.signedInPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${pb.base}/admin/resources/Media`, { waitUntil: 'domcontentloaded' });
  const rows = page.locator('table tbody tr');
  await rows.nth(1).waitFor({ state: 'visible', timeout: 30_000 });

  const phone = rows.filter({ hasText: 'phone.webp' });
  const thumb = phone.getByTestId('thumbnail');
  await thumb.waitFor({ state: 'visible', timeout: 30_000 });
  // the image has loaded (waits for its load event when it is still coming)
  const width = await thumb.evaluate((img: any) =>
    img.complete ? img.naturalWidth : new Promise((done) => img.addEventListener('load', () => done(img.naturalWidth), { once: true })),
  );
  expect(width).toBeGreaterThan(0);
  const box = await boxOf(thumb);
  expect([Math.round(box.width), Math.round(box.height)]).toEqual([48, 48]);
  expect(await rows.filter({ hasText: 'orders.csv' }).getByTestId('thumbnail-fallback').innerText()).toBe('PRIVATE');

  const headers = await page.locator('table thead td, table thead th').allInnerTexts();
  expect(headers.map((h) => h.trim()).filter(Boolean)).toEqual(['Preview', 'File', 'Upload Type', 'Size', 'Uploaded by', 'Created At']);
  expect(await phone.locator('[data-testid="property-list-sizeLabel"]').innerText()).toMatch(/^\d+(\.\d)?\s(B|KB)$/);
  // names and sizes are not broken inside a word or between number and unit
  for (const cell of ['name', 'sizeLabel']) {
    const b = await boxOf(phone.locator(`[data-testid="property-list-${cell}"]`));
    expect(b.height).toBeLessThan(24);
  }
  expect(await phone.locator('[data-testid="property-list-owner"]').innerText()).toBe(`Superadmin <${SUPERADMIN.email}>`);
  expect(await phone.locator('[data-testid="property-list-uploadType"]').innerText()).toBe('Landing');
  expect(await page.locator('table').innerText()).not.toMatch(UUID);

  // rows of one height, thumbnails inside their cells, nothing spilling
  const heights = new Set((await boxesOf(rows)).map((b) => Math.round(b.height)));
  expect(heights.size).toBe(1);
  expect(await overflowing(page.locator('table td'))).toEqual([]);
  expect(await pageOverflowsSideways(page)).toBe(false);
  await saveScreenshot(page, 'media-library');
  expect(crashes).toEqual([]);
}, 120_000);
