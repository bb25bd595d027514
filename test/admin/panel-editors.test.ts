import type { Locator, Page } from 'playwright-core';
import { bearer, login, SUPERADMIN } from '../support/auth.js';
import { boxOf, overflowing, pageOverflowsSideways, recordOutsideRequests, saveScreenshot } from './support/layout.js';
import { pageState, panelLogin } from './support/panel.js';
import { startPanelBrowser, type PanelBrowser } from './support/panel-browser.js';

/*
 * The panel's editors in Chromium: the rich-text editor for the blog body, structured editors generated from
 * the schemas (blog FAQs, call to action, videos; page sections by section key), pickers by title for SEO records.
 */

let pb: PanelBrowser;
let root: string;
let seo: { id: string; title: string };

beforeAll(async () => {
  pb = await startPanelBrowser();
  root = (await login(pb.t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  const res = await pb.t.http.post('/api/admin/seo').set(bearer(root)).send({ title: 'Spring guide SEO', description: 'All about spring' }).expect(201);
  seo = res.body.data;
}, 15 * 60_000);
afterAll(async () => pb?.close());

/** the structured editor's field at `path` (e.g. faqs.0.question) */
const field = (page: Page, path: string): Locator => page.locator(`[data-testid="schema-field"][data-path="${path}"]`);

async function typeIn(page: Page, path: string, text: string) {
  await field(page, path).locator('input, textarea').first().fill(text);
}

it('writes a blog post with the rich-text body, FAQs, a call to action, a video and SEO records picked by title', async () => {
  const { page, crashes } = await pb.signedInPage();
  const outside = recordOutsideRequests(page, pb.base);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`${pb.base}/admin/resources/BlogPosts/actions/new`, { waitUntil: 'domcontentloaded' });
  await page.locator('[data-testid="property-edit-title"] input').fill('Spring guide', { timeout: 30_000 });

  // the body: a rich-text editor, not a textarea of HTML
  const body = page.locator('[data-testid="property-edit-body"] .ProseMirror');
  await body.click();
  await page.keyboard.type('Plant in ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('March');
  expect(await page.locator('[data-testid="property-edit-body"] textarea').count()).toBe(0);

  // FAQs: two items, the second moved first
  const faqs = page.locator('[data-testid="property-edit-faqs"]');
  await faqs.getByRole('button', { name: '+ Add FAQ' }).click();
  await faqs.getByRole('button', { name: '+ Add FAQ' }).click();
  await typeIn(page, 'faqs.0.question', 'When to plant?');
  await typeIn(page, 'faqs.0.answer', 'In March.');
  await typeIn(page, 'faqs.1.question', 'What to plant?');
  await typeIn(page, 'faqs.1.answer', 'Tulips.');
  await faqs.getByTestId('schema-item').nth(1).getByRole('button', { name: 'Move up' }).click();
  expect(await field(page, 'faqs.0.question').locator('input, textarea').inputValue()).toBe('What to plant?');

  // the call to action is optional: added on demand, with words for labels
  const cta = page.locator('[data-testid="property-edit-cta"]');
  await cta.getByRole('button', { name: '+ Add a call to action' }).click();
  expect(await cta.locator('[data-testid="schema-field"] label').allInnerTexts()).toEqual(['* Title', '* Button label', '* Button link']);
  await typeIn(page, 'cta.ctaTitle', 'Ready to plant?');
  await typeIn(page, 'cta.ctaButtonLabel', 'Shop bulbs');
  await typeIn(page, 'cta.ctaButtonLink', '/shop/bulbs');

  // a video whose SEO record is searched by title
  const videos = page.locator('[data-testid="property-edit-videos"]');
  await videos.getByRole('button', { name: '+ Add video' }).click();
  await typeIn(page, 'videos.0.title', 'Planting tulips');
  await typeIn(page, 'videos.0.videoUrl', 'https://video.example/tulips');
  await field(page, 'videos.0.seoId').getByTestId('schema-reference-search').fill('Spring');
  await field(page, 'videos.0.seoId').getByTestId('schema-reference-option').getByText('Spring guide SEO').click();
  await field(page, 'videos.0.seoId').getByTestId('schema-reference-title').getByText('Spring guide SEO').waitFor({ state: 'visible', timeout: 30_000 });

  // the post's own SEO record: AdminJS's picker, by title
  const seoPicker = page.locator('[data-testid="property-edit-seoId"]');
  await seoPicker.locator('input').first().fill('Spring');
  await seoPicker.getByText('Spring guide SEO', { exact: true }).click();

  // the editors fit the form: nothing overflows, items sit inside their editor
  const faqBox = await boxOf(faqs.getByTestId('schema-form'));
  for (const item of await faqs.getByTestId('schema-item').all()) {
    const b = await boxOf(item);
    expect(b.x).toBeGreaterThanOrEqual(faqBox.x);
    expect(b.x + b.width).toBeLessThanOrEqual(faqBox.x + faqBox.width);
  }
  expect(await overflowing(page.locator('[data-testid="schema-form"] input, [data-testid="schema-form"] textarea'))).toEqual([]);
  expect(await pageOverflowsSideways(page)).toBe(false);
  await saveScreenshot(page, 'blog-post-form');

  await Promise.all([page.waitForURL(/\/admin\/resources\/BlogPosts(\?.*)?$/, { timeout: 30_000 }), page.locator('[data-testid="button-save"]').click()]);
  const list = await pb.t.http.get('/api/admin/blog/posts').set(bearer(root)).expect(200);
  const id = list.body.data.find((p: any) => p.title === 'Spring guide').id;
  const post = (await pb.t.http.get(`/api/admin/blog/posts/${id}`).set(bearer(root)).expect(200)).body.data;
  expect(post.body).toContain('<strong>March</strong>');
  expect(post.seoId).toBe(seo.id);
  expect(post.faqs.map((f: any) => [f.question, f.answer, f.position])).toEqual([
    ['What to plant?', 'Tulips.', 0],
    ['When to plant?', 'In March.', 1],
  ]);
  expect(post.cta).toMatchObject({ ctaTitle: 'Ready to plant?', ctaButtonLabel: 'Shop bulbs', ctaButtonLink: '/shop/bulbs' });
  expect(post.videos).toEqual([expect.objectContaining({ title: 'Planting tulips', videoUrl: 'https://video.example/tulips', seoId: seo.id })]);

  // the record's page reads the nested parts as labelled values, the SEO record by title
  await page.goto(`${pb.base}/admin/resources/BlogPosts/records/${id}/show`, { waitUntil: 'domcontentloaded' });
  const shownFaqs = page.locator('[data-testid="property-show-faqs"]');
  await shownFaqs.getByText('What to plant?').waitFor({ state: 'visible', timeout: 30_000 });
  expect(await shownFaqs.innerText()).not.toContain('{');
  expect(await page.locator('[data-testid="property-show-seoId"]').innerText()).toContain('Spring guide SEO');
  // the editors load nothing from elsewhere (no CDN editor, no web font)
  expect(outside).toEqual([]);
  expect(crashes).toEqual([]);
}, 180_000);

it('edits a page section with the form of its section key: lists, rich text, variants', async () => {
  const { page, crashes } = await pb.signedInPage();
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`${pb.base}/admin/resources/ContentSections/actions/new`, { waitUntil: 'domcontentloaded' });
  const payload = page.locator('[data-testid="property-edit-payload"]');
  await payload.getByText('Choose the section key first').waitFor({ state: 'visible', timeout: 30_000 });

  for (const [prop, label] of [
    ['pageKey', 'Faq'],
    ['sectionKey', 'Faq intro'],
  ] as const) {
    const select = page.locator(`[data-testid="property-edit-${prop}"]`);
    await select.locator('input').first().fill(label);
    await select.getByText(label, { exact: true }).click();
  }
  // the faq_intro form: heading, description, items, call to action
  await field(page, 'payload.heading').waitFor({ state: 'visible', timeout: 30_000 });
  expect(await payload.locator('[data-testid="schema-field"] > label').allInnerTexts()).toEqual(['* Heading', 'Description', 'Items', 'CTA']);
  await typeIn(page, 'payload.heading', 'Questions');
  await payload.getByRole('button', { name: '+ Add item' }).click();
  await typeIn(page, 'payload.items.0.question', 'Do you ship abroad?');
  await field(page, 'payload.items.0.answer').locator('.ProseMirror').click();
  await page.keyboard.type('Yes, to the EU.');
  await saveScreenshot(page, 'page-section-form');
  await Promise.all([page.waitForURL(/\/admin\/resources\/ContentSections(\?.*)?$/, { timeout: 30_000 }), page.locator('[data-testid="button-save"]').click()]);

  const [row] = await pb.t.bazaar.dataSource.query(
    `SELECT s.payload FROM content_sections s JOIN content_pages p ON p.id = s.page_id WHERE p.page_key = 'faq' AND s.section_key = 'faq_intro'`,
  );
  expect(row.payload).toEqual({
    heading: 'Questions',
    items: [
      {
        question: 'Do you ship abroad?',
        answer: { type: 'doc', content: [{ type: 'paragraph', attrs: { textAlign: 'left' }, content: [{ type: 'text', text: 'Yes, to the EU.' }] }] },
      },
    ],
  });

  // a variant list item (about_story_media): choosing "Video" shows the video's fields
  await page.goto(`${pb.base}/admin/resources/ContentSections/actions/new`, { waitUntil: 'domcontentloaded' });
  const key = page.locator('[data-testid="property-edit-sectionKey"]');
  await key.locator('input').first().fill('About story media', { timeout: 30_000 });
  await key.getByText('About story media', { exact: true }).click();
  await payload.getByRole('button', { name: '+ Add media' }).click();
  const type = field(page, 'payload.media.0.type').locator('select');
  expect(await type.locator('option').allInnerTexts()).toEqual(['Image', 'Video']);
  await type.selectOption('video');
  await field(page, 'payload.media.0.posterUrl').waitFor({ state: 'visible', timeout: 30_000 });
  expect(await payload.getByTestId('schema-item').locator('[data-testid="schema-field"] > label').allInnerTexts()).toEqual([
    '* Type',
    '* URL',
    'Poster URL',
    'Alt',
  ]);
  expect(crashes).toEqual([]);
}, 180_000);

it('every SEO record field is a picker of the Seo resource (by title), and the payload and nested fields have structured editors', async () => {
  const su = await panelLogin(pb.t, SUPERADMIN.email, SUPERADMIN.password);
  const state = pageState((await su.get('/admin').expect(200)).text);
  const prop = (resource: string, path: string) => state.resources.find((r: any) => r.id === resource).editProperties.find((p: any) => p.propertyPath === path);
  for (const [resource, path] of [
    ['BlogPosts', 'seoId'],
    ['ContentPages', 'seoId'],
  ]) {
    expect(prop(resource, path)).toMatchObject({ type: 'reference', reference: 'Seo', label: 'seoId' });
  }
  expect(prop('BlogPosts', 'body')).toMatchObject({ type: 'richtext' });
  for (const [resource, path] of [
    ['BlogPosts', 'faqs'],
    ['BlogPosts', 'cta'],
    ['BlogPosts', 'videos'],
    ['ContentSections', 'payload'],
  ]) {
    expect(prop(resource, path).components).toMatchObject({ edit: 'SchemaForm', show: 'SchemaForm' });
  }
  // one schema per section key, from content's own schemas
  expect(Object.keys(prop('ContentSections', 'payload').custom.schemaForm.schemas)).toHaveLength(22);
});
