import { clock } from '../../core/clock/clock.js';
import { pricing } from '../../plugins/products/index.js';
import { bootApp, type TestApp } from '../support/app.js';
import { adminWith, bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { DEALS, fixtures, inMinutes } from './storefront-support.js';

let t: TestApp;
let root: string;
let f: ReturnType<typeof fixtures>;
const get = (path: string) => t.http.get(path).set(bearer(root));
const patch = (path: string, body: object) => t.http.patch(path).set(bearer(root)).send(body);
let phones: any;
let acme: any;
let other: any;

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  f = fixtures(t, () => root);
  phones = await f.category({ name: 'Phones' });
  await f.category({ name: 'Cases', parentId: phones.publicId });
  acme = await f.brand({ name: 'Acme' });
  other = await f.brand({ name: 'Other' });
});
afterAll(async () => {
  clock.reset();
  await t?.close();
});

const window = { startsAt: inMinutes(-60), endsAt: inMinutes(60) };

describe('deals admin', () => {
  it('creates (201, Idempotency-Key required), shows, lists and filters deals', async () => {
    const p = await f.product({ name: 'Phone X', category: phones });
    const noKey = await t.http
      .post(DEALS)
      .set(bearer(root))
      .send({ name: 'No key', discountBps: 100, ...window, productPublicIds: [p.publicId] });
    expect([noKey.status, noKey.body.errorCode]).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);

    const res = await f.createDeal({
      name: ' Diwali ',
      discountBps: 2000,
      ...window,
      productPublicIds: [p.publicId],
      categoryPublicIds: [phones.publicId],
      brandPublicIds: [acme.publicId],
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Diwali',
      discountBps: 2000,
      isActive: true,
      isLive: true,
      deletedAt: null,
      productPublicIds: [p.publicId],
      categoryPublicIds: [phones.publicId],
      brandPublicIds: [acme.publicId],
    });
    const id = res.body.data.publicId;
    // the same key and body replay the stored answer: one deal
    const again = await t.http
      .post(DEALS)
      .set(bearer(root))
      .set('Idempotency-Key', res.request.getHeader('Idempotency-Key') as string)
      .send({
        name: ' Diwali ',
        discountBps: 2000,
        ...window,
        productPublicIds: [p.publicId],
        categoryPublicIds: [phones.publicId],
        brandPublicIds: [acme.publicId],
      });
    expect([again.status, again.headers['idempotency-replayed'], again.body.data.publicId]).toEqual([201, 'true', id]);
    expect((await get(`${DEALS}/${id}`).expect(200)).body.data.publicId).toBe(id);

    const future = await f.deal({
      name: 'Next year',
      discountBps: 500,
      startsAt: inMinutes(60 * 24),
      endsAt: inMinutes(60 * 48),
      brandPublicIds: [other.publicId],
    });
    const paused = await f.deal({ name: 'Paused', discountBps: 500, ...window, isActive: false, brandPublicIds: [other.publicId] });
    const names = async (q: string) => (await get(`${DEALS}?${q}`).expect(200)).body.data.map((d: any) => d.name).sort();
    expect(await names('live=true')).toEqual(['Diwali']);
    expect(await names('live=false')).toEqual(['Next year', 'Paused']);
    expect(await names('isActive=false')).toEqual(['Paused']);
    expect(await names('search=diw')).toEqual(['Diwali']);
    const page = (await get(`${DEALS}?size=2&sort=name&order=asc`).expect(200)).body;
    expect([page.count, page.totalPage, page.data.map((d: any) => d.name)]).toEqual([3, 2, ['Diwali', 'Next year']]);

    await t.http.delete(`${DEALS}/${paused.publicId}`).set(bearer(root)).expect(200);
    expect(await names('search=a')).toEqual(['Diwali', 'Next year']);
    expect(await names('includeDeleted=true&search=a')).toEqual(['Diwali', 'Next year', 'Paused']);
    expect(future.isLive).toBe(false);
  });

  it('updates fields and replaces scope lists; deletes and restores with the 404/409 codes', async () => {
    const p = await f.product({ name: 'Phone Y', category: phones });
    const d = await f.deal({ name: 'Edit me', discountBps: 1000, ...window, productPublicIds: [p.publicId] });
    const upd = await patch(`${DEALS}/${d.publicId}`, { discountBps: 1500, brandPublicIds: [acme.publicId], productPublicIds: [] }).expect(200);
    expect(upd.body.data).toMatchObject({ discountBps: 1500, productPublicIds: [], brandPublicIds: [acme.publicId], name: 'Edit me' });

    const missing = '01890a5d-ac96-774b-bcce-b302099a8057';
    expect((await get(`${DEALS}/${missing}`).expect(404)).body.errorCode).toBe('DEAL_NOT_FOUND');
    expect((await patch(`${DEALS}/${missing}`, { name: 'x' }).expect(404)).body.errorCode).toBe('DEAL_NOT_FOUND');
    await t.http.delete(`${DEALS}/${d.publicId}`).set(bearer(root)).expect(200);
    expect((await t.http.delete(`${DEALS}/${d.publicId}`).set(bearer(root)).expect(409)).body.errorCode).toBe('DEAL_ALREADY_DELETED');
    expect((await patch(`${DEALS}/${d.publicId}`, { name: 'x' }).expect(409)).body.errorCode).toBe('DEAL_ALREADY_DELETED');
    expect((await get(`${DEALS}/${d.publicId}`).expect(200)).body.data.deletedAt).not.toBeNull();
    const restore = () => t.http.post(`${DEALS}/${d.publicId}/restore`).set(bearer(root)).set('Idempotency-Key', `r-${Math.random()}`);
    expect((await restore().expect(200)).body.data).toMatchObject({ deletedAt: null, isLive: true });
    expect((await restore().expect(409)).body.errorCode).toBe('DEAL_NOT_DELETED');
    expect((await t.http.post(`${DEALS}/${missing}/restore`).set(bearer(root)).set('Idempotency-Key', 'r-missing').expect(404)).body.errorCode).toBe(
      'DEAL_NOT_FOUND',
    );
    expect((await get(`${DEALS}/not-a-uuid`).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
  });

  it('refuses a window that does not move forward, an empty scope and unknown scope ids, changing nothing', async () => {
    const p = await f.product({ name: 'Phone Z', category: phones });
    const before = (await get(`${DEALS}?includeDeleted=true`)).body.count;
    const at = inMinutes(10);
    for (const w of [
      { startsAt: at, endsAt: at },
      { startsAt: inMinutes(20), endsAt: inMinutes(10) },
    ]) {
      const res = await f.createDeal({ name: 'Bad', discountBps: 100, ...w, productPublicIds: [p.publicId] });
      expect([res.status, res.body.errorCode]).toEqual([400, 'DEAL_DATE_INVALID']);
    }
    for (const scope of [{}, { productPublicIds: [], categoryPublicIds: [], brandPublicIds: [] }]) {
      const res = await f.createDeal({ name: 'Bad', discountBps: 100, ...window, ...scope });
      expect([res.status, res.body.errorCode]).toEqual([400, 'DEAL_SCOPE_REQUIRED']);
    }
    const ghost = '01890a5d-ac96-774b-bcce-b302099a8057';
    const unknown: Array<[string, string]> = [
      ['productPublicIds', 'PRODUCT_NOT_FOUND'],
      ['categoryPublicIds', 'PRODUCT_CATEGORY_NOT_FOUND'],
      ['brandPublicIds', 'PRODUCT_BRAND_NOT_FOUND'],
    ];
    for (const [field, code] of unknown) {
      const res = await f.createDeal({
        name: 'Bad',
        discountBps: 100,
        ...window,
        productPublicIds: [p.publicId],
        [field]: field === 'productPublicIds' ? [p.publicId, ghost] : [ghost],
      });
      expect([res.status, res.body.errorCode, res.body.details]).toEqual([404, code, { field, publicIds: [ghost] }]);
    }
    // a deleted product cannot be named
    const gone = await f.product({ name: 'Gone', category: phones, deleted: true });
    expect((await f.createDeal({ name: 'Bad', discountBps: 100, ...window, productPublicIds: [gone.publicId] })).body.errorCode).toBe('PRODUCT_NOT_FOUND');
    const bad: Array<Record<string, unknown>> = [
      { discountBps: 0 },
      { discountBps: 9001 },
      { discountBps: 12.5 },
      { discountBps: '100' },
      { discountBps: null },
      { startsAt: 'tomorrow' },
      { startsAt: '2026-13-01T00:00:00Z' },
      { startsAt: '2026-01-01T00:00:00' },
      { endsAt: '2026-02-30T00:00:00Z' },
      { name: '' },
      { name: 'x'.repeat(151) },
      { productPublicIds: ['not-a-uuid'] },
      { productPublicIds: 'x' },
      { isActive: 'yes' },
      { price: 1 },
    ];
    for (const b of bad) {
      const res = await f.createDeal({ name: 'Bad', discountBps: 100, ...window, productPublicIds: [p.publicId], ...b });
      expect([JSON.stringify(b), res.status, res.body.errorCode]).toEqual([JSON.stringify(b), 400, 'VALIDATION_FAILED']);
    }
    expect((await get(`${DEALS}?includeDeleted=true`)).body.count).toBe(before);

    const d = await f.deal({ name: 'Ok', discountBps: 100, ...window, productPublicIds: [p.publicId] });
    expect((await patch(`${DEALS}/${d.publicId}`, { endsAt: window.startsAt }).expect(400)).body.errorCode).toBe('DEAL_DATE_INVALID');
    expect((await patch(`${DEALS}/${d.publicId}`, { productPublicIds: [] }).expect(400)).body.errorCode).toBe('DEAL_SCOPE_REQUIRED');
    expect((await patch(`${DEALS}/${d.publicId}`, { brandPublicIds: [ghost], productPublicIds: [] }).expect(404)).body.errorCode).toBe(
      'PRODUCT_BRAND_NOT_FOUND',
    );
    expect((await get(`${DEALS}/${d.publicId}`)).body.data).toMatchObject({ productPublicIds: [p.publicId], brandPublicIds: [], endsAt: window.endsAt });
    expect((await get(`${DEALS}?sort=price`).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
  });

  it('needs the Deals permissions', async () => {
    const reader = await adminWith(t, root, ['Deals_READ']);
    await t.http.get(DEALS).set(bearer(reader)).expect(200);
    const res = await t.http.post(DEALS).set(bearer(reader)).set('Idempotency-Key', 'perm-1').send({});
    expect([res.status, res.body.errorCode]).toEqual([403, 'FORBIDDEN']);
    await t.http.get(DEALS).expect(401);
  });
});

describe('live price with its deal (pricing.forVariants)', () => {
  it('applies the live deal with the largest saving; ties go to the earliest created; never written into a price', async () => {
    // a tree of its own: the deals of the suites above cover Phones
    const gear = await f.category({ name: 'Gear' });
    const bags = await f.category({ name: 'Bags', parentId: gear.publicId });
    const sub = await f.category({ name: 'Rugged', parentId: bags.publicId });
    const brand = await f.brand({ name: 'Tie Brand' });
    const cheap = await f.product({ name: 'Cheap case', category: sub, brand, variants: [{ mrp: 12, sellingPrice: 10 }] });
    const dear = await f.product({
      name: 'Dear case',
      category: sub,
      variants: [
        { mrp: 120, sellingPrice: 100 },
        { mrp: 300, sellingPrice: 250 },
      ],
    });
    const first = await f.deal({ name: 'First 10%', discountBps: 1000, ...window, brandPublicIds: [brand.publicId] });
    await new Promise((r) => setTimeout(r, 5)); // distinct creation instants
    // category scope on an ancestor covers the whole subtree
    const second = await f.deal({ name: 'Second 15%', discountBps: 1500, ...window, categoryPublicIds: [gear.publicId] });

    const [c] = await pricing.forVariants([cheap.variants[0].publicId]);
    // price 10: 10% and 15% both save 1 -> the earlier deal wins
    expect(c).toMatchObject({
      sellingPrice: 10,
      mrp: 12,
      effectivePrice: 9,
      deal: { basePrice: 10, saving: 1, effectivePrice: 9, discountBps: 1000, effectiveMaxPrice: 9 },
    });
    const [d1, d2] = await pricing.forVariants([dear.variants[0].publicId, dear.variants[1].publicId]);
    expect(d1.deal).toEqual({ basePrice: 100, saving: 15, effectivePrice: 85, discountBps: 1500, effectiveMaxPrice: 85 });
    expect(d2).toMatchObject({ variantId: dear.variants[1].publicId, productId: dear.publicId, effectivePrice: 213, deal: { saving: 37 } });
    const [{ selling_price }] = await f.sql(`SELECT selling_price FROM product_variants WHERE id = $1`, [dear.variants[0].id]);
    expect(Number(selling_price)).toBe(100);

    // a product outside the scope has no deal
    const elsewhere = await f.category({ name: 'Laptops' });
    const laptop = await f.product({ name: 'Laptop', category: elsewhere });
    expect((await pricing.forVariants([laptop.variants[0].publicId]))[0]).toMatchObject({ effectivePrice: 1000, deal: null });

    // only live deals count: paused, deleted, ended, not yet started
    await patch(`${DEALS}/${second.publicId}`, { isActive: false }).expect(200);
    expect((await pricing.forVariants([dear.variants[0].publicId]))[0].deal).toBeNull();
    expect((await pricing.forVariants([cheap.variants[0].publicId]))[0].deal?.discountBps).toBe(1000);
    await t.http.delete(`${DEALS}/${first.publicId}`).set(bearer(root)).expect(200);
    expect((await pricing.forVariants([cheap.variants[0].publicId]))[0].deal).toBeNull();
    const later = await f.deal({ name: 'Later', discountBps: 5000, startsAt: inMinutes(30), endsAt: inMinutes(90), productPublicIds: [laptop.publicId] });
    expect((await pricing.forVariants([laptop.variants[0].publicId]))[0].deal).toBeNull();
    try {
      clock.advance(31 * 60_000);
      expect((await pricing.forVariants([laptop.variants[0].publicId]))[0].deal).toMatchObject({ saving: 500, discountBps: 5000 });
      clock.advance(60 * 60_000); // now past endsAt
      expect((await pricing.forVariants([laptop.variants[0].publicId]))[0].deal).toBeNull();
    } finally {
      clock.reset();
    }
    expect(later.isLive).toBe(false);
  });

  it('answers in the order asked and leaves out unknown and deleted variants', async () => {
    const p = await f.product({
      name: 'Ordered',
      category: await f.category({ name: 'Plain' }),
      variants: [
        { mrp: 5, sellingPrice: 5 },
        { mrp: 7, sellingPrice: 6, deleted: true },
        { mrp: 9, sellingPrice: 8 },
      ],
    });
    const out = await pricing.forVariants([p.variants[2].publicId, 'nonsense', p.variants[1].publicId, p.variants[0].publicId.toUpperCase()]);
    expect(out.map((v) => v.sellingPrice)).toEqual([8, 5]);
    expect(await pricing.forVariants([])).toEqual([]);
  });
});
