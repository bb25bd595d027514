import { bootApp, type TestApp } from '../support/app.js';
import { login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { products } from '../../plugins/products/index.js';
import { PRODUCTS, productApi } from './support.js';

let t: TestApp;
let root: string;
const api = () => productApi(t, () => root);
const sql = (text: string, params: unknown[] = []) => t.bazaar.dataSource.query(text, params);
let category: any;

/** A product with its default variant; `at` builds its admin paths. */
async function variant(onHand = 0) {
  const p = await api().product({ name: `Stock ${Math.random()}`, categoryPublicId: category.publicId, mrp: 1000, sellingPrice: 900 });
  const v = p.variants[0];
  const at = (suffix = '') => `${PRODUCTS}/${p.publicId}/variants/${v.publicId}${suffix}`;
  if (onHand) await api().post(at('/inventory/adjustments'), { delta: onHand, reason: 'receipt' }).expect(201);
  return { p, v, at };
}
const stockOf = async (variantPublicId: string) =>
  (await sql(`SELECT on_hand AS "onHand", reserved, available FROM product_variants WHERE public_id = $1`, [variantPublicId]))[0];
const ledgerOf = async (variantPublicId: string) =>
  (
    await sql(
      `SELECT coalesce(sum(delta_on_hand), 0)::int AS "onHand", coalesce(sum(delta_reserved), 0)::int AS reserved
       FROM inventory_movements m JOIN product_variants v ON v.id = m.variant_id WHERE v.public_id = $1`,
      [variantPublicId],
    )
  )[0];
async function expectLedgerMatches(variantPublicId: string) {
  const s = await stockOf(variantPublicId);
  expect(await ledgerOf(variantPublicId)).toEqual({ onHand: s.onHand, reserved: s.reserved });
}

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  category = await api().category({ name: 'Stock' });
});
afterAll(async () => t?.close());

describe('adjustments and the ledger', () => {
  it('receives, adjusts and corrects with INVENTORY_NEGATIVE checked first and INVENTORY_BELOW_RESERVED for adjustment/receipt', async () => {
    const { v, at } = await variant();
    const received = await api().post(at('/inventory/adjustments'), { delta: 20, reason: 'receipt', note: 'PO-1' });
    expect(received.status).toBe(201);
    expect(received.body.data.movement).toMatchObject({ deltaOnHand: 20, deltaReserved: 0, reason: 'receipt', note: 'PO-1', reference: null });
    expect(received.body.data.variant).toMatchObject({ onHand: 20, reserved: 0, available: 20 });
    expect((await products.stock.hold([{ variantId: v.publicId, quantity: 8 }], 'order-adjust')).ok).toBe(true);

    const cases: Array<[object, number, string]> = [
      [{ delta: -21, reason: 'adjustment' }, 409, 'INVENTORY_NEGATIVE'],
      [{ delta: -21, reason: 'correction' }, 409, 'INVENTORY_NEGATIVE'],
      [{ delta: -13, reason: 'adjustment' }, 409, 'INVENTORY_BELOW_RESERVED'],
      [{ delta: -13, reason: 'receipt' }, 409, 'INVENTORY_BELOW_RESERVED'],
      [{ delta: 0, reason: 'adjustment' }, 400, 'VALIDATION_FAILED'],
      [{ delta: 1.5, reason: 'adjustment' }, 400, 'VALIDATION_FAILED'],
      [{ delta: '1', reason: 'adjustment' }, 400, 'VALIDATION_FAILED'],
      [{ delta: 2 ** 53, reason: 'adjustment' }, 400, 'VALIDATION_FAILED'],
      [{ delta: 1, reason: 'sale' }, 400, 'VALIDATION_FAILED'],
      [{ delta: 1, reason: 'hold' }, 400, 'VALIDATION_FAILED'],
      [{ delta: 1 }, 400, 'VALIDATION_FAILED'],
      [{ delta: 1, reason: 'adjustment', onHand: 3 }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of cases) {
      const res = await api().post(at('/inventory/adjustments'), body);
      expect([JSON.stringify(body), res.status, res.body.errorCode]).toEqual([JSON.stringify(body), status, code]);
    }
    expect(await stockOf(v.publicId)).toEqual({ onHand: 20, reserved: 8, available: 12 });
    expect((await api().post(at('/inventory/adjustments'), { delta: -12, reason: 'adjustment' })).status).toBe(201);
    // a physical count may go below what is reserved
    expect((await api().post(at('/inventory/adjustments'), { delta: -5, reason: 'correction' })).body.data.variant).toMatchObject({
      onHand: 3,
      reserved: 8,
      available: -5,
    });
    await expectLedgerMatches(v.publicId);
    expect((await api().post(at('/inventory/adjustments'), { delta: 1, reason: 'receipt' }, {})).body.errorCode).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const unknown = await api().post(`${PRODUCTS}/${(await variant()).p.publicId}/variants/${v.publicId}/inventory/adjustments`, {
      delta: 1,
      reason: 'receipt',
    });
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'PRODUCT_VARIANT_NOT_FOUND']);
  });

  it('pages the movements newest first with a cursor', async () => {
    const { v, at } = await variant();
    for (let i = 1; i <= 5; i++) await api().post(at('/inventory/adjustments'), { delta: i, reason: 'receipt' }).expect(201);
    const first = await api().get(at('/inventory/movements')).query({ limit: 2 });
    expect(first.status).toBe(200);
    expect(first.body.data.map((m: any) => m.deltaOnHand)).toEqual([5, 4]);
    expect(first.body.data[0]).toMatchObject({ reason: 'receipt', actor: expect.any(String), id: expect.any(String) });
    const second = await api().get(at('/inventory/movements')).query({ limit: 2, cursor: first.body.nextCursor });
    expect(second.body.data.map((m: any) => m.deltaOnHand)).toEqual([3, 2]);
    const last = await api().get(at('/inventory/movements')).query({ limit: 2, cursor: second.body.nextCursor });
    expect([last.body.data.map((m: any) => m.deltaOnHand), last.body.nextCursor]).toEqual([[1], null]);
    expect((await api().get(at('/inventory/movements')).query({ cursor: 'garbage' })).status).toBe(400);
    expect((await api().get(at('/inventory/movements')).query({ limit: 101 })).status).toBe(400);
    expect(await stockOf(v.publicId)).toMatchObject({ onHand: 15 });
  });

  it('keeps the ledger append-only', async () => {
    await expect(sql(`DELETE FROM inventory_movements`)).rejects.toThrow(/append-only/);
  });
});

describe('hold, release, commit, restock', () => {
  it('200 concurrent holds of 1 unit on 50 available: exactly 50 succeed and the ledger matches', async () => {
    const { v } = await variant(50);
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => products.stock.hold([{ variantId: v.publicId, quantity: 1 }], `race-${i}`)));
    expect(results.filter((r) => r.ok)).toHaveLength(50);
    const short = results.filter((r) => !r.ok);
    expect(short).toHaveLength(150);
    expect(short[0]).toEqual({ ok: false, shortfalls: [{ variantId: v.publicId, requested: 1, available: 0 }] });
    expect(await stockOf(v.publicId)).toEqual({ onHand: 50, reserved: 50, available: 0 });
    expect(
      (await sql(`SELECT count(*)::int AS n FROM inventory_holds h JOIN product_variants v ON v.id = h.variant_id WHERE v.public_id = $1`, [v.publicId]))[0].n,
    ).toBe(50);
    await expectLedgerMatches(v.publicId);
  });

  it('holds all lines or nothing, and a repeat with the same ref holds nothing more (also when raced)', async () => {
    const a = await variant(5);
    const b = await variant(2);
    const short = await products.stock.hold(
      [
        { variantId: a.v.publicId, quantity: 3 },
        { variantId: b.v.publicId, quantity: 3 },
      ],
      'order-short',
    );
    expect(short).toEqual({ ok: false, shortfalls: [{ variantId: b.v.publicId, requested: 3, available: 2 }] });
    expect([(await stockOf(a.v.publicId)).reserved, (await stockOf(b.v.publicId)).reserved]).toEqual([0, 0]);

    const lines = [
      { variantId: a.v.publicId, quantity: 1 },
      { variantId: b.v.publicId, quantity: 2 },
      { variantId: a.v.publicId, quantity: 1 },
    ];
    const results = await Promise.all(Array.from({ length: 10 }, () => products.stock.hold(lines, 'order-same')));
    for (const r of results) {
      expect(r).toEqual({
        ok: true,
        lines: [
          { variantId: a.v.publicId, quantity: 2, reserved: true },
          { variantId: b.v.publicId, quantity: 2, reserved: true },
        ],
      });
    }
    expect([(await stockOf(a.v.publicId)).reserved, (await stockOf(b.v.publicId)).reserved]).toEqual([2, 2]);
    await expect(products.stock.hold([{ variantId: a.v.publicId, quantity: 0 }], 'bad')).rejects.toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    await expect(products.stock.hold([{ variantId: a.v.publicId, quantity: 1.5 }], 'bad')).rejects.toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    await expect(products.stock.hold([{ variantId: '01900000-0000-7000-8000-000000000000', quantity: 1 }], 'bad')).rejects.toMatchObject({
      errorCode: 'PRODUCT_VARIANT_NOT_FOUND',
    });
  });

  it('release and commit are idempotent; commit moves onHand and reserved together', async () => {
    const { v } = await variant(10);
    await products.stock.hold([{ variantId: v.publicId, quantity: 3 }], 'order-c');
    await products.stock.hold([{ variantId: v.publicId, quantity: 4 }], 'order-r');
    expect(await stockOf(v.publicId)).toEqual({ onHand: 10, reserved: 7, available: 3 });
    const commits = await Promise.all([products.stock.commit('order-c'), products.stock.commit('order-c')]);
    expect(commits.map((c) => (c.ok ? c.committed : -1)).sort()).toEqual([0, 1]);
    expect(await products.stock.commit('order-c')).toEqual({ ok: true, committed: 0 });
    expect(await products.stock.release('order-c')).toEqual({ released: 0 });
    expect(await stockOf(v.publicId)).toEqual({ onHand: 7, reserved: 4, available: 3 });
    const releases = await Promise.all([products.stock.release('order-r'), products.stock.release('order-r')]);
    expect(releases.map((r) => r.released).sort()).toEqual([0, 1]);
    expect(await products.stock.commit('order-r')).toEqual({ ok: true, committed: 0 });
    expect(await stockOf(v.publicId)).toEqual({ onHand: 7, reserved: 0, available: 7 });
    expect(await products.stock.release('never-held')).toEqual({ released: 0 });
    await expectLedgerMatches(v.publicId);
    const reasons = (
      await sql(`SELECT reason, reference FROM inventory_movements m JOIN product_variants v ON v.id = m.variant_id WHERE v.public_id = $1 ORDER BY m.id`, [
        v.publicId,
      ])
    ).map((r: any) => `${r.reason}:${r.reference}`);
    expect(reasons).toEqual(['receipt:null', 'hold:order-c', 'hold:order-r', 'sale:order-c', 'release:order-r']);
  });

  it('a held order comes up short at settlement after a correction: nothing is committed', async () => {
    const { v, at } = await variant(5);
    await products.stock.hold([{ variantId: v.publicId, quantity: 5 }], 'order-short-later');
    await api().post(at('/inventory/adjustments'), { delta: -3, reason: 'correction' }).expect(201);
    expect(await products.stock.commit('order-short-later')).toEqual({ ok: false, shortfalls: [{ variantId: v.publicId, requested: 5, available: 2 }] });
    expect(await stockOf(v.publicId)).toEqual({ onHand: 2, reserved: 5, available: -3 });
    expect(await products.stock.release('order-short-later')).toEqual({ released: 1 });
    expect(await stockOf(v.publicId)).toEqual({ onHand: 2, reserved: 0, available: 2 });
    await expectLedgerMatches(v.publicId);
  });

  it('restocks once per ref; untracked and pre-order variants hold nothing and are never short', async () => {
    const { v } = await variant(1);
    expect(await products.stock.restock([{ variantId: v.publicId, quantity: 4 }], 'return-1')).toEqual({ restocked: 1 });
    expect(await products.stock.restock([{ variantId: v.publicId, quantity: 4 }], 'return-1')).toEqual({ restocked: 0 });
    expect(await stockOf(v.publicId)).toMatchObject({ onHand: 5 });
    await expectLedgerMatches(v.publicId);

    const untracked = await variant();
    await api().patch(`${PRODUCTS}/${untracked.p.publicId}/variants/${untracked.v.publicId}`, { isTracked: false }).expect(200);
    expect(await products.stock.hold([{ variantId: untracked.v.publicId, quantity: 1000 }], 'order-u')).toEqual({
      ok: true,
      lines: [{ variantId: untracked.v.publicId, quantity: 1000, reserved: false }],
    });
    expect(await stockOf(untracked.v.publicId)).toEqual({ onHand: 0, reserved: 0, available: 0 });

    const pre = await variant(1);
    await api().patch(`${PRODUCTS}/${pre.p.publicId}/stock`, { stockStatus: 'pre_order', version: 1 }).expect(200);
    const held = await products.stock.hold([{ variantId: pre.v.publicId, quantity: 1 }], 'order-pre-1');
    const backorder = await products.stock.hold([{ variantId: pre.v.publicId, quantity: 5 }], 'order-pre-2');
    expect([held, backorder]).toEqual([
      { ok: true, lines: [{ variantId: pre.v.publicId, quantity: 1, reserved: true }] },
      { ok: true, lines: [{ variantId: pre.v.publicId, quantity: 5, reserved: false }] },
    ]);
  });
});

describe('variant lookup', () => {
  it('gives prices, stock and purchasability by the issue rule', async () => {
    const stocked = await variant(3);
    const empty = await variant();
    const untracked = await variant();
    await api().patch(`${PRODUCTS}/${untracked.p.publicId}/variants/${untracked.v.publicId}`, { isTracked: false }).expect(200);
    const pre = await variant();
    await api().patch(`${PRODUCTS}/${pre.p.publicId}/stock`, { stockStatus: 'pre_order', version: 1 }).expect(200);
    for (const x of [stocked, empty, untracked, pre]) {
      const version = (await api().get(`${PRODUCTS}/${x.p.publicId}`)).body.data.version;
      await api().patch(`${PRODUCTS}/${x.p.publicId}/lifecycle`, { status: 'published', version }).expect(200);
    }
    const draft = await variant(3);
    const ids = [stocked, empty, untracked, pre, draft].map((x) => x.v.publicId);
    const found = await products.lookup([...ids, '01900000-0000-7000-8000-000000000000']);
    expect(found.size).toBe(5);
    expect(ids.map((id) => found.get(id)!.purchasable)).toEqual([true, false, true, true, false]);
    expect(found.get(stocked.v.publicId)).toMatchObject({
      productId: stocked.p.publicId,
      productName: stocked.p.name,
      productSlug: stocked.p.slug,
      variantName: null,
      mrp: 1000,
      sellingPrice: 900,
      isTracked: true,
      available: 3,
    });
    expect(found.get(untracked.v.publicId)!.available).toBeNull();
    await api().del(`${PRODUCTS}/${stocked.p.publicId}`).expect(200);
    expect((await products.lookup([stocked.v.publicId])).get(stocked.v.publicId)!.purchasable).toBe(false);
  });
});
