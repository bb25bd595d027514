import { bootApp, type TestApp } from '../support/app.js';
import { adminWith, bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { fixtures } from '../products/storefront-support.js';
import { promotions } from '../../plugins/promotions/index.js';
import { COUPONS, customer } from './support.js';

let t: TestApp;
let root: string;
let f: ReturnType<typeof fixtures>;
const get = (path: string) => t.http.get(path).set(bearer(root));
const post = (path: string, body?: object) =>
  t.http
    .post(path)
    .set(bearer(root))
    .send(body ?? {});
const patch = (path: string, body: object) => t.http.patch(path).set(bearer(root)).send(body);
const del = (path: string) => t.http.delete(path).set(bearer(root));
let phones: any;
let acme: any;

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  f = fixtures(t, () => root);
  phones = await f.category({ name: 'Phones' });
  acme = await f.brand({ name: 'Acme' });
});
afterAll(async () => {
  await t?.close();
});

const expectError = (res: { status: number; body: any }, status: number, code: string, field?: string) => {
  expect([res.status, res.body.errorCode]).toEqual([status, code]);
  if (field) expect(JSON.stringify(res.body)).toContain(`"${field}"`);
};

describe('coupons admin', () => {
  it('creates (201, code trimmed and upper-cased), shows, lists with filters and pages', async () => {
    const res = await post(COUPONS, {
      code: '  dashain10 ',
      name: 'Dashain 10%',
      kind: 'percentage',
      valueBps: 1000,
      maxDiscount: 50000,
      scope: 'all',
      isActive: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      code: 'DASHAIN10',
      name: 'Dashain 10%',
      kind: 'percentage',
      valueBps: 1000,
      amount: null,
      maxDiscount: 50000,
      minSubtotal: null,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: null,
      scope: 'all',
      categoryPublicIds: [],
      brandPublicIds: [],
      productPublicIds: [],
      isActive: true,
      usedCount: 0,
      heldCount: 0,
      deletedAt: null,
    });
    const id = res.body.data.publicId;
    expect((await get(`${COUPONS}/${id}`).expect(200)).body.data.code).toBe('DASHAIN10');

    await post(COUPONS, { code: 'FREESHIP', name: 'Free shipping', kind: 'free_shipping', scope: 'all', isActive: false }).expect(201);
    await post(COUPONS, {
      code: 'ACME500',
      name: 'Acme Rs 500 off',
      kind: 'fixed',
      amount: 50000,
      minSubtotal: 200000,
      scope: 'brands',
      brandPublicIds: [acme.publicId],
      isActive: true,
    }).expect(201);
    const codes = async (q: string) => (await get(`${COUPONS}?${q}`).expect(200)).body.data.map((c: any) => c.code).sort();
    expect(await codes('')).toEqual(['ACME500', 'DASHAIN10', 'FREESHIP']);
    expect(await codes('isActive=false')).toEqual(['FREESHIP']);
    expect(await codes('search=ship')).toEqual(['FREESHIP']);
    expect(await codes('search=acme%20rs')).toEqual(['ACME500']);
    const page = (await get(`${COUPONS}?size=2&sort=code&order=asc`).expect(200)).body;
    expect([page.count, page.totalPage, page.data.map((c: any) => c.code)]).toEqual([3, 2, ['ACME500', 'DASHAIN10']]);
    expectError(await get(`${COUPONS}?sort=heldCount`), 400, 'VALIDATION_FAILED', 'sort');
  });

  it('live codes are unique case-insensitively; a deleted coupon frees its code and cannot come back while it is taken', async () => {
    const first = (await post(COUPONS, { code: 'UNIQUE1', name: 'One', kind: 'free_shipping', scope: 'all', isActive: true }).expect(201)).body.data;
    expectError(await post(COUPONS, { code: 'unique1', name: 'Two', kind: 'free_shipping', scope: 'all', isActive: true }), 409, 'COUPON_CODE_ALREADY_EXISTS');
    const other = (await post(COUPONS, { code: 'OTHER1', name: 'Other', kind: 'free_shipping', scope: 'all', isActive: true }).expect(201)).body.data;
    expectError(await patch(`${COUPONS}/${other.publicId}`, { code: 'Unique1' }), 409, 'COUPON_CODE_ALREADY_EXISTS');

    await del(`${COUPONS}/${first.publicId}`).expect(200);
    expectError(await del(`${COUPONS}/${first.publicId}`), 409, 'COUPON_ALREADY_DELETED');
    expectError(await patch(`${COUPONS}/${first.publicId}`, { name: 'x' }), 409, 'COUPON_ALREADY_DELETED');
    expect((await get(`${COUPONS}/${first.publicId}`).expect(200)).body.data.deletedAt).not.toBeNull();
    expect((await get(`${COUPONS}?search=UNIQUE1`)).body.data).toHaveLength(0);
    expect((await get(`${COUPONS}?search=UNIQUE1&includeDeleted=true`)).body.data).toHaveLength(1);
    const ev = await promotions.evaluate({ code: 'UNIQUE1', lines: [], subtotal: 0, shippingFee: 100 });
    expect([ev.reason, ev.couponId]).toEqual(['not_found', null]);

    const second = (await post(COUPONS, { code: 'UNIQUE1', name: 'Again', kind: 'free_shipping', scope: 'all', isActive: true }).expect(201)).body.data;
    expectError(await post(`${COUPONS}/${first.publicId}/restore`), 409, 'COUPON_CODE_ALREADY_EXISTS');
    await del(`${COUPONS}/${second.publicId}`).expect(200);
    const back = await post(`${COUPONS}/${first.publicId}/restore`);
    expect([back.status, back.body.data.deletedAt, back.body.data.name]).toEqual([200, null, 'One']);
    expectError(await post(`${COUPONS}/${first.publicId}/restore`), 409, 'COUPON_NOT_DELETED');
    const missing = '01900000-0000-7000-8000-000000000000';
    for (const res of [
      await get(`${COUPONS}/${missing}`),
      await patch(`${COUPONS}/${missing}`, { name: 'x' }),
      await del(`${COUPONS}/${missing}`),
      await post(`${COUPONS}/${missing}/restore`),
    ]) {
      expectError(res, 404, 'COUPON_NOT_FOUND');
    }
    expectError(await get(`${COUPONS}/not-a-uuid`), 400, 'VALIDATION_FAILED', 'publicId');
  });

  it('ten concurrent creates of one code: exactly one 201, the rest 409 COUPON_CODE_ALREADY_EXISTS (never a 500)', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(COUPONS, { code: i % 2 ? 'race1' : 'RACE1', name: `Race ${i}`, kind: 'free_shipping', scope: 'all', isActive: true }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.errorCode === 'COUPON_CODE_ALREADY_EXISTS')).toBe(true);
    expect((await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM coupons WHERE code = 'RACE1'`))[0].n).toBe(1);
  });

  it('kind-specific fields, the scope list and the window are checked, naming the field, and nothing is written', async () => {
    const base = { code: 'BAD1', name: 'Bad', scope: 'all', isActive: true };
    const cases: [object, string][] = [
      [{ code: 'BAD1', name: 'Bad', isActive: true, kind: 'free_shipping' }, 'scope'],
      [{ code: 'BAD1', name: 'Bad', scope: 'all', kind: 'free_shipping' }, 'isActive'],
      [{ ...base, kind: 'fixed', amount: 100, valueBps: 10 }, 'valueBps'],
      [{ ...base, kind: 'percentage', valueBps: 10, amount: 100 }, 'amount'],
      [{ ...base, kind: 'fixed', amount: 100, maxDiscount: 10 }, 'maxDiscount'],
      [{ ...base, kind: 'free_shipping', valueBps: 10 }, 'valueBps'],
      [{ ...base, kind: 'percentage' }, 'valueBps'],
      [{ ...base, kind: 'fixed' }, 'amount'],
      [{ ...base, kind: 'percentage', valueBps: 10001 }, 'valueBps'],
      [{ ...base, kind: 'percentage', valueBps: 0 }, 'valueBps'],
      [{ ...base, kind: 'fixed', amount: 1.5 }, 'amount'],
      [{ ...base, kind: 'fixed', amount: -1 }, 'amount'],
      [{ ...base, kind: 'fixed', amount: 9007199254740992 }, 'amount'],
      [{ ...base, kind: 'fixed', amount: '100' }, 'amount'],
      [{ ...base, kind: 'bogus' }, 'kind'],
      [{ ...base, code: ' ab ', kind: 'free_shipping' }, 'code'],
      [{ ...base, code: 'x'.repeat(65), kind: 'free_shipping' }, 'code'],
      [{ ...base, kind: 'free_shipping', scope: 'categories' }, 'categoryPublicIds'],
      [{ ...base, kind: 'free_shipping', scope: 'all', brandPublicIds: [acme.publicId] }, 'brandPublicIds'],
      [{ ...base, kind: 'free_shipping', scope: 'brands', brandPublicIds: [acme.publicId], categoryPublicIds: [phones.publicId] }, 'categoryPublicIds'],
      [{ ...base, kind: 'free_shipping', scope: 'brands', brandPublicIds: ['01900000-0000-7000-8000-000000000000'] }, 'brandPublicIds'],
      [{ ...base, kind: 'free_shipping', scope: 'brands', brandPublicIds: ['nope'] }, 'brandPublicIds'],
      [{ ...base, kind: 'free_shipping', startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }, 'endsAt'],
      [{ ...base, kind: 'free_shipping', startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }, 'endsAt'],
      [{ ...base, kind: 'free_shipping', startsAt: '2026-12-01' }, 'startsAt'],
      [{ ...base, kind: 'free_shipping', usageLimit: 0 }, 'usageLimit'],
      [{ ...base, kind: 'free_shipping', perCustomerLimit: 0 }, 'perCustomerLimit'],
      [{ ...base, kind: 'free_shipping', usedCount: 5 }, 'usedCount'],
      [{ ...base, kind: 'free_shipping', heldCount: 5 }, 'heldCount'],
    ];
    for (const [body, fieldName] of cases) {
      const res = await post(COUPONS, body);
      try {
        expectError(res, 400, 'VALIDATION_FAILED', fieldName);
      } catch (e) {
        throw new Error(`${JSON.stringify(body)} -> ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect((await get(`${COUPONS}?search=BAD1&includeDeleted=true`)).body.data).toHaveLength(0);
  });

  it("PATCH changes what it names, drops the other kind's and scope's fields, keeps the rules, and usage is read only", async () => {
    const c = (
      await post(COUPONS, {
        code: 'EDIT1',
        name: 'Edit',
        kind: 'percentage',
        valueBps: 500,
        maxDiscount: 1000,
        scope: 'categories',
        categoryPublicIds: [phones.publicId],
        isActive: true,
      }).expect(201)
    ).body.data;
    const url = `${COUPONS}/${c.publicId}`;
    expectError(await patch(url, { kind: 'fixed' }), 400, 'VALIDATION_FAILED', 'amount');
    expectError(await patch(url, { amount: 100 }), 400, 'VALIDATION_FAILED', 'amount');
    expectError(await patch(url, { usedCount: 3 }), 400, 'VALIDATION_FAILED', 'usedCount');
    expectError(await patch(url, { endsAt: '2026-01-01T00:00:00Z', startsAt: '2026-02-01T00:00:00Z' }), 400, 'VALIDATION_FAILED', 'endsAt');
    expectError(await patch(url, { scope: 'brands' }), 400, 'VALIDATION_FAILED', 'brandPublicIds');
    expectError(await patch(url, { categoryPublicIds: [] }), 400, 'VALIDATION_FAILED', 'categoryPublicIds');
    expect((await get(url)).body.data).toMatchObject({
      kind: 'percentage',
      valueBps: 500,
      maxDiscount: 1000,
      scope: 'categories',
      categoryPublicIds: [phones.publicId],
    });

    const fixed = await patch(url, { kind: 'fixed', amount: 20000, scope: 'brands', brandPublicIds: [acme.publicId], minSubtotal: 5000 });
    expect(fixed.status).toBe(200);
    expect(fixed.body.data).toMatchObject({
      kind: 'fixed',
      valueBps: null,
      maxDiscount: null,
      amount: 20000,
      scope: 'brands',
      categoryPublicIds: [],
      brandPublicIds: [acme.publicId],
      minSubtotal: 5000,
    });
    const cleared = await patch(url, { minSubtotal: null, name: 'Renamed', usageLimit: 2 });
    expect(cleared.body.data).toMatchObject({ minSubtotal: null, name: 'Renamed', usageLimit: 2, amount: 20000 });

    // a limit below what is used and held is refused; usage shows in the coupon
    expect(await promotions.slots.holdSlot(c.publicId, customer(), 'edit-1')).toEqual({ ok: true });
    expect(await promotions.slots.holdSlot(c.publicId, customer(), 'edit-2')).toEqual({ ok: true });
    await promotions.slots.consumeSlot('edit-2');
    expect((await get(url)).body.data).toMatchObject({ usedCount: 1, heldCount: 1 });
    expectError(await patch(url, { usageLimit: 1 }), 400, 'VALIDATION_FAILED', 'usageLimit');
    expect((await patch(url, { usageLimit: null }).expect(200)).body.data.usageLimit).toBeNull();
  });

  it('needs the Promotions permission for each action', async () => {
    const reader = await adminWith(t, root, ['Promotions_READ']);
    expect((await t.http.get(COUPONS).set(bearer(reader))).status).toBe(200);
    const res = await t.http.post(COUPONS).set(bearer(reader)).send({ code: 'NOPE1', name: 'x', kind: 'free_shipping', scope: 'all', isActive: true });
    expectError(res, 403, 'FORBIDDEN');
    expect((await t.http.get(COUPONS)).status).toBe(401);
  });
});
