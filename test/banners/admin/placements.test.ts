import { bootApp, type TestApp } from '../../support/app.js';
import { adminWith, bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../../support/auth.js';
import { bannerApi, CAMPAIGNS, failure, PLACEMENTS } from './support.js';

let t: TestApp;
let root: string;
let api: ReturnType<typeof bannerApi>;

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  api = bannerApi(t, () => root);
});
afterAll(async () => t?.close());

describe('placements admin', () => {
  it('creates with defaults, reads, edits, and refuses bad fields', async () => {
    const res = await api.post(PLACEMENTS, { slug: 'home-hero', label: 'Home hero', layoutType: 'full_slider', pageContext: 'home' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      slug: 'home-hero',
      label: 'Home hero',
      layoutType: 'full_slider',
      maxBanners: 1,
      sortOrder: 0,
      isActive: true,
      allowPartialRender: false,
    });
    const id = res.body.data.publicId;
    expect((await api.get(`${PLACEMENTS}/${id}`).expect(200)).body.data).toEqual(res.body.data);
    const edited = await api.patch(`${PLACEMENTS}/${id}`, { maxBanners: 5, recommendedWidth: 1200, recommendedAspectRatio: '16:9', notes: null }).expect(200);
    expect(edited.body.data).toMatchObject({ maxBanners: 5, recommendedWidth: 1200, recommendedAspectRatio: '16:9', notes: null });
    for (const [body, field] of [
      [{ maxBanners: 0 }, 'maxBanners'],
      [{ layoutType: 'carousel' }, 'layoutType'],
      [{ slug: 'Home Hero' }, 'slug'],
      [{ sortOrder: -1 }, 'sortOrder'],
      [{ slug: 'x'.repeat(101) }, 'slug'],
      [{ label: '' }, 'label'],
    ] as const) {
      expect(failure(await api.post(PLACEMENTS, { slug: 'ok-slug', label: 'L', layoutType: 'popup', ...body }))).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
        fields: [field],
      });
    }
  });

  it('keeps the slug unique (409 PLACEMENT_SLUG_EXISTS) on create and update, also under a race', async () => {
    await api.placement({ slug: 'taken-slot' });
    expect(failure(await api.post(PLACEMENTS, { slug: 'taken-slot', label: 'x', layoutType: 'popup' }))).toMatchObject({
      status: 409,
      code: 'PLACEMENT_SLUG_EXISTS',
    });
    const other = await api.placement();
    expect(failure(await api.patch(`${PLACEMENTS}/${other.publicId}`, { slug: 'taken-slot' }))).toMatchObject({ status: 409, code: 'PLACEMENT_SLUG_EXISTS' });
    expect((await api.patch(`${PLACEMENTS}/${other.publicId}`, { slug: other.slug }).expect(200)).body.data.slug).toBe(other.slug);
    const racers = await Promise.all([1, 2, 3].map(() => api.post(PLACEMENTS, { slug: 'raced-slot', label: 'x', layoutType: 'popup' })));
    expect(racers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('lists with the filters isActive, pageContext, layoutType and search, in sortOrder', async () => {
    const a = await api.placement({ slug: 'flt-a', label: 'Filter A', pageContext: 'Product', layoutType: 'sidebar_single', sortOrder: 2 });
    const b = await api.placement({ slug: 'flt-b', label: 'Filter B', pageContext: 'home', layoutType: 'half_pair', sortOrder: 1, isActive: false });
    const slugs = async (q: string) => (await api.get(`${PLACEMENTS}?search=flt&${q}`).expect(200)).body.data.map((x: any) => x.slug);
    expect(await slugs('')).toEqual(['flt-b', 'flt-a']);
    expect(await slugs('isActive=true')).toEqual(['flt-a']);
    expect(await slugs('pageContext=product')).toEqual(['flt-a']);
    expect(await slugs('layoutType=half_pair')).toEqual(['flt-b']);
    expect((await api.get(`${PLACEMENTS}?search=Filter%20B`).expect(200)).body.data.map((x: any) => x.publicId)).toEqual([b.publicId]);
    expect(failure(await api.get(`${PLACEMENTS}?layoutType=carousel`)).code).toBe('VALIDATION_FAILED');
    expect(a.publicId).toBeDefined();
  });

  it('activates and deactivates; 404 PLACEMENT_NOT_FOUND for unknown or deleted ones', async () => {
    const p = await api.placement();
    expect((await api.patch(`${PLACEMENTS}/${p.publicId}/deactivate`).expect(200)).body.data.isActive).toBe(false);
    expect((await api.patch(`${PLACEMENTS}/${p.publicId}/activate`).expect(200)).body.data.isActive).toBe(true);
    await api.del(`${PLACEMENTS}/${p.publicId}`).expect(200);
    for (const id of [p.publicId, '01900000-0000-7000-8000-000000000000']) {
      for (const res of [
        await api.get(`${PLACEMENTS}/${id}`),
        await api.patch(`${PLACEMENTS}/${id}`, { label: 'x' }),
        await api.del(`${PLACEMENTS}/${id}`),
        await api.patch(`${PLACEMENTS}/${id}/activate`),
        await api.patch(`${PLACEMENTS}/${id}/deactivate`),
      ])
        expect(failure(res)).toMatchObject({ status: 404, code: 'PLACEMENT_NOT_FOUND' });
    }
    // a deleted placement frees its slug
    await api.placement({ slug: p.slug });
  });

  it('refuses to delete a placement with an active assignment of a running campaign (409 PLACEMENT_HAS_ACTIVE_ASSIGNMENTS)', async () => {
    const p = await api.placement();
    const c = await api.campaign();
    const b = await api.banner();
    await api.link(c.publicId, p.publicId);
    await api.assign(c.publicId, p.publicId, { bannerPublicId: b.publicId });
    const path = `${CAMPAIGNS}/${c.publicId}/placements/${p.publicId}/banners/${b.publicId}`;
    // a draft campaign is not ended, cancelled or deleted: it counts
    expect(failure(await api.del(`${PLACEMENTS}/${p.publicId}`))).toMatchObject({ status: 409, code: 'PLACEMENT_HAS_ACTIVE_ASSIGNMENTS' });
    // an inactive assignment does not count
    await api.patch(`${path}/deactivate`).expect(200);
    const busy = await api.placement();
    await api.link(c.publicId, busy.publicId);
    await api.assign(c.publicId, busy.publicId, { bannerPublicId: b.publicId });
    await api.del(`${PLACEMENTS}/${p.publicId}`).expect(200);
    // an ended campaign's, or a deleted campaign's, assignments do not count
    await api.patch(`${CAMPAIGNS}/${c.publicId}/activate`).expect(200);
    expect(failure(await api.del(`${PLACEMENTS}/${busy.publicId}`))).toMatchObject({ status: 409, code: 'PLACEMENT_HAS_ACTIVE_ASSIGNMENTS' });
    await api.del(`${CAMPAIGNS}/${c.publicId}`).expect(200);
    await api.del(`${PLACEMENTS}/${busy.publicId}`).expect(200);
    const third = await api.placement();
    const ended = await api.campaign();
    await api.link(ended.publicId, third.publicId);
    await api.assign(ended.publicId, third.publicId, { bannerPublicId: b.publicId });
    await api.patch(`${CAMPAIGNS}/${ended.publicId}/activate`).expect(200);
    await api.patch(`${CAMPAIGNS}/${ended.publicId}/end`).expect(200);
    await api.del(`${PLACEMENTS}/${third.publicId}`).expect(200);
  });

  it('needs the Placements permissions', async () => {
    const reader = await adminWith(t, root, ['Placements_READ']);
    expect((await t.http.get(PLACEMENTS).set(bearer(reader))).status).toBe(200);
    expect((await t.http.post(PLACEMENTS).set(bearer(reader)).send({ slug: 'nope', label: 'x', layoutType: 'popup' })).status).toBe(403);
  });
});
