import { randomUUID } from 'node:crypto';
import { BANNERS_SCHEDULE_CHANGED } from '../../../plugins/banners/index.js';
import { bootApp, type TestApp } from '../../support/app.js';
import { bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../../support/auth.js';
import { bannerFixtures } from './fixtures.js';

const SERVE = '/api/mobile/banners/serve';
let t: TestApp;
let f: ReturnType<typeof bannerFixtures>;
let root: string;

beforeAll(async () => {
  t = await bootApp({ env: { ...SUPERADMIN_ENV, FRONTEND_BASE_URL: 'https://shop.example/' } });
  f = bannerFixtures(t);
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
});
afterAll(() => t?.close());

const serve = (slug: string, headers: Record<string, string> = {}) => t.http.get(`${SERVE}/${slug}`).set(headers);
const titles = async (slug: string, headers: Record<string, string> = {}) => {
  const res = await serve(slug, headers).expect(200);
  return res.body.data.banners.map((b: { title: string }) => b.title);
};
const past = new Date(Date.now() - 86_400_000);
const future = new Date(Date.now() + 86_400_000);

describe('GET /api/mobile/banners/serve/{slug}', () => {
  it('404 PLACEMENT_NOT_FOUND for an unknown, inactive or deleted placement', async () => {
    expect((await serve('no-such-slot').expect(404)).body).toMatchObject({ statusCode: 404, errorCode: 'PLACEMENT_NOT_FOUND' });
    const inactive = await f.scene(1, { is_active: false });
    await serve(inactive.slug).expect(404);
    const deleted = await f.scene(1, { deleted_at: new Date() });
    await serve(deleted.slug).expect(404);
  });

  it('answers the placement, the served banners with the issue fields, and a fresh servedAt', async () => {
    const s = await f.scene(
      1,
      { page_context: 'home', allow_partial_render: true },
      {
        headline: 'Big sale',
        subheadline: 'Everything',
        mobile_image_url: 'https://cdn.example/m.webp',
        primary_image_alt: 'Sale',
        media_variants: { webp: 'https://cdn.example/b-2x.webp' },
        cta_label: 'Shop',
        cta_url: 'https://shop.example/sale',
        target_kind: 'url',
        cta_open_new_tab: true,
        bg_color: '#ff0000',
        utm_source: 'site',
        utm_campaign: 'spring',
      },
    );
    await f.q(`UPDATE banner_assignments SET transition_duration_ms = 4000, override_headline = 'Bigger sale' WHERE banner_id = $1`, [s.banners[0].id]);
    const res = await serve(s.slug).expect(200);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.errorCode).toBeNull();
    expect(res.body.data.placement).toEqual({
      publicId: s.placement.publicId,
      slug: s.slug,
      label: 'Home hero',
      layoutType: 'full_slider',
      pageContext: 'home',
      maxBanners: 1,
      recommendedWidth: null,
      recommendedHeight: null,
      recommendedAspectRatio: null,
      fallbackPlaceholderUrl: null,
      allowPartialRender: true,
    });
    expect(res.body.data.banners).toEqual([
      {
        publicId: s.banners[0].publicId,
        title: expect.any(String),
        headline: 'Bigger sale',
        subheadline: 'Everything',
        imageUrl: 'https://cdn.example/b.webp',
        mobileImageUrl: 'https://cdn.example/m.webp',
        imageAlt: 'Sale',
        videoUrl: null,
        mediaVariants: { webp: 'https://cdn.example/b-2x.webp' },
        ctaLabel: 'Shop',
        ctaUrl: 'https://shop.example/sale?utm_source=site&utm_campaign=spring',
        ctaOpenNewTab: true,
        bgColor: '#ff0000',
        campaignPublicId: s.campaign.publicId,
        displayOrder: 0,
        isFallback: false,
        transitionDurationMs: 4000,
      },
    ]);
    const first = Date.parse(res.body.data.servedAt);
    expect(Math.abs(first - Date.now())).toBeLessThan(5000);
    await new Promise((r) => setTimeout(r, 5));
    const again = await serve(s.slug).expect(200);
    expect(Date.parse(again.body.data.servedAt)).toBeGreaterThan(first);
  });

  it('step 1: only active, live campaigns inside their window, through an active link', async () => {
    const p = await f.placement({ max_banners: 10, allow_partial_render: true });
    const add = async (label: string, campaign: Record<string, unknown>, link: Record<string, unknown> = {}) => {
      const c = await f.campaign(campaign);
      await f.link(c, p, link);
      await f.assign(c, p, await f.banner({ title: label }));
    };
    await add('running', { starts_at: past, ends_at: future });
    await add('open ended', {});
    await add('paused', { status: 'paused' });
    await add('draft', { status: 'draft' });
    await add('deleted', { deleted_at: new Date() });
    await add('not started', { starts_at: future });
    await add('over', { starts_at: new Date(Date.now() - 2 * 86_400_000), ends_at: past });
    await add('link off', {}, { is_active: false });
    const [{ slug }] = await f.q(`SELECT slug FROM placements WHERE id = $1`, [p.id]);
    expect((await titles(slug)).sort()).toEqual(['open ended', 'running']);
  });

  it('step 2: targeting rules from the request headers, AND-ed; inactive rules are ignored', async () => {
    const s = await f.scene(1);
    await f.rule(s.campaign, 'country', 'in', { values: ['np'] });
    await f.rule(s.campaign, 'device', 'in', { values: ['mobile'] });
    await f.rule(s.campaign, 'language', 'in', { values: ['fr'] }, { is_active: false });
    expect(await titles(s.slug, { 'X-Country-Code': 'NP', 'X-Device-Type': 'mobile' })).toHaveLength(1);
    expect(await titles(s.slug, { 'X-Country-Code': 'IN', 'X-Device-Type': 'mobile' })).toEqual([]);
    expect(await titles(s.slug, { 'X-Country-Code': 'NP', 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64)' })).toEqual([]);
    expect(await titles(s.slug, { 'X-Country-Code': 'NP', 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile' })).toHaveLength(1);
    expect(await titles(s.slug)).toEqual([]); // no country: `in` fails
  });

  it('step 2: login_state reads a valid bearer; an invalid token is a visitor', async () => {
    const s = await f.scene(1);
    await f.rule(s.campaign, 'login_state', 'eq', { value: true });
    expect(await titles(s.slug, bearer(root))).toHaveLength(1);
    expect(await titles(s.slug, bearer('not-a-token'))).toEqual([]);
    expect(await titles(s.slug)).toEqual([]);
  });

  it('step 2: new_visitor, referrer_domain and language', async () => {
    const s = await f.scene(1);
    await f.rule(s.campaign, 'new_visitor', 'eq', { value: true });
    await f.rule(s.campaign, 'referrer_domain', 'ends_with', { values: ['google.com'] });
    await f.rule(s.campaign, 'language', 'not_in', { values: ['fr'] });
    const ok = { 'X-New-Visitor': '1', Referer: 'https://www.Google.com/search?q=x', 'Accept-Language': 'ne-NP,en;q=0.5' };
    expect(await titles(s.slug, ok)).toHaveLength(1);
    expect(await titles(s.slug, { ...ok, 'X-New-Visitor': '0' })).toEqual([]);
    expect(await titles(s.slug, { ...ok, Referer: 'https://bing.com/' })).toEqual([]);
    expect(await titles(s.slug, { ...ok, 'Accept-Language': 'FR-ca' })).toEqual([]);
  });

  it('step 3: inactive or deleted banners, inactive assignments, expired or out-of-window schedules are not served', async () => {
    const p = await f.placement({ max_banners: 10, allow_partial_render: true });
    const c = await f.campaign();
    await f.link(c, p);
    const add = async (title: string, banner: Record<string, unknown>, assignment: Record<string, unknown> = {}) =>
      f.assign(c, p, await f.banner({ title, ...banner }), assignment);
    await add('evergreen', {});
    await add('scheduled now', { schedule_status: 'scheduled', publish_at: past, expires_at: future });
    await add('active open', { schedule_status: 'active', publish_at: past });
    await add('scheduled later', { schedule_status: 'scheduled', publish_at: future });
    await add('active ran out', { schedule_status: 'active', publish_at: new Date(Date.now() - 2 * 86_400_000), expires_at: past });
    await add('expired', { schedule_status: 'expired' });
    await add('inactive', { is_active: false });
    await add('deleted', { deleted_at: new Date() });
    await add('assignment off', {}, { is_active: false });
    const [{ slug }] = await f.q(`SELECT slug FROM placements WHERE id = $1`, [p.id]);
    expect((await titles(slug)).sort()).toEqual(['active open', 'evergreen', 'scheduled now']);
  });

  it('steps 4-5: order, maxBanners, fallback fill, and [] when partial render is off and a slot stays empty', async () => {
    const p = await f.placement({ max_banners: 3, allow_partial_render: true });
    const c = await f.campaign();
    await f.link(c, p);
    await f.assign(c, p, await f.banner({ title: 'second' }), { display_order: 1, weight: 100 });
    await f.assign(c, p, await f.banner({ title: 'first' }), { display_order: 0 });
    await f.assign(c, p, await f.banner({ title: 'fallback b' }), { is_fallback: true, fallback_priority: 5 });
    await f.assign(c, p, await f.banner({ title: 'fallback a' }), { is_fallback: true, fallback_priority: 1 });
    const [{ slug }] = await f.q(`SELECT slug FROM placements WHERE id = $1`, [p.id]);
    const res = await serve(slug).expect(200);
    expect(res.body.data.banners.map((b: { title: string; isFallback: boolean }) => [b.title, b.isFallback])).toEqual([
      ['first', false],
      ['second', false],
      ['fallback a', true],
    ]);

    const strict = await f.placement({ max_banners: 3, allow_partial_render: false });
    await f.link(c, strict);
    await f.assign(c, strict, await f.banner({ title: 'only primary' }));
    await f.assign(c, strict, await f.banner({ title: 'a fallback' }), { is_fallback: true, fallback_priority: 1 });
    const [{ slug: strictSlug }] = await f.q(`SELECT slug FROM placements WHERE id = $1`, [strict.id]);
    expect(await titles(strictSlug)).toEqual([]);
  });
});

describe('serve cache', () => {
  it('caches per slug and context; servedAt is not cached; a schedule change drops every entry', async () => {
    const s = await f.scene(1, {}, { title: 'before' });
    await f.rule(s.campaign, 'device', 'in', { values: ['mobile', 'desktop'] }); // the key reads the device, and only it
    const mobile = { 'X-Device-Type': 'mobile' };
    const headlines = async (headers: Record<string, string>) =>
      (await serve(s.slug, headers).expect(200)).body.data.banners.map((b: { headline: string }) => b.headline);
    await f.q(`UPDATE banner_assignments SET override_headline = 'before' WHERE banner_id = $1`, [s.banners[0].id]);
    await f.quiet(); // the scene's own writes drop the cache when their notification arrives
    expect(await headlines(mobile)).toEqual(['before']);
    // an assignment write does not drop the cache (spec 01)
    await f.q(`UPDATE banner_assignments SET override_headline = 'after' WHERE banner_id = $1`, [s.banners[0].id]);
    expect(await headlines(mobile)).toEqual(['before']); // a hit
    expect(await headlines({ 'X-Device-Type': 'desktop' })).toEqual(['after']); // another context: its own entry
    // headers no rule reads share the entry: a Referer or a language makes no entry of its own
    expect(await headlines({ ...mobile, Referer: 'https://elsewhere.example/x', 'Accept-Language': 'fr' })).toEqual(['before']);
    await BANNERS_SCHEDULE_CHANGED.run();
    expect(await headlines(mobile)).toEqual(['after']);
  });

  it("keys on the fields the placement's rules read: a rule added later splits the entry at once (its write drops the cache)", async () => {
    const s = await f.scene(1, {}, { title: 'split' });
    await f.quiet();
    expect(await titles(s.slug, { 'X-Device-Type': 'desktop' })).toEqual(['split']);
    await f.rule(s.campaign, 'device', 'in', { values: ['mobile'] });
    await f.quiet();
    expect(await titles(s.slug, { 'X-Device-Type': 'desktop' })).toEqual([]);
    expect(await titles(s.slug, { 'X-Device-Type': 'mobile' })).toEqual(['split']);
  });

  it('a banner deactivated after caching stops being served on the next requests (its write drops the cache)', async () => {
    const s = await f.scene(1, {}, { title: 'soon gone' });
    expect(await titles(s.slug)).toEqual(['soon gone']);
    await f.q(`UPDATE banners SET is_active = false WHERE id = $1`, [s.banners[0].id]);
    // the drop reaches every instance through NOTIFY; poll briefly rather than sleep
    const until = Date.now() + 15_000;
    let served = ['soon gone'];
    while (served.length && Date.now() < until) served = await titles(s.slug);
    expect(served).toEqual([]);
  });

  it('a placement deactivated after caching is refused at once (the lookup is outside the cache)', async () => {
    const s = await f.scene(1);
    await serve(s.slug).expect(200);
    await f.q(`UPDATE placements SET is_active = false WHERE id = $1`, [s.placement.id]);
    // the change reaches the in-memory directory through NOTIFY; poll briefly rather than sleep
    const until = Date.now() + 15_000;
    let status = 200;
    while (status === 200 && Date.now() < until) status = (await serve(s.slug)).status;
    expect(status).toBe(404);
  });

  it('ctaUrl follows the target slug on every response, cache or not; the override wins', async () => {
    const created = await t.http
      .post('/api/admin/catalog/brands')
      .set(bearer(root))
      .set('Idempotency-Key', randomUUID())
      .send({ name: `Acme ${Date.now()}`, slug: `acme-${Date.now()}` });
    expect(created.status).toBe(201);
    const brand = created.body.data;
    const [{ id: brandId }] = await f.q(`SELECT id::text AS id FROM brands WHERE public_id = $1`, [brand.publicId]);
    const s = await f.scene(2, { allow_partial_render: true }, { target_kind: 'brand', target_brand_id: brandId, cta_url: '/fallback', utm_medium: 'banner' });
    await f.q(`UPDATE banner_assignments SET override_cta_url = 'https://partner.example/x' WHERE banner_id = $1`, [s.banners[1].id]);
    const links = async () => (await serve(s.slug).expect(200)).body.data.banners.map((b: { ctaUrl: string }) => b.ctaUrl);
    expect(await links()).toEqual([`https://shop.example/brands/${brand.slug}?utm_medium=banner`, 'https://partner.example/x?utm_medium=banner']);
    const renamed = await t.http
      .patch(`/api/admin/catalog/brands/${brand.publicId}`)
      .set(bearer(root))
      .send({ slug: `${brand.slug}-new` });
    expect(renamed.status).toBe(200);
    expect((await links())[0]).toBe(`https://shop.example/brands/${brand.slug}-new?utm_medium=banner`);
    expect((await t.http.delete(`/api/admin/catalog/brands/${brand.publicId}`).set(bearer(root))).status).toBe(200); // soft delete
    expect((await links())[0]).toBe('/fallback?utm_medium=banner');
  });
});
