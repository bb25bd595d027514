import { clock } from '../../core/clock/clock.js';
import { bootApp, type TestApp } from '../support/app.js';
import { adminWith, bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { fixtures } from '../products/storefront-support.js';
import { BANKS, EMI, emiApi, failure } from './support.js';

let t: TestApp;
let root: string;
let api: ReturnType<typeof emiApi>;
let f: ReturnType<typeof fixtures>;

const MINUTE = 60_000;
const at = (ms: number) => new Date(clock.nowMs() + ms).toISOString();
const sql = (text: string, params: unknown[] = []) => t.bazaar.dataSource.query(text, params);
const liveBankIds = async () => ((await api.get(`${BANKS}?pagination=false`).expect(200)).body.data as any[]).map((b) => b.id);

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  api = emiApi(t, () => root);
  f = fixtures(t, () => root);
  clock.set(Date.now());
});
afterAll(async () => {
  clock.reset();
  await t?.close();
});

describe('EMI admin: settings and the tenure vocabulary', () => {
  it('reads and replaces the settings; refuses a partial or bad body with 400 VALIDATION_FAILED', async () => {
    const got = await api.get(`${EMI}/settings`).expect(200);
    expect(got.body.data).toEqual({ enabled: false, priceSource: 'selling_price', eligibilityMode: 'all', updatedAt: expect.any(String) });
    const put = await api.put(`${EMI}/settings`, { enabled: true, priceSource: 'mrp', eligibilityMode: 'selected' }).expect(200);
    expect(put.body.data).toMatchObject({ enabled: true, priceSource: 'mrp', eligibilityMode: 'selected' });
    expect((await api.get(`${EMI}/settings`)).body.data).toEqual(put.body.data);
    const cases: Array<[object, string]> = [
      [{ priceSource: 'mrp', eligibilityMode: 'all' }, 'enabled'],
      [{ enabled: 'yes', priceSource: 'mrp', eligibilityMode: 'all' }, 'enabled'],
      [{ enabled: true, priceSource: 'cost', eligibilityMode: 'all' }, 'priceSource'],
      [{ enabled: true, priceSource: 'mrp', eligibilityMode: 'some' }, 'eligibilityMode'],
      [{ enabled: true, priceSource: 'mrp', eligibilityMode: 'all', extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases)
      expect([field, failure(await api.put(`${EMI}/settings`, body))]).toEqual([field, { status: 400, code: 'VALIDATION_FAILED', fields: [field] }]);
    await api.settings({ enabled: false, priceSource: 'selling_price', eligibilityMode: 'all' });
  });

  it('seeds 3, 6, 9, 12, 18, 24, 36, 48, 60; PUT adds and (de)activates only the listed periods', async () => {
    const seeded = (await api.get(`${EMI}/tenures`).expect(200)).body.data.months;
    expect(seeded).toEqual([3, 6, 9, 12, 18, 24, 36, 48, 60].map((months) => ({ months, isActive: true })));
    const res = await api
      .put(`${EMI}/tenures`, {
        months: [
          { months: 1, isActive: true },
          { months: 120, isActive: true },
          { months: 60, isActive: false },
        ],
      })
      .expect(200);
    expect(res.body.data.months.map((m: any) => `${m.months}:${m.isActive}`)).toEqual([
      '1:true',
      '3:true',
      '6:true',
      '9:true',
      '12:true',
      '18:true',
      '24:true',
      '36:true',
      '48:true',
      '60:false',
      '120:true',
    ]);
    const bad: Array<[object, string]> = [
      [{ months: [{ months: 0, isActive: true }] }, 'months.0.months'],
      [{ months: [{ months: 121, isActive: true }] }, 'months.0.months'],
      [{ months: [{ months: 3 }] }, 'months.0.isActive'],
      [{ months: [] }, 'months'],
      [
        {
          months: [
            { months: 3, isActive: true },
            { months: 3, isActive: false },
          ],
        },
        'months.1.months',
      ],
    ];
    for (const [body, field] of bad)
      expect([field, failure(await api.put(`${EMI}/tenures`, body))]).toEqual([field, { status: 400, code: 'VALIDATION_FAILED', fields: [field] }]);
  });

  it('the database keeps months within 1..120 and rates within 0..10000 bps', async () => {
    await expect(sql(`INSERT INTO emi_tenures (months) VALUES (121)`)).rejects.toThrow(/check/i);
    const bank = await api.bank({ name: 'Check Bank' });
    const [{ id }] = await sql(`SELECT id FROM emi_banks WHERE public_id = $1`, [bank.id]);
    await expect(
      sql(`INSERT INTO emi_rates (public_id, bank_id, annual_rate_bps, effective_from) VALUES (gen_random_uuid(), $1, 10001, now())`, [id]),
    ).rejects.toThrow(/check/i);
    await api.del(`${BANKS}/${bank.id}`).expect(200);
  });
});

describe('EMI admin: banks', () => {
  it('creates with defaults (position after the last), reads, edits; refuses bad input', async () => {
    const before = (await liveBankIds()).length;
    const bank = await api.bank({ name: '  Nabil Bank ', logoUrl: 'https://cdn.test/nabil.png' });
    expect(bank).toEqual({
      id: expect.any(String),
      name: 'Nabil Bank',
      logoUrl: 'https://cdn.test/nabil.png',
      isActive: true,
      position: expect.any(Number),
      rateInForce: null,
      tenures: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      deletedAt: null,
    });
    expect((await liveBankIds()).length).toBe(before + 1);
    expect((await liveBankIds()).at(-1)).toBe(bank.id);
    expect((await api.get(`${BANKS}/${bank.id}`).expect(200)).body.data).toEqual(bank);
    const byName = (await api.get(`${BANKS}?sort=name&order=asc&pagination=false`).expect(200)).body.data.map((b: any) => b.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(failure(await api.get(`${BANKS}?sort=rate`))).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', fields: ['sort'] });
    const edited = await api.patch(`${BANKS}/${bank.id}`, { name: 'Nabil', isActive: false, logoUrl: null }).expect(200);
    expect(edited.body.data).toMatchObject({ name: 'Nabil', isActive: false, logoUrl: null });
    const bad: Array<[object, string]> = [
      [{ name: 'N' }, 'name'],
      [{ name: 'Ok Bank', logoUrl: 'javascript:alert(1)' }, 'logoUrl'],
      [{ name: 'Ok Bank', position: -1 }, 'position'],
      [{ name: 'Ok Bank', rate: 5 }, 'rate'],
    ];
    for (const [body, field] of bad)
      expect([field, failure(await api.post(BANKS, body))]).toEqual([field, { status: 400, code: 'VALIDATION_FAILED', fields: [field] }]);
    expect(failure(await api.get(`${BANKS}/01900000-0000-7000-8000-000000000000`))).toMatchObject({ status: 404, code: 'EMI_BANK_NOT_FOUND' });
    expect(failure(await api.patch(`${BANKS}/01900000-0000-7000-8000-000000000000`, { name: 'Xx' }))).toMatchObject({
      status: 404,
      code: 'EMI_BANK_NOT_FOUND',
    });
  });

  it('soft deletes and restores with the 409 pair; a deleted bank is listed only with deletedOnly and cannot be edited', async () => {
    const bank = await api.bank({ name: 'Doomed Bank' });
    await api.del(`${BANKS}/${bank.id}`).expect(200);
    expect(failure(await api.del(`${BANKS}/${bank.id}`))).toMatchObject({ status: 409, code: 'EMI_BANK_ALREADY_DELETED' });
    expect(await liveBankIds()).not.toContain(bank.id);
    const deleted = (await api.get(`${BANKS}?deletedOnly=true`).expect(200)).body.data;
    expect(deleted.map((b: any) => b.id)).toContain(bank.id);
    expect((await api.get(`${BANKS}/${bank.id}`).expect(200)).body.data.deletedAt).toEqual(expect.any(String));
    expect(failure(await api.patch(`${BANKS}/${bank.id}`, { name: 'Back Bank' })).code).toBe('EMI_BANK_NOT_FOUND');
    expect(failure(await api.post(`${BANKS}/${bank.id}/rates`, { annualRateBps: 100, effectiveFrom: at(MINUTE) })).code).toBe('EMI_BANK_NOT_FOUND');
    expect(failure(await api.put(`${BANKS}/${bank.id}/tenures`, { months: [3] })).code).toBe('EMI_BANK_NOT_FOUND');
    const restored = await api.post(`${BANKS}/${bank.id}/restore`).expect(200);
    expect(restored.body.data.deletedAt).toBeNull();
    expect(failure(await api.post(`${BANKS}/${bank.id}/restore`))).toMatchObject({ status: 409, code: 'EMI_BANK_NOT_DELETED' });
    expect(failure(await api.post(`${BANKS}/01900000-0000-7000-8000-000000000000/restore`))).toMatchObject({ status: 404, code: 'EMI_BANK_NOT_FOUND' });
    expect(await liveBankIds()).toContain(bank.id);
  });

  it('reorders exactly the live banks (index = position); anything else is 409 EMI_REORDER_INVALID and changes nothing', async () => {
    const ids = await liveBankIds();
    const reversed = [...ids].reverse();
    const res = await api.patch(`${BANKS}/reorder`, { ids: reversed }).expect(200);
    expect(res.body.data.map((b: any) => [b.id, b.position])).toEqual(reversed.map((id, i) => [id, i]));
    expect(await liveBankIds()).toEqual(reversed);
    const gone = await api.bank({ name: 'Gone Bank' });
    await api.del(`${BANKS}/${gone.id}`).expect(200);
    const invalid = [
      reversed.slice(1), // one missing
      [...reversed, reversed[0]], // one twice
      [...reversed, gone.id], // a deleted one
      [...reversed, '01900000-0000-7000-8000-000000000000'], // an unknown one
    ];
    for (const body of invalid) expect(failure(await api.patch(`${BANKS}/reorder`, { ids: body }))).toMatchObject({ status: 409, code: 'EMI_REORDER_INVALID' });
    expect(await liveBankIds()).toEqual(reversed);
    expect(failure(await api.patch(`${BANKS}/reorder`, { ids: ['nope'] }))).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it('concurrent reorders apply one after the other: positions end as one of the two orders', async () => {
    const ids = await liveBankIds();
    const a = [...ids].reverse();
    const b = [...ids.slice(1), ids[0]];
    const results = await Promise.all([api.patch(`${BANKS}/reorder`, { ids: a }), api.patch(`${BANKS}/reorder`, { ids: b })]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const after = await liveBankIds();
    expect([JSON.stringify(a), JSON.stringify(b)]).toContain(JSON.stringify(after));
    const positions = await sql(`SELECT position FROM emi_banks WHERE deleted_at IS NULL ORDER BY position`);
    expect(positions.map((p: any) => p.position)).toEqual(after.map((_, i) => i));
  });
});

describe('EMI admin: rates (append-only) and bank tenures', () => {
  it('adds rates, lists them latest first with their status; the rate in force is the latest effectiveFrom <= now', async () => {
    const bank = await api.bank({ name: 'Rate Bank' });
    const first = await api.rate(bank.id, 1000, clock.now().toISOString());
    const second = await api.rate(bank.id, 1100, at(MINUTE));
    const third = await api.rate(bank.id, 1200, at(2 * MINUTE));
    expect(first).toMatchObject({ bankId: bank.id, annualRateBps: 1000, status: 'in_force', createdBy: expect.any(String) });
    const statuses = async () => (await api.get(`${BANKS}/${bank.id}/rates`).expect(200)).body.data.map((r: any) => [r.id, r.status]);
    expect(await statuses()).toEqual([
      [third.id, 'scheduled'],
      [second.id, 'scheduled'],
      [first.id, 'in_force'],
    ]);
    expect((await api.get(`${BANKS}/${bank.id}`)).body.data.rateInForce).toMatchObject({ id: first.id, annualRateBps: 1000 });
    clock.advance(MINUTE);
    expect(await statuses()).toEqual([
      [third.id, 'scheduled'],
      [second.id, 'in_force'],
      [first.id, 'superseded'],
    ]);
    expect((await api.get(`${BANKS}/${bank.id}`)).body.data.rateInForce).toMatchObject({ id: second.id, annualRateBps: 1100 });
  });

  it('refuses a past, missing or out-of-range rate with 400 VALIDATION_FAILED; has no edit path; the table refuses UPDATE', async () => {
    const bank = await api.bank({ name: 'Strict Bank' });
    const bad: Array<[object, string]> = [
      [{ annualRateBps: 100, effectiveFrom: at(-6000) }, 'effectiveFrom'],
      [{ annualRateBps: 100, effectiveFrom: '2020-01-01T00:00:00Z' }, 'effectiveFrom'],
      [{ annualRateBps: 100 }, 'effectiveFrom'],
      [{ annualRateBps: 100, effectiveFrom: '2030-01-01T00:00:00' }, 'effectiveFrom'],
      [{ annualRateBps: -1, effectiveFrom: at(MINUTE) }, 'annualRateBps'],
      [{ annualRateBps: 10_001, effectiveFrom: at(MINUTE) }, 'annualRateBps'],
      [{ annualRateBps: 12.5, effectiveFrom: at(MINUTE) }, 'annualRateBps'],
    ];
    for (const [body, field] of bad)
      expect([field, failure(await api.post(`${BANKS}/${bank.id}/rates`, body))]).toEqual([field, { status: 400, code: 'VALIDATION_FAILED', fields: [field] }]);
    // "now" sent a moment late (within 5 s) is taken as now, never stored in the past
    const justNow = await api.rate(bank.id, 500, at(-2000));
    expect(justNow).toMatchObject({ effectiveFrom: clock.now().toISOString(), status: 'in_force' });
    const rate = await api.rate(bank.id, 10_000, at(MINUTE));
    expect((await api.patch(`${BANKS}/${bank.id}/rates/${rate.id}`, { annualRateBps: 1 })).status).toBe(404);
    expect((await api.put(`${BANKS}/${bank.id}/rates/${rate.id}`, { annualRateBps: 1 })).status).toBe(404);
    await expect(sql(`UPDATE emi_rates SET annual_rate_bps = 1 WHERE public_id = $1`, [rate.id])).rejects.toThrow(/append-only/);
    expect((await sql(`SELECT annual_rate_bps FROM emi_rates WHERE public_id = $1`, [rate.id]))[0].annual_rate_bps).toBe(10_000);
  });

  it('deletes a rate only while effectiveFrom is in the future; in force or past 409; unknown 404 EMI_RATE_NOT_FOUND', async () => {
    const bank = await api.bank({ name: 'Delete Rate Bank' });
    const other = await api.bank({ name: 'Other Rate Bank' });
    const current = await api.rate(bank.id, 900, clock.now().toISOString());
    const scheduled = await api.rate(bank.id, 950, at(MINUTE));
    const soon = await api.rate(bank.id, 975, at(2 * MINUTE));
    expect(failure(await api.del(`${BANKS}/${bank.id}/rates/${current.id}`))).toMatchObject({ status: 409, code: 'EMI_RATE_IN_FORCE_NOT_DELETABLE' });
    expect(failure(await api.del(`${BANKS}/${other.id}/rates/${scheduled.id}`))).toMatchObject({ status: 404, code: 'EMI_RATE_NOT_FOUND' });
    expect(failure(await api.del(`${BANKS}/${bank.id}/rates/01900000-0000-7000-8000-000000000000`))).toMatchObject({ status: 404, code: 'EMI_RATE_NOT_FOUND' });
    await api.del(`${BANKS}/${bank.id}/rates/${scheduled.id}`).expect(200);
    expect(failure(await api.del(`${BANKS}/${bank.id}/rates/${scheduled.id}`)).code).toBe('EMI_RATE_NOT_FOUND');
    clock.advance(2 * MINUTE);
    expect(failure(await api.del(`${BANKS}/${bank.id}/rates/${soon.id}`)).code).toBe('EMI_RATE_IN_FORCE_NOT_DELETABLE');
    const left = (await api.get(`${BANKS}/${bank.id}/rates`)).body.data.map((r: any) => [r.id, r.status]);
    expect(left).toEqual([
      [soon.id, 'in_force'],
      [current.id, 'superseded'],
    ]);
  });

  it('bank tenures are a subset of the active tenures (else 400 naming months); deactivating a tenure withdraws it from every bank', async () => {
    const a = await api.bank({ name: 'Tenure Bank A' });
    const b = await api.bank({ name: 'Tenure Bank B' });
    expect((await api.put(`${BANKS}/${a.id}/tenures`, { months: [12, 3, 9, 3] }).expect(200)).body.data).toEqual({ months: [3, 9, 12] });
    await api.bankTenures(b.id, [9, 18]);
    expect((await api.get(`${BANKS}/${a.id}/tenures`).expect(200)).body.data).toEqual({ months: [3, 9, 12] });
    for (const months of [[7], [60], [0], [121]]) {
      expect([months, failure(await api.put(`${BANKS}/${a.id}/tenures`, { months }))]).toEqual([
        months,
        { status: 400, code: 'VALIDATION_FAILED', fields: ['months'] },
      ]);
    }
    expect((await api.get(`${BANKS}/${a.id}/tenures`)).body.data).toEqual({ months: [3, 9, 12] });
    await api.put(`${EMI}/tenures`, { months: [{ months: 9, isActive: false }] }).expect(200);
    expect((await api.get(`${BANKS}/${a.id}/tenures`)).body.data).toEqual({ months: [3, 12] });
    expect((await api.get(`${BANKS}/${b.id}/tenures`)).body.data).toEqual({ months: [18] });
    expect(failure(await api.put(`${BANKS}/${b.id}/tenures`, { months: [9] })).code).toBe('VALIDATION_FAILED');
    await api.put(`${EMI}/tenures`, { months: [{ months: 9, isActive: true }] }).expect(200);
    expect((await api.get(`${BANKS}/${a.id}/tenures`)).body.data).toEqual({ months: [3, 12] }); // withdrawn, not suspended
    expect((await api.put(`${BANKS}/${a.id}/tenures`, { months: [] }).expect(200)).body.data).toEqual({ months: [] });
  });

  it('a deactivation racing bank tenure writes leaves no bank offering an inactive tenure', async () => {
    const banks = await Promise.all([1, 2, 3, 4].map((i) => api.bank({ name: `Race Bank ${i}` })));
    const writes = banks.map((b) => api.put(`${BANKS}/${b.id}/tenures`, { months: [6, 24] }));
    const off = api.put(`${EMI}/tenures`, { months: [{ months: 24, isActive: false }] });
    const results = await Promise.all([...writes, off]);
    expect(results.every((r) => r.status === 200 || (r.status === 400 && r.body.errorCode === 'VALIDATION_FAILED'))).toBe(true);
    const stray = await sql(`SELECT count(*)::int AS n FROM emi_bank_tenures bt JOIN emi_tenures t ON t.months = bt.months WHERE NOT t.is_active`);
    expect(stray[0].n).toBe(0);
    await api.put(`${EMI}/tenures`, { months: [{ months: 24, isActive: true }] }).expect(200);
  });
});

describe('EMI admin: eligibility', () => {
  it('lists categories and products by name, adds idempotently, removes; unknown ids 400; effective products cover subtrees', async () => {
    const electronics = await f.category({ name: 'Electronics' });
    const audio = await f.category({ name: 'Audio', parentId: electronics.publicId });
    const home = await f.category({ name: 'Home' });
    const speaker = await f.product({ name: 'Speaker', category: audio });
    const tv = await f.product({ name: 'Television', category: electronics });
    const lamp = await f.product({ name: 'Lamp', category: home });
    await f.product({ name: 'Chair', category: home });

    const cats = await api.post(`${EMI}/eligibility/categories`, { categoryIds: [electronics.publicId] }).expect(200);
    expect(cats.body.data).toEqual([{ id: electronics.publicId, name: 'Electronics' }]);
    await api.post(`${EMI}/eligibility/categories`, { categoryIds: [electronics.publicId] }).expect(200);
    expect((await api.get(`${EMI}/eligibility/categories`).expect(200)).body.data).toEqual([{ id: electronics.publicId, name: 'Electronics' }]);
    const prods = await api.post(`${EMI}/eligibility/products`, { productIds: [lamp.publicId] }).expect(200);
    expect(prods.body.data).toEqual([{ id: lamp.publicId, name: 'Lamp' }]);

    const effective = await api.get(`${EMI}/eligibility/effective-products`).expect(200);
    expect(effective.body.data).toEqual([
      { id: lamp.publicId, name: 'Lamp' },
      { id: speaker.publicId, name: 'Speaker' },
      { id: tv.publicId, name: 'Television' },
    ]);
    expect(effective.body.count).toBe(3);
    const page = await api.get(`${EMI}/eligibility/effective-products?page=2&size=2`).expect(200);
    expect([page.body.data.map((p: any) => p.name), page.body.count, page.body.totalPage]).toEqual([['Television'], 3, 2]);

    const unknown = '01900000-0000-7000-8000-000000000000';
    expect(failure(await api.post(`${EMI}/eligibility/categories`, { categoryIds: [audio.publicId, unknown] }))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: ['categoryIds.1'],
    });
    expect(failure(await api.post(`${EMI}/eligibility/products`, { productIds: [unknown] })).fields).toEqual(['productIds.0']);
    expect(failure(await api.post(`${EMI}/eligibility/products`, { productIds: [] })).fields).toEqual(['productIds']);
    expect(failure(await api.post(`${EMI}/eligibility/categories`, { categoryIds: ['x'] })).fields).toEqual(['categoryIds']);
    expect((await api.get(`${EMI}/eligibility/categories`)).body.data).toHaveLength(1); // the refused write added nothing

    expect((await api.del(`${EMI}/eligibility/categories/${electronics.publicId}`).expect(200)).body.data).toEqual([]);
    expect((await api.del(`${EMI}/eligibility/products/${lamp.publicId}`).expect(200)).body.data).toEqual([]);
    expect((await api.del(`${EMI}/eligibility/products/${lamp.publicId}`).expect(200)).body.data).toEqual([]);
    expect((await api.get(`${EMI}/eligibility/effective-products`).expect(200)).body).toMatchObject({ data: [], count: 0 });
  });
});

describe('EMI admin: permissions', () => {
  it('Emi guards settings, tenures and eligibility; EmiBanks guards banks, rates and bank tenures; anonymous is 401', async () => {
    const reader = await adminWith(t, root, ['Emi_READ', 'EmiBanks_READ']);
    const emiOnly = await adminWith(t, root, ['Emi_READ', 'Emi_UPDATE', 'Emi_CREATE', 'Emi_DELETE']);
    const banksOnly = await adminWith(t, root, ['EmiBanks_READ', 'EmiBanks_CREATE', 'EmiBanks_UPDATE']);
    const as = (token: string) => emiApi(t, () => token);
    const bank = await api.bank({ name: 'Guarded Bank' });
    const settings = { enabled: false, priceSource: 'selling_price', eligibilityMode: 'all' };

    expect((await t.http.get(`${EMI}/settings`)).status).toBe(401);
    expect((await t.http.get(BANKS)).status).toBe(401);
    expect((await as(reader).get(`${EMI}/settings`)).status).toBe(200);
    expect((await as(reader).get(`${BANKS}/${bank.id}/rates`)).status).toBe(200);
    expect((await as(reader).put(`${EMI}/settings`, settings)).status).toBe(403);
    expect((await as(reader).post(BANKS, { name: 'Nope Bank' })).status).toBe(403);

    expect((await as(emiOnly).put(`${EMI}/settings`, settings)).status).toBe(200);
    expect((await as(emiOnly).put(`${EMI}/tenures`, { months: [{ months: 3, isActive: true }] })).status).toBe(200);
    expect((await as(emiOnly).get(BANKS)).status).toBe(403);
    expect((await as(emiOnly).put(`${BANKS}/${bank.id}/tenures`, { months: [3] })).status).toBe(403);

    expect((await as(banksOnly).post(`${BANKS}/${bank.id}/rates`, { annualRateBps: 100, effectiveFrom: at(MINUTE) })).status).toBe(201);
    expect((await as(banksOnly).put(`${BANKS}/${bank.id}/tenures`, { months: [3] })).status).toBe(200);
    expect((await as(banksOnly).del(`${BANKS}/${bank.id}`)).status).toBe(403);
    expect((await as(banksOnly).put(`${EMI}/settings`, settings)).status).toBe(403);
    expect((await t.http.get(`${EMI}/tenures`).set(bearer(banksOnly))).status).toBe(403);
  });
});
