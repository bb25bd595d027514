import type { TestApp } from '../support/app.js';
import { adminWith, bearer, login, SUPERADMIN } from '../support/auth.js';
import { bootContent } from './boot.js';
import { VALID_PAYLOADS } from './samples.js';

let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await bootContent();
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
});
afterAll(async () => t?.close());

const admin = (path: string) => `/api/admin/content/pages/${path}`;
const put = (page: string, section: string, body: Record<string, unknown>, token = root) =>
  t.http
    .put(admin(`${page}/sections/${section}`))
    .set(bearer(token))
    .send(body);
const publicPage = (page: string) => t.http.get(`/api/content/pages/${page}`);
const dbSections = (page: string) =>
  t.bazaar.dataSource.query(
    `SELECT s.section_key AS "sectionKey", s.position, s.is_enabled AS "isEnabled", s.payload FROM content_sections s JOIN content_pages p ON p.id = s.page_id
     WHERE p.page_key = $1 ORDER BY s.section_key`,
    [page],
  );
const pageRowCount = async (page: string) =>
  Number((await t.bazaar.dataSource.query(`SELECT count(*) AS n FROM content_pages WHERE page_key = $1`, [page]))[0].n);

async function seoRecord(title: string): Promise<string> {
  const res = await t.http
    .post('/api/admin/seo')
    .set(bearer(root))
    .send({ title, description: `${title} description` })
    .expect(201);
  return res.body.data.id;
}

describe('admin page read', () => {
  it('creates the page row with a default title on first read, once', async () => {
    expect(await pageRowCount('about')).toBe(0);
    const first = await t.http.get(admin('about')).set(bearer(root)).expect(200);
    expect(first.body).toEqual({ message: expect.any(String), errorCode: null, data: expect.any(Object) });
    expect(first.body.data).toEqual({
      id: expect.any(Number),
      pageKey: 'about',
      title: 'About us',
      seoId: null,
      seo: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      sections: [],
    });
    const again = await t.http.get(admin('about')).set(bearer(root)).expect(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await pageRowCount('about')).toBe(1);
  });

  it('concurrent first reads still create one row', async () => {
    const reads = await Promise.all(Array.from({ length: 8 }, () => t.http.get(admin('blogs')).set(bearer(root))));
    expect(reads.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(reads.map((r) => r.body.data.id)).size).toBe(1);
    expect(await pageRowCount('blogs')).toBe(1);
  });

  it('answers 404 CONTENT_NOT_FOUND for a page key that does not exist, creating nothing', async () => {
    const res = await t.http.get(admin('careers')).set(bearer(root)).expect(404);
    expect(res.body).toEqual({ statusCode: 404, errorCode: 'CONTENT_NOT_FOUND', message: expect.any(String) });
    expect(await pageRowCount('careers')).toBe(0);
  });

  it('is gated: no token 401, Content_READ needed to read, Content_UPDATE to write, Content_DELETE to delete', async () => {
    await t.http.get(admin('home')).expect(401);
    const noContent = await adminWith(t, root, ['Admins_READ']);
    expect((await t.http.get(admin('home')).set(bearer(noContent)).expect(403)).body.errorCode).toBe('FORBIDDEN');
    const reader = await adminWith(t, root, ['Content_READ']);
    await t.http.get(admin('home')).set(bearer(reader)).expect(200);
    await put('home', 'hero', { payload: VALID_PAYLOADS.hero }, reader).expect(403);
    await t.http.patch(admin('home/meta')).set(bearer(reader)).send({ title: 'x' }).expect(403);
    const writer = await adminWith(t, root, ['Content_READ', 'Content_UPDATE']);
    await put('home', 'hero', { payload: VALID_PAYLOADS.hero }, writer).expect(200);
    await t.http.delete(admin('home/sections/hero')).set(bearer(writer)).expect(403);
    const deleter = await adminWith(t, root, ['Content_DELETE']);
    await t.http.delete(admin('home/sections/hero')).set(bearer(deleter)).expect(200);
    expect(await dbSections('home')).toEqual([]);
  });
});

describe('section upsert', () => {
  it('creates a section with defaults, then replaces it; omitted position/isEnabled keep their values', async () => {
    const created = await put('faq', 'faq_intro', { payload: VALID_PAYLOADS.faq_intro }).expect(200);
    expect(created.body.data).toEqual({
      sectionKey: 'faq_intro',
      position: 0,
      isEnabled: true,
      payload: VALID_PAYLOADS.faq_intro,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    await put('faq', 'faq_intro', { position: 3, isEnabled: false, payload: VALID_PAYLOADS.faq_intro }).expect(200);
    const replaced = await put('faq', 'faq_intro', { payload: { heading: 'Still questions?' } }).expect(200);
    expect(replaced.body.data).toMatchObject({ position: 3, isEnabled: false, payload: { heading: 'Still questions?' } });
    expect(replaced.body.data.createdAt).toBe(created.body.data.createdAt);
    expect(await dbSections('faq')).toEqual([{ sectionKey: 'faq_intro', position: 3, isEnabled: false, payload: { heading: 'Still questions?' } }]);
  });

  it('is idempotent per (page, section): the same PUT twice leaves one identical row', async () => {
    const body = { position: 1, isEnabled: true, payload: VALID_PAYLOADS.cta_banner };
    const a = await put('blogs', 'cta_banner', body).expect(200);
    const b = await put('blogs', 'cta_banner', body).expect(200);
    expect(b.body.data).toEqual({ ...a.body.data, updatedAt: expect.any(String) });
    expect(await dbSections('blogs')).toEqual([{ sectionKey: 'cta_banner', position: 1, isEnabled: true, payload: VALID_PAYLOADS.cta_banner }]);
  });

  it('creates the page row with its default title on the first section write', async () => {
    expect(await pageRowCount('privacy_policy')).toBe(0);
    await put('privacy_policy', 'document', { payload: { paragraphs: ['We keep what we need.'] } }).expect(200);
    const page = await t.http.get(admin('privacy_policy')).set(bearer(root)).expect(200);
    expect(page.body.data).toMatchObject({ title: 'Privacy policy', sections: [{ sectionKey: 'document' }] });
  });

  it('refuses a section outside the page allowlist or an unknown key with CONTENT_SECTION_KEY_INVALID', async () => {
    const cases: Array<[string, string]> = [
      ['return_policy', 'hero'],
      ['global_header', 'payment_methods'],
      ['global_header', 'brand_blurb'],
      ['home', 'about_team'],
      ['about', 'trust_strip'],
      ['home', 'carousel'],
    ];
    for (const [page, section] of cases) {
      const res = await put(page, section, { payload: { heading: 'x' } }).expect(400);
      expect(res.body).toEqual({ statusCode: 400, errorCode: 'CONTENT_SECTION_KEY_INVALID', message: expect.any(String) });
    }
    expect(await pageRowCount('return_policy')).toBe(0);
    expect(await pageRowCount('global_header')).toBe(0);
  });

  it('unknown page key: 404 CONTENT_NOT_FOUND', async () => {
    const res = await put('careers', 'hero', { payload: VALID_PAYLOADS.hero }).expect(404);
    expect(res.body.errorCode).toBe('CONTENT_NOT_FOUND');
  });

  it('an invalid payload gives CONTENT_SECTION_PAYLOAD_INVALID naming the path in details, and changes nothing', async () => {
    await put('home', 'why_choose', { payload: VALID_PAYLOADS.why_choose }).expect(200);
    const before = await dbSections('home');
    const bad = { heading: 'Why', cards: [{ iconKey: 'rocket', title: 'x', description: 'y' }] };
    const res = await put('home', 'why_choose', { position: 9, payload: bad }).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      errorCode: 'CONTENT_SECTION_PAYLOAD_INVALID',
      message: expect.stringContaining('payload.cards.0.iconKey'),
      details: [{ field: 'payload.cards.0.iconKey', problems: [expect.stringContaining('icon keys')] }],
    });
    const missing = await put('home', 'why_choose', { position: 9 }).expect(400);
    expect(missing.body).toMatchObject({ errorCode: 'CONTENT_SECTION_PAYLOAD_INVALID', details: [{ field: 'payload' }] });
    const foreignImage = await put('home', 'hero', { payload: { heading: 'Hi', image: { url: 'https://evil.example.com/a.webp' } } }).expect(400);
    expect(foreignImage.body.details).toEqual([{ field: 'payload.image.url', problems: [expect.stringContaining('asset origin')] }]);
    expect(await dbSections('home')).toEqual(before);
  });

  it('refuses a payload nested deeper than the section schema allows, naming where', async () => {
    const depth = 20; // two JSON levels per blockquote: past the schema's 32, within the body's 64
    const inner = '{"type":"paragraph","content":[{"type":"text","text":"x"}]}';
    const node = '{"type":"blockquote","content":['.repeat(depth) + inner + ']}'.repeat(depth);
    const body = `{"payload":{"heading":"Mission","body":{"type":"doc","content":[${node}]}}}`;
    const res = await t.http.put(admin('about/sections/our_mission')).set(bearer(root)).set('Content-Type', 'application/json').send(body).expect(400);
    expect(res.body).toMatchObject({ errorCode: 'CONTENT_SECTION_PAYLOAD_INVALID', details: [{ problems: ['must not nest deeper than 32 levels'] }] });
    const elsewhere = `{"position":${'['.repeat(depth)}${']'.repeat(depth)},"payload":{"heading":"Mission","body":{"type":"doc","content":[${inner}]}}}`;
    const refused = await t.http.put(admin('about/sections/our_mission')).set(bearer(root)).set('Content-Type', 'application/json').send(elsewhere).expect(400);
    expect(refused.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', details: [{ field: 'position' }] });
    // the route's policy still comes first
    await t.http.put(admin('about/sections/our_mission')).set('Content-Type', 'application/json').send(body).expect(401);
    expect((await dbSections('about')).map((s: any) => s.sectionKey)).not.toContain('our_mission');
  });

  it('accepts an image on the configured asset origin', async () => {
    await put('home', 'hero', { payload: VALID_PAYLOADS.hero }).expect(200);
    expect((await dbSections('home')).find((s: any) => s.sectionKey === 'hero').payload.image.url).toMatch(/^https:\/\/cdn\.bazaar\.test\//);
  });

  it('refuses bad position/isEnabled and unknown body properties with VALIDATION_FAILED, changing nothing', async () => {
    const before = await dbSections('home');
    for (const body of [
      { position: -1, payload: VALID_PAYLOADS.hero },
      { position: 1.5, payload: VALID_PAYLOADS.hero },
      { position: null, payload: VALID_PAYLOADS.hero },
      { isEnabled: 'yes', payload: VALID_PAYLOADS.hero },
      { payload: VALID_PAYLOADS.hero, data: {} },
    ]) {
      const res = await put('home', 'hero', body).expect(400);
      expect(res.body.errorCode).toBe('VALIDATION_FAILED');
    }
    expect(await dbSections('home')).toEqual(before);
  });
});

describe('section delete', () => {
  it('deletes a section; a missing section or page row gives 404 CONTENT_NOT_FOUND', async () => {
    await put('contact', 'contact_form', { payload: VALID_PAYLOADS.contact_form }).expect(200);
    const done = await t.http.delete(admin('contact/sections/contact_form')).set(bearer(root)).expect(200);
    expect(done.body).toEqual({ message: expect.any(String), data: null, errorCode: null });
    expect(await dbSections('contact')).toEqual([]);
    const again = await t.http.delete(admin('contact/sections/contact_form')).set(bearer(root)).expect(404);
    expect(again.body.errorCode).toBe('CONTENT_NOT_FOUND');
    expect(await pageRowCount('terms_of_service')).toBe(0);
    const noPage = await t.http.delete(admin('terms_of_service/sections/document')).set(bearer(root)).expect(404);
    expect(noPage.body.errorCode).toBe('CONTENT_NOT_FOUND');
    expect(await pageRowCount('terms_of_service')).toBe(0);
    await t.http.delete(admin('careers/sections/hero')).set(bearer(root)).expect(404);
    const notAllowed = await t.http.delete(admin('contact/sections/trust_strip')).set(bearer(root)).expect(400);
    expect(notAllowed.body.errorCode).toBe('CONTENT_SECTION_KEY_INVALID');
  });
});

describe('page meta', () => {
  it('updates only the fields given; links, resolves and clears the seo record', async () => {
    const seoId = await seoRecord('Global header');
    await t.http.patch(admin('global_header/meta')).set(bearer(root)).send({ title: 'Header' }).expect(200);
    const linked = await t.http.patch(admin('global_header/meta')).set(bearer(root)).send({ seoId }).expect(200);
    expect(linked.body.data).toMatchObject({ pageKey: 'global_header', title: 'Header', seoId });
    expect(linked.body.data.seo).toMatchObject({ id: seoId, title: 'Global header', description: 'Global header description' });
    const read = await t.http.get(admin('global_header')).set(bearer(root)).expect(200);
    expect(read.body.data.seo).toMatchObject({ id: seoId, title: 'Global header' });
    const cleared = await t.http.patch(admin('global_header/meta')).set(bearer(root)).send({ seoId: null }).expect(200);
    expect(cleared.body.data).toMatchObject({ title: 'Header', seoId: null, seo: null });
    const untouched = await t.http.patch(admin('global_header/meta')).set(bearer(root)).send({}).expect(200);
    expect(untouched.body.data).toMatchObject({ title: 'Header', seoId: null, updatedAt: cleared.body.data.updatedAt });
  });

  it('refuses an seoId that does not exist with 400 CONTENT_SEO_NOT_FOUND, changing nothing', async () => {
    await t.http.patch(admin('contact/meta')).set(bearer(root)).send({ title: 'Contact' }).expect(200);
    const res = await t.http
      .patch(admin('contact/meta'))
      .set(bearer(root))
      .send({ title: 'Renamed', seoId: '01900000-0000-7000-8000-000000000000' })
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, errorCode: 'CONTENT_SEO_NOT_FOUND', message: expect.any(String) });
    expect((await t.http.get(admin('contact')).set(bearer(root)).expect(200)).body.data).toMatchObject({ title: 'Contact', seoId: null });
  });

  it('refuses a deleted seo record too, and validates title and seoId', async () => {
    const seoId = await seoRecord('Soon gone');
    await t.http.delete(`/api/admin/seo/${seoId}`).set(bearer(root)).expect(200);
    expect((await t.http.patch(admin('faq/meta')).set(bearer(root)).send({ seoId }).expect(400)).body.errorCode).toBe('CONTENT_SEO_NOT_FOUND');
    for (const body of [{ title: '' }, { title: '   ' }, { title: 'x'.repeat(256) }, { title: null }, { seoId: 'not-a-uuid' }, { pageKey: 'home' }]) {
      const res = await t.http.patch(admin('faq/meta')).set(bearer(root)).send(body).expect(400);
      expect(res.body.errorCode).toBe('VALIDATION_FAILED');
    }
    await t.http.patch(admin('careers/meta')).set(bearer(root)).send({ title: 'Careers' }).expect(404);
    const deep = `{"title":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const nested = await t.http.patch(admin('faq/meta')).set(bearer(root)).set('Content-Type', 'application/json').send(deep).expect(400);
    expect(nested.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', details: [{ field: 'title' }] });
  });
});

describe('public reads', () => {
  it('terms_of_service has no content by default: 404 on both surfaces', async () => {
    for (const path of ['/api/content/pages/terms_of_service', '/api/mobile/content/pages/terms_of_service']) {
      const res = await t.http.get(path).expect(404);
      expect(res.body).toEqual({ statusCode: 404, errorCode: 'CONTENT_NOT_FOUND', message: expect.any(String) });
    }
    await t.http.get('/api/content/pages/careers').expect(404);
  });

  it('returns enabled sections only, by position then id, the same on web and mobile', async () => {
    await put('global_footer', 'copyright', { position: 5, payload: VALID_PAYLOADS.copyright }).expect(200);
    await put('global_footer', 'legal_links', { position: 1, payload: VALID_PAYLOADS.legal_links }).expect(200);
    await put('global_footer', 'brand_blurb', { position: 1, payload: VALID_PAYLOADS.brand_blurb }).expect(200);
    await put('global_footer', 'payment_methods', { position: 0, isEnabled: false, payload: VALID_PAYLOADS.payment_methods }).expect(200);
    const web = await publicPage('global_footer').expect(200);
    // legal_links was inserted before brand_blurb: same position, lower id first
    expect(web.body.data.sections.map((s: any) => s.sectionKey)).toEqual(['legal_links', 'brand_blurb', 'copyright']);
    expect(web.body.data).toMatchObject({ pageKey: 'global_footer', title: 'Global footer', seoId: null, seo: null });
    const mobile = await t.http.get('/api/mobile/content/pages/global_footer').expect(200);
    expect(mobile.body).toEqual(web.body);
    const adminView = await t.http.get(admin('global_footer')).set(bearer(root)).expect(200);
    expect(adminView.body.data.sections.map((s: any) => s.sectionKey)).toEqual(['payment_methods', 'legal_links', 'brand_blurb', 'copyright']);
  });

  it('every write invalidates the cached public read', async () => {
    await put('global_header', 'announcement_bar', { payload: { messages: [{ text: 'First' }] } }).expect(200);
    expect((await publicPage('global_header').expect(200)).body.data.sections[0].payload.messages[0].text).toBe('First');
    // PUT
    await put('global_header', 'announcement_bar', { payload: { messages: [{ text: 'Second' }] } }).expect(200);
    expect((await publicPage('global_header').expect(200)).body.data.sections[0].payload.messages[0].text).toBe('Second');
    // disabling through PUT
    await put('global_header', 'announcement_bar', { isEnabled: false, payload: { messages: [{ text: 'Second' }] } }).expect(200);
    expect((await publicPage('global_header').expect(200)).body.data.sections).toEqual([]);
    // meta
    await t.http.patch(admin('global_header/meta')).set(bearer(root)).send({ title: 'Top bar' }).expect(200);
    expect((await publicPage('global_header').expect(200)).body.data.title).toBe('Top bar');
    // delete
    await put('global_header', 'quick_links', { payload: VALID_PAYLOADS.quick_links }).expect(200);
    expect((await publicPage('global_header').expect(200)).body.data.sections.map((s: any) => s.sectionKey)).toEqual(['quick_links']);
    await t.http.delete(admin('global_header/sections/quick_links')).set(bearer(root)).expect(200);
    expect((await publicPage('global_header').expect(200)).body.data.sections).toEqual([]);
  });

  it('a page read publicly before it exists appears once an admin creates it', async () => {
    await publicPage('terms_of_service').expect(404);
    await put('terms_of_service', 'document', { payload: { paragraphs: ['Be nice.'] } }).expect(200);
    const res = await publicPage('terms_of_service').expect(200);
    expect(res.body.data.sections).toEqual([expect.objectContaining({ sectionKey: 'document', payload: { paragraphs: ['Be nice.'] } })]);
    await t.http.delete(admin('terms_of_service/sections/document')).set(bearer(root)).expect(200);
  });

  it('resolves the seo object at read time, so an SEO edit shows at once', async () => {
    const seoId = await seoRecord('About Bazaar');
    await t.http.patch(admin('about/meta')).set(bearer(root)).send({ seoId }).expect(200);
    expect((await publicPage('about').expect(200)).body.data.seo).toMatchObject({ id: seoId, title: 'About Bazaar' });
    await t.http.patch(`/api/admin/seo/${seoId}`).set(bearer(root)).send({ title: 'About us at Bazaar' }).expect(200);
    expect((await publicPage('about').expect(200)).body.data.seo).toMatchObject({ id: seoId, title: 'About us at Bazaar' });
  });
});

describe('concurrent writes', () => {
  it('racing PUTs of one new (page, section) all succeed, leave one row and one page, last write wins', async () => {
    expect(await pageRowCount('home')).toBe(1);
    const payloads = Array.from({ length: 12 }, (_, i) => ({ badges: [{ iconKey: 'star', label: `Badge ${i}` }] }));
    const results = await Promise.all(payloads.map((payload, i) => put('home', 'trust_strip', { position: i, payload })));
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    const rows = (await dbSections('home')).filter((s: any) => s.sectionKey === 'trust_strip');
    expect(rows).toHaveLength(1);
    const winner = payloads.findIndex((p) => p.badges[0]!.label === rows[0].payload.badges[0].label);
    expect(winner).toBeGreaterThanOrEqual(0);
    // one write won whole: position and payload come from the same request
    expect(rows[0].position).toBe(winner);
    // the winner is the write that committed last: one with the latest updatedAt in its answer (ties share a millisecond)
    const latestAt = Math.max(...results.map((r) => Date.parse(r.body.data.updatedAt)));
    const latest = results.filter((r) => Date.parse(r.body.data.updatedAt) === latestAt).map((r) => r.body.data.payload);
    expect(latest).toContainEqual(rows[0].payload);
  });

  it('racing first writes to a page without a row create it once', async () => {
    expect(await pageRowCount('contact')).toBe(1);
    expect(await pageRowCount('global_footer')).toBe(1);
    expect(await pageRowCount('faq')).toBe(1);
    const sections = ['hero', 'contact_info', 'faq_intro'];
    const page = 'contact';
    await t.bazaar.dataSource.query(`DELETE FROM content_pages WHERE page_key = $1`, [page]);
    const results = await Promise.all(sections.flatMap((s) => [0, 1].map(() => put(page, s, { payload: VALID_PAYLOADS[s]! }))));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(await pageRowCount(page)).toBe(1);
    expect((await dbSections(page)).map((s: any) => s.sectionKey)).toEqual(['contact_info', 'faq_intro', 'hero']);
  });

  it('public reads racing writes never keep a stale page in the cache', async () => {
    const texts = Array.from({ length: 10 }, (_, i) => `Message ${i}`);
    await put('global_header', 'announcement_bar', { isEnabled: true, payload: { messages: [{ text: 'start' }] } }).expect(200);
    await Promise.all([
      ...texts.map((text) => put('global_header', 'announcement_bar', { payload: { messages: [{ text }] } }).expect(200)),
      ...Array.from({ length: 20 }, () => publicPage('global_header').expect(200)),
    ]);
    const [stored] = (await dbSections('global_header')).filter((s: any) => s.sectionKey === 'announcement_bar');
    const served = (await publicPage('global_header').expect(200)).body.data.sections.find((s: any) => s.sectionKey === 'announcement_bar');
    expect(served.payload).toEqual(stored.payload);
  });
});
