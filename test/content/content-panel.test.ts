import type { TestApp } from '../support/app.js';
import { adminWith, bearer, login, SUPERADMIN } from '../support/auth.js';
import { bootWithPanel, panelLogin, type Agent } from '../admin/support/panel.js';
import { CONTENT_PLUGINS } from './boot.js';
import { ASSET_ORIGIN, VALID_PAYLOADS } from './samples.js';

let t: TestApp;
let root: string;
let su: Agent;
beforeAll(async () => {
  t = await bootWithPanel({ available: CONTENT_PLUGINS, env: { ASSET_ORIGINS: ASSET_ORIGIN } });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  su = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
});
afterAll(async () => t?.close());

const adminPage = async (pageKey: string) => (await t.http.get(`/api/admin/content/pages/${pageKey}`).set(bearer(root)).expect(200)).body.data;
const newSection = (agent: Agent, form: Record<string, string>) => agent.post('/admin/api/resources/ContentSections/actions/new').type('form').send(form);

describe('content pages in the admin panel', () => {
  it('lists the ten pages, touched or not', async () => {
    await adminPage('home');
    const res = await su.get('/admin/api/resources/ContentPages/actions/list').query({ perPage: '20' }).expect(200);
    expect(res.body.meta.total).toBe(10);
    const byKey = Object.fromEntries(res.body.records.map((r: any) => [r.id, r.params]));
    expect(Object.keys(byKey).sort()).toEqual([
      'about',
      'blogs',
      'contact',
      'faq',
      'global_footer',
      'global_header',
      'home',
      'privacy_policy',
      'return_policy',
      'terms_of_service',
    ]);
    expect(byKey.home).toMatchObject({ title: 'Home', pageId: expect.any(Number) });
    expect(byKey.terms_of_service).toMatchObject({ title: 'Terms of service', pageId: null, sections: 0 });
  });

  it('edits the title through the meta rules: an unknown seoId is refused and nothing changes', async () => {
    const ok = await su.post('/admin/api/resources/ContentPages/records/about/edit').type('form').send({ title: 'Our story', seoId: '' }).expect(200);
    expect(ok.body.notice).toMatchObject({ type: 'success' });
    expect(await adminPage('about')).toMatchObject({ title: 'Our story', seoId: null });
    const bad = await su
      .post('/admin/api/resources/ContentPages/records/about/edit')
      .type('form')
      .send({ title: 'Renamed', seoId: '01900000-0000-7000-8000-000000000000' })
      .expect(200);
    // the service's refusal is shown beside the field, named by its label
    expect(bad.body.record.errors.seoId).toMatchObject({ type: 'CONTENT_SEO_NOT_FOUND', message: 'SEO record: The SEO record does not exist' });
    expect(bad.body.notice).toMatchObject({ type: 'error', message: 'SEO record: The SEO record does not exist' });
    expect((await adminPage('about')).title).toBe('Our story');
  });
});

describe('page sections in the admin panel', () => {
  it('creates a section through the same validation as the API', async () => {
    const created = await newSection(su, {
      pageKey: 'home',
      sectionKey: 'trust_strip',
      position: '2',
      isEnabled: 'true',
      payload: JSON.stringify(VALID_PAYLOADS.trust_strip),
    }).expect(200);
    expect(created.body.notice).toMatchObject({ type: 'success' });
    expect(created.body.record.params).toMatchObject({ id: 'home.trust_strip', position: 2, isEnabled: true });
    expect((await adminPage('home')).sections).toEqual([
      expect.objectContaining({ sectionKey: 'trust_strip', position: 2, isEnabled: true, payload: VALID_PAYLOADS.trust_strip }),
    ]);
  });

  it('refuses an invalid payload, a section outside the allowlist and text that is not JSON, storing nothing', async () => {
    const sixBadges = { badges: Array(6).fill({ iconKey: 'star', label: 'x' }) };
    const emptyTeam = await newSection(su, { pageKey: 'about', sectionKey: 'about_team', payload: JSON.stringify({ heading: 'Team', members: [] }) }).expect(
      200,
    );
    expect(emptyTeam.body.notice).toMatchObject({ type: 'error', message: expect.stringContaining('payload.members') });
    expect(emptyTeam.body.record.errors.payload).toMatchObject({
      type: 'CONTENT_SECTION_PAYLOAD_INVALID',
      message: expect.stringContaining('payload.members'),
    });
    const notAllowed = await newSection(su, { pageKey: 'return_policy', sectionKey: 'trust_strip', payload: JSON.stringify(sixBadges) }).expect(200);
    expect(notAllowed.body.notice).toMatchObject({ type: 'error', message: expect.stringContaining('return_policy') });
    expect(notAllowed.body.record.errors.sectionKey).toMatchObject({ type: 'CONTENT_SECTION_KEY_INVALID', message: expect.stringContaining('return_policy') });
    const notJson = await newSection(su, { pageKey: 'about', sectionKey: 'our_mission', payload: '{heading: oops' }).expect(200);
    expect(notJson.body.record.errors.payload).toMatchObject({ message: 'payload must be a JSON object (nested at most 32 levels)' });
    const deep = `{"heading":"Mission","body":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const tooDeep = await newSection(su, { pageKey: 'about', sectionKey: 'our_mission', payload: deep }).expect(200);
    expect(tooDeep.body.record.errors.payload).toMatchObject({ message: 'payload must be a JSON object (nested at most 32 levels)' });
    const rows = await t.bazaar.dataSource.query(
      `SELECT s.section_key AS "sectionKey" FROM content_sections s JOIN content_pages p ON p.id = s.page_id WHERE p.page_key IN ('about', 'return_policy')`,
    );
    expect(rows).toEqual([]);
  });

  it('edits and deletes a section through the service; the public read follows', async () => {
    await newSection(su, { pageKey: 'global_header', sectionKey: 'announcement_bar', payload: JSON.stringify({ messages: [{ text: 'Hello' }] }) }).expect(200);
    expect((await t.http.get('/api/content/pages/global_header').expect(200)).body.data.sections).toHaveLength(1);
    const shown = await su.get('/admin/api/resources/ContentSections/records/global_header.announcement_bar/show').expect(200);
    expect(JSON.parse(shown.body.record.params.payload)).toEqual({ messages: [{ text: 'Hello' }] });

    const refused = await su
      .post('/admin/api/resources/ContentSections/records/global_header.announcement_bar/edit')
      .type('form')
      .send({ position: '1', isEnabled: 'true', payload: JSON.stringify({ messages: [{ text: 'Hi', url: 'javascript:alert(1)' }] }) })
      .expect(200);
    expect(refused.body.notice).toMatchObject({ type: 'error', message: expect.stringContaining('payload.messages.0.url') });

    const edited = await su
      .post('/admin/api/resources/ContentSections/records/global_header.announcement_bar/edit')
      .type('form')
      .send({ position: '4', isEnabled: 'false', payload: JSON.stringify({ messages: [{ text: 'Bye' }] }) })
      .expect(200);
    expect(edited.body.notice).toMatchObject({ type: 'success' });
    expect((await adminPage('global_header')).sections).toEqual([
      expect.objectContaining({ sectionKey: 'announcement_bar', position: 4, isEnabled: false, payload: { messages: [{ text: 'Bye' }] } }),
    ]);
    expect((await t.http.get('/api/content/pages/global_header').expect(200)).body.data.sections).toEqual([]);

    const filtered = await su.get('/admin/api/resources/ContentSections/actions/list').query({ 'filters.pageKey': 'global_header' }).expect(200);
    expect(filtered.body.records.map((r: any) => r.id)).toEqual(['global_header.announcement_bar']);

    await su.post('/admin/api/resources/ContentSections/records/global_header.announcement_bar/delete').expect(200);
    expect((await adminPage('global_header')).sections).toEqual([]);
  });

  it('gates sections by Content permissions: a reader cannot create', async () => {
    const email = `content-reader-${Date.now()}@bazaar.test`;
    await adminWith(t, root, ['Content_READ'], email);
    const reader = await panelLogin(t, email, 'admin-password-1');
    const listed = await reader.get('/admin/api/resources/ContentSections/actions/list').expect(200);
    expect(listed.body.notice).toBeUndefined();
    const res = await newSection(reader, { pageKey: 'faq', sectionKey: 'faq_intro', payload: JSON.stringify({ heading: 'FAQ' }) }).expect(200);
    expect(res.body.notice).toMatchObject({ type: 'error' });
    expect((await adminPage('faq')).sections).toEqual([]);
  });
});
