import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { availablePlugins } from '../../plugins/index.js';
import { UploadErrors } from '../../plugins/uploads/errors.js';
import { blogApi } from '../blog/support.js';
import type { TestApp } from '../support/app.js';
import { login, SUPERADMIN } from '../support/auth.js';
import { fetchUrl, png } from '../uploads/fixtures.js';
import { startPanelBrowser, type PanelBrowser } from './support/panel-browser.js';

/* The image upload field in a real browser: a blog post's featured image uploaded through the panel. */

let pb: PanelBrowser;
let t: TestApp;
let base: string;
let api: ReturnType<typeof blogApi>;

beforeAll(async () => {
  pb = await startPanelBrowser(availablePlugins.filter((p) => ['accounts', 'seo', 'blog', 'uploads'].includes(p.name)));
  ({ t, base } = pb);
  api = blogApi(t, (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken);
}, 15 * 60_000);

afterAll(async () => {
  await pb?.close();
});

const signedInPage = () => pb.signedInPage();

const field = (page: Page) => page.locator('[data-testid="property-edit-featuredImageUrl"]');

it('uploads a PNG through the featured image field, saves, and the post keeps the public image URL', async () => {
  const post = await api.createPost({ title: 'Browser Upload', featuredImageAlt: 'Red square' });
  const { page, crashes } = await signedInPage();
  await page.goto(`${base}/admin/resources/BlogPosts/records/${post.id}/edit`, { waitUntil: 'domcontentloaded' });
  await field(page).locator('input[type="file"]').waitFor({ state: 'attached', timeout: 30_000 });

  await field(page)
    .locator('input[type="file"]')
    .setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: await png(24, 12) });
  await field(page).getByTestId('image-upload-done').waitFor({ state: 'visible', timeout: 30_000 });
  expect(await field(page).getByTestId('image-upload-done').textContent()).toBe('Uploaded hero.png');
  const value = await field(page).locator('input[name="featuredImageUrl"]').inputValue();
  await field(page).screenshot({ path: '/tmp/bazaar-admin-image-upload.png' });
  expect(new URL(value).pathname).toMatch(/^\/api\/files\/public\/landing\/[0-9a-f-]{36}\.webp$/);

  // a saved edit goes back to the list
  await Promise.all([page.waitForURL(/\/admin\/resources\/BlogPosts(\?.*)?$/, { timeout: 30_000 }), page.locator('[data-testid="button-save"]').click()]);
  const stored = (await api.getPost(post.id).expect(200)).body.data;
  expect(stored.featuredImageUrl).toBe(value);
  expect(stored).toMatchObject({ title: 'Browser Upload', featuredImageAlt: 'Red square' });

  const [media] = await t.bazaar.dataSource.query(
    `SELECT key, original_name AS "originalName", is_public AS "isPublic" FROM uploaded_files ORDER BY id DESC LIMIT 1`,
  );
  expect(media).toMatchObject({ originalName: 'hero.png', isPublic: true });
  expect(decodeURIComponent(new URL(value).pathname)).toBe(`/api/files/${media.key}`);
  const file = await fetchUrl(t, value);
  expect(file.status).toBe(200);
  expect(await sharp(file.body).metadata()).toMatchObject({ format: 'webp', width: 24, height: 12 });

  // the show page renders the field's value with the same component
  await page.goto(`${base}/admin/resources/BlogPosts/records/${post.id}/show`, { waitUntil: 'domcontentloaded' });
  await page.locator('[data-testid="property-show-featuredImageUrl"]').getByText(value).waitFor({ state: 'visible', timeout: 30_000 });
  expect(crashes).toEqual([]);
}, 120_000);

it('shows the API error of a refused upload and leaves the value as it was', async () => {
  const post = await api.createPost({ title: 'Browser Refused', featuredImageUrl: '/images/old.webp' });
  const { page, crashes } = await signedInPage();
  await page.goto(`${base}/admin/resources/BlogPosts/records/${post.id}/edit`, { waitUntil: 'domcontentloaded' });
  await field(page).locator('input[type="file"]').waitFor({ state: 'attached', timeout: 30_000 });

  await field(page)
    .locator('input[type="file"]')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  const error = field(page).getByTestId('image-upload-error');
  await error.getByText(UploadErrors.FILE_TYPE_NOT_ALLOWED().message).waitFor({ state: 'visible', timeout: 30_000 });
  expect(await field(page).locator('input[name="featuredImageUrl"]').inputValue()).toBe('/images/old.webp');
  const [{ n }] = await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM uploaded_files WHERE original_name = 'fake.png'`);
  expect(n).toBe(0);
  expect(crashes).toEqual([]);
}, 120_000);
