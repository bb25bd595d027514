import { bootApp, type TestApp } from '../../support/app.js';
import { adminWith, bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../../support/auth.js';
import { BANNERS, bannerApi, CAMPAIGNS, failure, PLACEMENTS } from './support.js';

let t: TestApp;
let root: string;
let api: ReturnType<typeof bannerApi>;
const UNKNOWN = '01900000-0000-7000-8000-000000000000';

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  api = bannerApi(t, () => root);
});
afterAll(async () => t?.close());

describe('campaign placements', () => {
  it('links a placement (201), refuses a second link (409), activates, deactivates and removes it', async () => {
    const c = await api.campaign();
    const p = await api.placement();
    const res = await api.post(`${CAMPAIGNS}/${c.publicId}/placements`, { placementPublicId: p.publicId, isActive: false });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ campaignPublicId: c.publicId, placementPublicId: p.publicId, placementSlug: p.slug, isActive: false });
    expect(failure(await api.post(`${CAMPAIGNS}/${c.publicId}/placements`, { placementPublicId: p.publicId }))).toMatchObject({
      status: 409,
      code: 'CAMPAIGN_PLACEMENT_ALREADY_EXISTS',
    });
    const link = `${CAMPAIGNS}/${c.publicId}/placements/${p.publicId}`;
    expect((await api.patch(`${link}/activate`).expect(200)).body.data.isActive).toBe(true);
    expect((await api.patch(`${link}/deactivate`).expect(200)).body.data.isActive).toBe(false);
    const b = await api.banner();
    await api.assign(c.publicId, p.publicId, { bannerPublicId: b.publicId });
    await api.del(link).expect(200);
    // the link's assignments went with it
    expect(failure(await api.get(`${link}/banners`))).toMatchObject({ status: 404, code: 'CAMPAIGN_PLACEMENT_NOT_FOUND' });
    expect(
      await t.bazaar.dataSource.query(`SELECT 1 FROM banner_assignments a JOIN banners b ON b.id = a.banner_id WHERE b.public_id = $1`, [b.publicId]),
    ).toHaveLength(0);
    expect(failure(await api.del(link))).toMatchObject({ status: 404, code: 'CAMPAIGN_PLACEMENT_NOT_FOUND' });
    expect(failure(await api.patch(`${link}/activate`))).toMatchObject({ status: 404, code: 'CAMPAIGN_PLACEMENT_NOT_FOUND' });
  });

  it('answers 404 for an unknown campaign or placement, 400 for a deleted campaign or a bad body', async () => {
    const c = await api.campaign();
    const p = await api.placement();
    expect(failure(await api.post(`${CAMPAIGNS}/${UNKNOWN}/placements`, { placementPublicId: p.publicId }))).toMatchObject({
      status: 404,
      code: 'CAMPAIGN_NOT_FOUND',
    });
    expect(failure(await api.post(`${CAMPAIGNS}/${c.publicId}/placements`, { placementPublicId: UNKNOWN }))).toMatchObject({
      status: 404,
      code: 'PLACEMENT_NOT_FOUND',
    });
    expect(failure(await api.patch(`${CAMPAIGNS}/${c.publicId}/placements/${UNKNOWN}/activate`))).toMatchObject({ status: 404, code: 'PLACEMENT_NOT_FOUND' });
    expect(failure(await api.post(`${CAMPAIGNS}/${c.publicId}/placements`, { placementPublicId: 'x' }))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: ['placementPublicId'],
    });
    await api.del(`${CAMPAIGNS}/${c.publicId}`).expect(200);
    expect(failure(await api.post(`${CAMPAIGNS}/${c.publicId}/placements`, { placementPublicId: p.publicId }))).toMatchObject({
      status: 400,
      code: 'CAMPAIGN_ALREADY_DELETED',
    });
  });
});

describe('banner assignments', () => {
  it('assigns banners with defaults, lists them in display order, edits, toggles and removes them', async () => {
    const c = await api.campaign();
    const p = await api.placement();
    await api.link(c.publicId, p.publicId);
    const b1 = await api.banner({ title: 'First' });
    const b2 = await api.banner({ title: 'Second' });
    const path = `${CAMPAIGNS}/${c.publicId}/placements/${p.publicId}/banners`;
    const res = await api.post(path, { bannerPublicId: b2.publicId, displayOrder: 2 });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      campaignPublicId: c.publicId,
      placementPublicId: p.publicId,
      bannerPublicId: b2.publicId,
      bannerTitle: 'Second',
      displayOrder: 2,
      weight: 100,
      isFallback: false,
      fallbackPriority: null,
      isActive: true,
      overrideCtaUrl: null,
      transitionDurationMs: null,
    });
    await api
      .post(path, {
        bannerPublicId: b1.publicId,
        displayOrder: 1,
        weight: 10,
        isFallback: true,
        fallbackPriority: 1,
        overrideCtaUrl: 'https://x.test/o',
        overrideCtaLabel: 'Go',
        overrideHeadline: 'H',
        overrideSubheadline: 'S',
        transitionDurationMs: 4000,
      })
      .expect(201);
    expect(failure(await api.post(path, { bannerPublicId: b1.publicId }))).toMatchObject({ status: 409, code: 'BANNER_ASSIGNMENT_ALREADY_EXISTS' });
    const list = await api.get(path).expect(200);
    expect(list.body).toMatchObject({ count: 2, currentPage: 1 });
    expect(list.body.data.map((a: any) => a.bannerTitle)).toEqual(['First', 'Second']);
    expect(list.body.data[0]).toMatchObject({ overrideCtaUrl: 'https://x.test/o', transitionDurationMs: 4000, isFallback: true, fallbackPriority: 1 });
    const one = `${path}/${b2.publicId}`;
    expect((await api.patch(one, { displayOrder: 0, overrideHeadline: 'New' }).expect(200)).body.data).toMatchObject({
      displayOrder: 0,
      overrideHeadline: 'New',
    });
    expect((await api.patch(`${one}/deactivate`).expect(200)).body.data.isActive).toBe(false);
    expect((await api.patch(`${one}/activate`).expect(200)).body.data.isActive).toBe(true);
    await api.del(one).expect(200);
    expect(failure(await api.del(one))).toMatchObject({ status: 404, code: 'BANNER_ASSIGNMENT_NOT_FOUND' });
    expect(failure(await api.patch(one, { weight: 1 }))).toMatchObject({ status: 404, code: 'BANNER_ASSIGNMENT_NOT_FOUND' });
    expect(failure(await api.patch(`${one}/activate`))).toMatchObject({ status: 404, code: 'BANNER_ASSIGNMENT_NOT_FOUND' });
    expect((await api.get(path).expect(200)).body.data.map((a: any) => a.bannerTitle)).toEqual(['First']);
  });

  it('answers the 404s in order: campaign, placement, link, banner, assignment; and 400 for bad fields', async () => {
    const c = await api.campaign();
    const p = await api.placement();
    const lonely = await api.placement();
    await api.link(c.publicId, p.publicId);
    const b = await api.banner();
    const base = (cp: string, pp: string) => `${CAMPAIGNS}/${cp}/placements/${pp}/banners`;
    expect(failure(await api.get(base(UNKNOWN, p.publicId)))).toMatchObject({ status: 404, code: 'CAMPAIGN_NOT_FOUND' });
    expect(failure(await api.get(base(c.publicId, UNKNOWN)))).toMatchObject({ status: 404, code: 'PLACEMENT_NOT_FOUND' });
    expect(failure(await api.get(base(c.publicId, lonely.publicId)))).toMatchObject({ status: 404, code: 'CAMPAIGN_PLACEMENT_NOT_FOUND' });
    expect(failure(await api.post(base(UNKNOWN, p.publicId), { bannerPublicId: b.publicId }))).toMatchObject({ status: 404, code: 'CAMPAIGN_NOT_FOUND' });
    expect(failure(await api.post(base(c.publicId, lonely.publicId), { bannerPublicId: b.publicId }))).toMatchObject({
      status: 404,
      code: 'CAMPAIGN_PLACEMENT_NOT_FOUND',
    });
    expect(failure(await api.post(base(c.publicId, p.publicId), { bannerPublicId: UNKNOWN }))).toMatchObject({ status: 404, code: 'BANNER_NOT_FOUND' });
    expect(failure(await api.patch(`${base(c.publicId, p.publicId)}/${UNKNOWN}`, { weight: 1 }))).toMatchObject({ status: 404, code: 'BANNER_NOT_FOUND' });
    expect(failure(await api.patch(`${base(c.publicId, p.publicId)}/${b.publicId}`, { weight: 1 }))).toMatchObject({
      status: 404,
      code: 'BANNER_ASSIGNMENT_NOT_FOUND',
    });
    // a deleted banner cannot be assigned
    const gone = await api.banner();
    await api.del(`${BANNERS}/${gone.publicId}`).expect(200);
    expect(failure(await api.post(base(c.publicId, p.publicId), { bannerPublicId: gone.publicId }))).toMatchObject({ status: 404, code: 'BANNER_NOT_FOUND' });
    for (const [body, field] of [
      [{ weight: -1 }, 'weight'],
      [{ transitionDurationMs: 600_001 }, 'transitionDurationMs'],
      [{ overrideCtaUrl: 'ftp://x' }, 'overrideCtaUrl'],
      [{ isFallback: 'yes' }, 'isFallback'],
    ] as const) {
      expect(failure(await api.post(base(c.publicId, p.publicId), { bannerPublicId: b.publicId, ...body }))).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
        fields: [field],
      });
    }
    expect(failure(await api.post(`${PLACEMENTS}`, {})).status).toBe(400);
  });

  it('needs the Assignments permissions', async () => {
    const reader = await adminWith(t, root, ['Assignments_READ', 'Campaigns_CREATE']);
    const c = await api.campaign();
    const p = await api.placement();
    await api.link(c.publicId, p.publicId);
    expect((await t.http.get(`${CAMPAIGNS}/${c.publicId}/placements/${p.publicId}/banners`).set(bearer(reader))).status).toBe(200);
    expect((await t.http.delete(`${CAMPAIGNS}/${c.publicId}/placements/${p.publicId}`).set(bearer(reader))).status).toBe(403);
  });

  it('two concurrent identical links or assignments: one 201, the other 409', async () => {
    const c = await api.campaign();
    const p = await api.placement();
    const links = await Promise.all([1, 2].map(() => api.post(`${CAMPAIGNS}/${c.publicId}/placements`, { placementPublicId: p.publicId })));
    expect(links.map((r) => [r.status, r.body.errorCode ?? null]).sort()).toEqual([
      [201, null],
      [409, 'CAMPAIGN_PLACEMENT_ALREADY_EXISTS'],
    ]);
    const b = await api.banner();
    const path = `${CAMPAIGNS}/${c.publicId}/placements/${p.publicId}/banners`;
    const assigned = await Promise.all([1, 2].map(() => api.post(path, { bannerPublicId: b.publicId })));
    expect(assigned.map((r) => [r.status, r.body.errorCode ?? null]).sort()).toEqual([
      [201, null],
      [409, 'BANNER_ASSIGNMENT_ALREADY_EXISTS'],
    ]);
    expect((await api.get(path).expect(200)).body.count).toBe(1);
  });
});
