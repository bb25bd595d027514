import { bootApp, type TestApp } from '../../support/app.js';
import { adminWith, bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../../support/auth.js';
import { fixtures } from '../../products/storefront-support.js';
import { BANNERS, bannerApi, failure, inMinutes } from './support.js';

let t: TestApp;
let root: string;
let api: ReturnType<typeof bannerApi>;
let f: ReturnType<typeof fixtures>;
let rootPublicId: string;

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  api = bannerApi(t, () => root);
  f = fixtures(t, () => root);
  [{ public_id: rootPublicId }] = await t.bazaar.dataSource.query(`SELECT public_id FROM users WHERE email = $1`, [SUPERADMIN.email]);
});
afterAll(async () => t?.close());

describe('banners admin: create, read, list', () => {
  it('creates a banner with defaults, createdBy from the actor, and reads it back', async () => {
    const res = await api.post(BANNERS, {
      title: '  Big sale ',
      primaryImageUrl: 'https://cdn.test/sale.webp',
      mediaVariants: { sm: 'https://cdn.test/s.webp' },
      bgColor: '#fa0',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      title: 'Big sale',
      source: 'internal',
      isActive: true,
      ctaOpenNewTab: false,
      targetKind: null,
      priority: 0,
      scheduleTimezone: 'UTC',
      scheduleStatus: 'evergreen',
      isEvergreenFallback: false,
      mediaVariants: { sm: 'https://cdn.test/s.webp' },
      bgColor: '#fa0',
      createdBy: rootPublicId,
      deletedAt: null,
    });
    expect(res.body.data.id).toBeUndefined();
    const got = await api.get(`${BANNERS}/${res.body.data.publicId}`).expect(200);
    expect(got.body.data).toEqual(res.body.data);
  });

  it('refuses bad input with 400 VALIDATION_FAILED naming the field, and unknown properties', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '' }, 'title'],
      [{ primaryImageUrl: 'javascript:alert(1)' }, 'primaryImageUrl'],
      [{ bgColor: 'red' }, 'bgColor'],
      [{ bgColor: '#12345678' }, 'bgColor'],
      [{ priority: -1 }, 'priority'],
      [{ source: 'paid' }, 'source'],
      [{ scheduleStatus: 'paused' }, 'scheduleStatus'],
      [{ scheduleTimezone: 'Mars/Olympus' }, 'scheduleTimezone'],
      [{ recurrenceWindowStart: '25:00:00' }, 'recurrenceWindowStart'],
      [{ utmSource: 'x'.repeat(101) }, 'utmSource'],
      [{ ctaLabel: 'x'.repeat(101) }, 'ctaLabel'],
      [{ mediaVariants: { sm: 42 } }, 'mediaVariants'],
      [{ seoId: 'not-a-uuid' }, 'seoId'],
    ];
    for (const [body, field] of cases) {
      const res = await api.post(BANNERS, { title: 'B', primaryImageUrl: 'https://cdn.test/b.webp', ...body });
      expect([field, failure(res)]).toEqual([field, { status: 400, code: 'VALIDATION_FAILED', fields: [field] }]);
    }
    expect(failure(await api.post(BANNERS, { title: 'B', primaryImageUrl: 'https://cdn.test/b.webp', sneaky: 1 })).status).toBe(400);
    expect(failure(await api.post(BANNERS, { primaryImageUrl: 'https://cdn.test/b.webp' })).fields).toEqual(['title']);
  });

  it('lists paged with the filters isActive, scheduleStatus, includeDeleted and search', async () => {
    const a = await api.banner({ title: 'Filter Alpha', isActive: false });
    const b = await api.banner({ title: 'Filter Beta', scheduleStatus: 'scheduled', publishAt: inMinutes(60) });
    const c = await api.banner({ title: 'Filter Gamma' });
    await api.del(`${BANNERS}/${c.publicId}`).expect(200);
    const ids = async (query: string) => (await api.get(`${BANNERS}?search=filter&${query}`).expect(200)).body.data.map((x: any) => x.title).sort();
    expect(await ids('')).toEqual(['Filter Alpha', 'Filter Beta']);
    expect(await ids('includeDeleted=true')).toEqual(['Filter Alpha', 'Filter Beta', 'Filter Gamma']);
    expect(await ids('isActive=false')).toEqual(['Filter Alpha']);
    expect(await ids('scheduleStatus=scheduled')).toEqual(['Filter Beta']);
    const page = await api.get(`${BANNERS}?search=filter&size=1&page=2&sort=title&order=asc`).expect(200);
    expect(page.body).toMatchObject({ count: 2, currentPage: 2, totalPage: 2 });
    expect(page.body.data.map((x: any) => x.publicId)).toEqual([b.publicId]);
    expect(failure(await api.get(`${BANNERS}?sort=nope`)).code).toBe('VALIDATION_FAILED');
    expect(failure(await api.get(`${BANNERS}?scheduleStatus=nope`)).code).toBe('VALIDATION_FAILED');
    expect(a.publicId).toBeDefined();
  });

  it('drops the cached admin list when a banner is updated', async () => {
    const b = await api.banner({ title: 'Cached One' });
    const first = await api.get(`${BANNERS}?search=cached`).expect(200);
    expect(first.body.data.map((x: any) => x.title)).toEqual(['Cached One']);
    await api.patch(`${BANNERS}/${b.publicId}`, { title: 'Cached Two' }).expect(200);
    const second = await api.get(`${BANNERS}?search=cached`).expect(200);
    expect(second.body.data.map((x: any) => x.title)).toEqual(['Cached Two']);
  });

  it('answers 404 BANNER_NOT_FOUND for an unknown banner on every route and 400 for a malformed id', async () => {
    const id = '01900000-0000-7000-8000-000000000000';
    expect(failure(await api.get(`${BANNERS}/${id}`))).toMatchObject({ status: 404, code: 'BANNER_NOT_FOUND' });
    expect(failure(await api.patch(`${BANNERS}/${id}`, { title: 'x' }))).toMatchObject({ status: 404, code: 'BANNER_NOT_FOUND' });
    expect(failure(await api.del(`${BANNERS}/${id}`))).toMatchObject({ status: 404, code: 'BANNER_NOT_FOUND' });
    expect(failure(await api.post(`${BANNERS}/${id}/restore`))).toMatchObject({ status: 404, code: 'BANNER_NOT_FOUND' });
    for (const action of ['schedule', 'activate', 'deactivate']) {
      expect(failure(await api.patch(`${BANNERS}/${id}/${action}`))).toMatchObject({ status: 404, code: 'BANNER_NOT_FOUND' });
    }
    expect(failure(await api.get(`${BANNERS}/nope`)).status).toBe(400);
  });

  it('needs the Banners permissions', async () => {
    const reader = await adminWith(t, root, ['Banners_READ']);
    expect((await t.http.get(BANNERS).set(bearer(reader))).status).toBe(200);
    expect((await t.http.post(BANNERS).set(bearer(reader)).send({ title: 'x', primaryImageUrl: 'https://cdn.test/x.webp' })).status).toBe(403);
    expect((await t.http.get(BANNERS)).status).toBe(401);
  });
});

describe('banners admin: edit, schedule, activate, delete, restore', () => {
  it('patches the fields given and clears with null', async () => {
    const b = await api.banner({ headline: 'Hello', ctaLabel: 'Buy' });
    const res = await api.patch(`${BANNERS}/${b.publicId}`, { headline: null, subheadline: 'Sub', priority: 5 }).expect(200);
    expect(res.body.data).toMatchObject({ headline: null, subheadline: 'Sub', ctaLabel: 'Buy', priority: 5, title: 'Banner' });
  });

  it('checks the schedule: publishAt before expiresAt, window start not after end (400 BANNER_SCHEDULE_INVALID)', async () => {
    const hourAhead = inMinutes(60); // one instant for both: two calls can differ by a millisecond, and then it is valid
    expect(
      failure(await api.post(BANNERS, { title: 'S', primaryImageUrl: 'https://cdn.test/s.webp', publishAt: hourAhead, expiresAt: hourAhead })),
    ).toMatchObject({ status: 400, code: 'BANNER_SCHEDULE_INVALID' });
    const b = await api.banner();
    const path = `${BANNERS}/${b.publicId}/schedule`;
    expect(failure(await api.patch(path, { publishAt: inMinutes(120), expiresAt: inMinutes(60) }))).toMatchObject({
      status: 400,
      code: 'BANNER_SCHEDULE_INVALID',
    });
    expect(failure(await api.patch(path, { recurrenceWindowStart: '18:00:00', recurrenceWindowEnd: '09:00:00' }))).toMatchObject({
      status: 400,
      code: 'BANNER_SCHEDULE_INVALID',
    });
    // half of a change is checked against the stored other half
    await api.patch(path, { expiresAt: inMinutes(60) }).expect(200);
    expect(failure(await api.patch(path, { publishAt: inMinutes(90) }))).toMatchObject({ status: 400, code: 'BANNER_SCHEDULE_INVALID' });
    expect(failure(await api.patch(path, { scheduleStatus: 'scheduled' }))).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', fields: ['publishAt'] });
    const ok = await api
      .patch(path, {
        scheduleStatus: 'scheduled',
        publishAt: inMinutes(10),
        recurrenceWindowStart: '09:00:00',
        recurrenceWindowEnd: '18:00:00',
        scheduleTimezone: 'Asia/Kathmandu',
      })
      .expect(200);
    expect(ok.body.data).toMatchObject({
      scheduleStatus: 'scheduled',
      recurrenceWindowStart: '09:00:00',
      recurrenceWindowEnd: '18:00:00',
      scheduleTimezone: 'Asia/Kathmandu',
    });
    expect(failure(await api.patch(path, { title: 'x' })).code).toBe('VALIDATION_FAILED');
  });

  it('activates and deactivates', async () => {
    const b = await api.banner();
    expect((await api.patch(`${BANNERS}/${b.publicId}/deactivate`).expect(200)).body.data.isActive).toBe(false);
    expect((await api.patch(`${BANNERS}/${b.publicId}/activate`).expect(200)).body.data.isActive).toBe(true);
  });

  it('soft deletes and restores with the 400 pair', async () => {
    const b = await api.banner();
    await api.del(`${BANNERS}/${b.publicId}`).expect(200);
    expect((await api.get(`${BANNERS}/${b.publicId}`).expect(200)).body.data.deletedAt).not.toBeNull();
    expect(failure(await api.del(`${BANNERS}/${b.publicId}`))).toMatchObject({ status: 400, code: 'BANNER_ALREADY_DELETED' });
    expect(failure(await api.patch(`${BANNERS}/${b.publicId}`, { title: 'x' }))).toMatchObject({ status: 400, code: 'BANNER_ALREADY_DELETED' });
    expect(failure(await api.patch(`${BANNERS}/${b.publicId}/activate`))).toMatchObject({ status: 400, code: 'BANNER_ALREADY_DELETED' });
    const restored = await api.post(`${BANNERS}/${b.publicId}/restore`).expect(200);
    expect(restored.body.data.deletedAt).toBeNull();
    expect(failure(await api.post(`${BANNERS}/${b.publicId}/restore`))).toMatchObject({ status: 400, code: 'BANNER_NOT_DELETED' });
  });

  it('refuses a seoId that does not exist (404 BANNER_SEO_NOT_FOUND) and takes one that does', async () => {
    const missing = '01900000-0000-7000-8000-0000000000aa';
    expect(failure(await api.post(BANNERS, { title: 'S', primaryImageUrl: 'https://cdn.test/s.webp', seoId: missing }))).toMatchObject({
      status: 404,
      code: 'BANNER_SEO_NOT_FOUND',
    });
    const b = await api.banner();
    expect(failure(await api.patch(`${BANNERS}/${b.publicId}`, { seoId: missing }))).toMatchObject({ status: 404, code: 'BANNER_SEO_NOT_FOUND' });
    const seoRes = await t.http.post('/api/admin/seo').set(bearer(root)).send({ title: 'Sale page' });
    expect(seoRes.status).toBe(201);
    const seoId = seoRes.body.data.id ?? seoRes.body.data.publicId;
    expect((await api.patch(`${BANNERS}/${b.publicId}`, { seoId }).expect(200)).body.data.seoId).toBe(seoId);
  });
});

describe('banners admin: the target rule', () => {
  it('takes a product, category or brand target by public id and a url target with a ctaUrl', async () => {
    const cat = await f.category({ name: 'Phones' });
    const brand = await f.brand({ name: 'Acme' });
    const product = await f.product({ name: 'Phone X', category: cat });
    const p = await api.banner({ targetKind: 'product', targetProductPublicId: product.publicId });
    expect(p).toMatchObject({ targetKind: 'product', targetProductPublicId: product.publicId, targetCategoryPublicId: null, targetBrandPublicId: null });
    const c = await api.banner({ targetKind: 'category', targetCategoryPublicId: cat.publicId });
    expect(c.targetCategoryPublicId).toBe(cat.publicId);
    const r = await api.banner({ targetKind: 'brand', targetBrandPublicId: brand.publicId });
    expect(r.targetBrandPublicId).toBe(brand.publicId);
    const u = await api.banner({ targetKind: 'url', ctaUrl: 'https://shop.test/sale' });
    expect(u).toMatchObject({ targetKind: 'url', ctaUrl: 'https://shop.test/sale' });
    // switching kind clears the old target; keeping the kind keeps it
    const switched = await api.patch(`${BANNERS}/${p.publicId}`, { targetKind: 'brand', targetBrandPublicId: brand.publicId }).expect(200);
    expect(switched.body.data).toMatchObject({ targetKind: 'brand', targetProductPublicId: null, targetBrandPublicId: brand.publicId });
    const kept = await api.patch(`${BANNERS}/${switched.body.data.publicId}`, { title: 'Still brand' }).expect(200);
    expect(kept.body.data.targetBrandPublicId).toBe(brand.publicId);
    const cleared = await api.patch(`${BANNERS}/${r.publicId}`, { targetKind: null }).expect(200);
    expect(cleared.body.data).toMatchObject({ targetKind: null, targetBrandPublicId: null });
  });

  it('refuses a broken target rule with 400 VALIDATION_FAILED naming the field', async () => {
    const cat = await f.category({ name: 'Rule Cat' });
    const unknown = '01900000-0000-7000-8000-0000000000bb';
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ targetKind: 'product' }, 'targetProductPublicId'],
      [{ targetKind: 'category' }, 'targetCategoryPublicId'],
      [{ targetKind: 'brand' }, 'targetBrandPublicId'],
      [{ targetKind: 'url' }, 'ctaUrl'],
      [{ targetKind: 'category', targetCategoryPublicId: cat.publicId, targetProductPublicId: unknown }, 'targetProductPublicId'],
      [{ targetKind: 'url', ctaUrl: 'https://x.test', targetBrandPublicId: unknown }, 'targetBrandPublicId'],
      [{ targetCategoryPublicId: cat.publicId }, 'targetCategoryPublicId'],
      // a public id that names no live record
      [{ targetKind: 'product', targetProductPublicId: unknown }, 'targetProductPublicId'],
      [{ targetKind: 'category', targetCategoryPublicId: unknown }, 'targetCategoryPublicId'],
      [{ targetKind: 'brand', targetBrandPublicId: unknown }, 'targetBrandPublicId'],
      [{ targetKind: 'shop' }, 'targetKind'],
    ];
    for (const [body, field] of cases) {
      const res = await api.post(BANNERS, { title: 'T', primaryImageUrl: 'https://cdn.test/t.webp', ...body });
      expect([body, failure(res)]).toEqual([body, { status: 400, code: 'VALIDATION_FAILED', fields: [field] }]);
    }
    // an update that takes away the url target's link
    const u = await api.banner({ targetKind: 'url', ctaUrl: 'https://shop.test/a' });
    expect(failure(await api.patch(`${BANNERS}/${u.publicId}`, { ctaUrl: null }))).toEqual({ status: 400, code: 'VALIDATION_FAILED', fields: ['ctaUrl'] });
    expect(failure(await api.patch(`${BANNERS}/${u.publicId}`, { targetKind: 'category' }))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: ['targetCategoryPublicId'],
    });
  });
});
