import { randomUUID } from 'node:crypto';
import { clock } from '../../core/clock/clock.js';
import { carts } from '../../plugins/cart/index.js';
import { bootApp, type TestApp } from '../support/app.js';
import { bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { fixtures, type Made } from '../products/storefront-support.js';
import { PRODUCTS } from '../products/support.js';
import { CART, shopper, type Shopper } from './support.js';

let t: TestApp;
let root: string;
let f: ReturnType<typeof fixtures>;
const P: Record<string, Made> = {};
let ann: Shopper;
let bob: Shopper;

const v = (name: string, i = 0) => P[name].variants[i].publicId;
const admin = () => bearer(root);
const versionOf = async (s: Shopper) => (await s.cart()).version as number;
const productVersion = async (p: Made) => (await t.http.get(`${PRODUCTS}/${p.publicId}`).set(admin())).body.data.version;

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  f = fixtures(t, () => root);
  const cat = await f.category({ name: 'Phones' });
  P.phone = await f.product({
    name: 'Phone',
    category: cat,
    variants: [
      { mrp: 50000, sellingPrice: 45000, name: 'Blue', sku: 'PH-BLUE', onHand: 20 },
      { mrp: 50000, sellingPrice: 47000, name: 'Red', onHand: 20, status: 'withdrawn' },
    ],
  });
  P.case = await f.product({ name: 'Case', category: cat, variants: [{ mrp: 1000, sellingPrice: 800, onHand: 20 }] });
  P.few = await f.product({ name: 'Few left', category: cat, variants: [{ mrp: 500, sellingPrice: 500, onHand: 3 }] });
  P.soldOut = await f.product({ name: 'Sold out', category: cat, variants: [{ mrp: 500, sellingPrice: 500, onHand: 0 }] });
  P.preorder = await f.product({ name: 'Coming soon', category: cat, stockStatus: 'pre_order', variants: [{ mrp: 900, sellingPrice: 900, onHand: 0 }] });
  P.untracked = await f.product({ name: 'Gift card', category: cat, variants: [{ mrp: 100, sellingPrice: 100, isTracked: false }] });
  P.draft = await f.product({ name: 'Draft', category: cat, status: 'draft' });
  P.unlisted = await f.product({ name: 'Unlisted', category: cat, status: 'unlisted' });
  P.deleted = await f.product({ name: 'Deleted', category: cat, deleted: true });
  P.later = await f.product({ name: 'Later unpublished', category: cat, variants: [{ mrp: 300, sellingPrice: 300, onHand: 20 }] });
  P.gone = await f.product({ name: 'Later deleted', category: cat, variants: [{ mrp: 400, sellingPrice: 400, onHand: 20 }] });
  ann = await shopper(t);
  bob = await shopper(t);
}, 120_000);
afterAll(async () => {
  clock.reset();
  await t?.close();
});

describe('GET /api/mobile/cart', () => {
  it('a new cart is empty at version 1, unlocked, with zero pricing', async () => {
    const res = await ann.get();
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      version: 1,
      items: [],
      locked: false,
      warnings: [],
      pricing: { currency: 'NPR', subtotal: 0, discountAmount: 0, grandTotal: 0 },
    });
    expect((await ann.get()).body.data.id).toBe(res.body.data.id); // one cart per customer
  });

  it('needs a customer token', async () => {
    expect((await t.http.get(CART)).status).toBe(401);
    expect((await t.http.get(CART).set(admin())).status).toBe(403);
  });
});

describe('PUT /api/mobile/cart/items/{variantId}', () => {
  it('creates a line priced live, then sets its quantity; each accepted change adds 1 to the version', async () => {
    const start = await versionOf(ann);
    const first = (await ann.put(v('phone'), { quantity: 2, expectedVersion: start })).body.data;
    expect(first.version).toBe(start + 1);
    expect(first.items).toEqual([
      {
        id: expect.any(String),
        variantId: v('phone'),
        productId: P.phone.publicId,
        name: 'Phone',
        variantName: 'Blue',
        sku: 'PH-BLUE',
        thumbnail: null,
        unitPrice: 45000,
        mrp: 50000,
        deal: null,
        quantity: 2,
        lineTotal: 90000,
        available: 20,
        purchasable: true,
      },
    ]);
    expect(first.pricing).toEqual({ currency: 'NPR', subtotal: 90000, discountAmount: 0, grandTotal: 90000 });
    const second = (await ann.put(v('phone'), { quantity: 3 })).body.data;
    expect(second.version).toBe(start + 2);
    expect(second.items).toHaveLength(1);
    expect(second.items[0]).toMatchObject({ id: first.items[0].id, quantity: 3, lineTotal: 135000 });
    const third = await ann.set(v('case'), 1);
    expect(third.version).toBe(start + 3);
    expect(third.items.map((i: any) => i.name)).toEqual(['Phone', 'Case']);
    expect(third.pricing).toMatchObject({ subtotal: 135800, grandTotal: 135800 });
    expect(third.warnings).toEqual([]);
  });

  it.each([
    ['quantity 0', { quantity: 0 }],
    ['quantity 11', { quantity: 11 }],
    ['quantity 1.5', { quantity: 1.5 }],
    ['quantity as text', { quantity: '2' }],
    ['no quantity', {}],
    ['quantity null', { quantity: null }],
    ['an unknown property', { quantity: 1, price: 1 }],
    ['expectedVersion 0', { quantity: 1, expectedVersion: 0 }],
    ['expectedVersion 1.5', { quantity: 1, expectedVersion: 1.5 }],
  ])('refuses %s with 400 VALIDATION_FAILED and changes nothing', async (_what, body) => {
    const before = await ann.cart();
    const res = await ann.put(v('case'), body);
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('VALIDATION_FAILED');
    expect(await ann.cart()).toEqual(before);
  });

  it('refuses a variant id that is not a UUID (400) and an unknown one (404 PRODUCT_VARIANT_NOT_FOUND)', async () => {
    const version = await versionOf(ann);
    expect((await ann.put('not-a-uuid', { quantity: 1 })).body.errorCode).toBe('VALIDATION_FAILED');
    const res = await ann.put(randomUUID(), { quantity: 1 });
    expect([res.status, res.body.errorCode]).toEqual([404, 'PRODUCT_VARIANT_NOT_FOUND']);
    expect(await versionOf(ann)).toBe(version);
  });

  it('refuses a variant that cannot be bought: 409 CART_ITEM_UNAVAILABLE, nothing written', async () => {
    const version = await versionOf(ann);
    for (const id of [v('draft'), v('deleted'), v('phone', 1), v('soldOut')]) {
      const res = await ann.put(id, { quantity: 1 });
      expect([id, res.status, res.body.errorCode]).toEqual([id, 409, 'CART_ITEM_UNAVAILABLE']);
    }
    expect(await versionOf(ann)).toBe(version);
  });

  it('sells an unlisted product, an untracked one at any quantity and a pre-order beyond its stock', async () => {
    for (const id of [v('unlisted'), v('untracked'), v('preorder')]) expect((await bob.put(id, { quantity: 10 })).status).toBe(200);
    const items = (await bob.cart()).items;
    expect(items.find((i: any) => i.variantId === v('untracked'))).toMatchObject({ available: null, purchasable: true, quantity: 10 });
    expect(items.find((i: any) => i.variantId === v('preorder'))).toMatchObject({ available: 0, purchasable: true });
    await bob.clear();
  });

  it('refuses more than is available: 409 CART_INSUFFICIENT_STOCK with details.available', async () => {
    const version = await versionOf(ann);
    const res = await ann.put(v('few'), { quantity: 4 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ errorCode: 'CART_INSUFFICIENT_STOCK', details: { available: 3 } });
    expect(await versionOf(ann)).toBe(version);
  });

  it('a stale expectedVersion: 409 CART_VERSION_CONFLICT and nothing changes', async () => {
    const before = await ann.cart();
    const res = await ann.put(v('case'), { quantity: 5, expectedVersion: before.version - 1 });
    expect([res.status, res.body.errorCode]).toEqual([409, 'CART_VERSION_CONFLICT']);
    expect(await ann.cart()).toEqual(before);
  });
});

describe('DELETE routes', () => {
  it('removes one line and empties the cart, each +1; expectedVersion as a query parameter', async () => {
    const s = await shopper(t);
    await s.set(v('phone'), 1);
    await s.set(v('case'), 2);
    const version = await versionOf(s);
    expect((await s.remove(v('phone'), `?expectedVersion=${version - 1}`)).body.errorCode).toBe('CART_VERSION_CONFLICT');
    const removed = await s.remove(v('phone'), `?expectedVersion=${version}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ version: version + 1, items: [{ variantId: v('case') }] });
    const missing = await s.remove(v('phone'));
    expect([missing.status, missing.body.errorCode]).toEqual([404, 'CART_ITEM_NOT_FOUND']);
    const unknown = await s.remove('01900000-0000-7000-8000-00000000dead');
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'PRODUCT_VARIANT_NOT_FOUND']);
    expect(await versionOf(s)).toBe(version + 1);
    expect((await s.clear('?expectedVersion=abc')).body.errorCode).toBe('VALIDATION_FAILED');
    expect((await s.clear('?other=1')).body.errorCode).toBe('VALIDATION_FAILED');
    expect((await s.clear(`?expectedVersion=${version}`)).body.errorCode).toBe('CART_VERSION_CONFLICT');
    const cleared = await s.clear(`?expectedVersion=${version + 1}`);
    expect(cleared.body.data).toMatchObject({ version: version + 2, items: [], pricing: { subtotal: 0, grandTotal: 0 } });
  });
});

describe('another customer', () => {
  it('never sees or changes your cart', async () => {
    const annCart = await ann.cart();
    const bobCart = await bob.cart();
    expect(bobCart.id).not.toBe(annCart.id);
    expect(bobCart.items.map((i: any) => i.variantId)).not.toContain(v('phone'));
    const res = await bob.remove(v('phone'));
    expect([res.status, res.body.errorCode]).toEqual([404, 'CART_ITEM_NOT_FOUND']);
    expect(await ann.cart()).toEqual(annCart);
  });
});

describe('the line limit', () => {
  it('a 51st line: 409 CART_LINE_LIMIT_REACHED; setting a line already there still works', async () => {
    const cat = await f.category({ name: 'Bulk' });
    const many = await f.product({
      name: 'Many',
      category: cat,
      variants: Array.from({ length: 51 }, (_, i) => ({ mrp: 10 + i, sellingPrice: 10 + i, isTracked: false })),
    });
    const s = await shopper(t);
    for (const variant of many.variants.slice(0, 50)) await s.set(variant.publicId, 1);
    const version = await versionOf(s);
    const res = await s.put(many.variants[50].publicId, { quantity: 1 });
    expect([res.status, res.body.errorCode]).toEqual([409, 'CART_LINE_LIMIT_REACHED']);
    expect(await versionOf(s)).toBe(version);
    expect((await s.put(many.variants[0].publicId, { quantity: 2 })).status).toBe(200);
    const cart = await s.cart();
    expect(cart.items).toHaveLength(50);
    expect(cart.version).toBe(version + 1);
  }, 60_000);
});

describe('concurrent writes', () => {
  it('PUTs with the same expectedVersion: exactly one wins, the version moves by 1', async () => {
    const s = await shopper(t);
    const version = await versionOf(s);
    const ids = [v('phone'), v('case'), v('untracked'), v('unlisted'), v('few'), v('later')];
    const answers = await Promise.all(ids.map((id) => s.put(id, { quantity: 1, expectedVersion: version })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.errorCode === 'CART_VERSION_CONFLICT')).toBe(true);
    const cart = await s.cart();
    expect(cart.version).toBe(version + 1);
    expect(cart.items).toHaveLength(1);
  });

  it('PUTs without a version all apply, each +1', async () => {
    const s = await shopper(t);
    const version = await versionOf(s);
    const ids = [v('phone'), v('case'), v('untracked'), v('unlisted')];
    const answers = await Promise.all(ids.map((id) => s.put(id, { quantity: 2 })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const cart = await s.cart();
    expect(cart.version).toBe(version + 4);
    expect(cart.items).toHaveLength(4);
  });
});

describe('warnings', () => {
  it('a line whose product was unpublished or deleted stays, not purchasable, with ITEM_UNAVAILABLE, out of pricing', async () => {
    const s = await shopper(t);
    await s.set(v('case'), 1);
    await s.set(v('later'), 2);
    await s.set(v('gone'), 1);
    await t.http
      .patch(`${PRODUCTS}/${P.later.publicId}/lifecycle`)
      .set(admin())
      .send({ status: 'draft', version: await productVersion(P.later) })
      .expect(200);
    await t.http.delete(`${PRODUCTS}/${P.gone.publicId}`).set(admin()).expect(200);
    const cart = await s.cart();
    expect(cart.items.map((i: any) => [i.name, i.purchasable])).toEqual([
      ['Case', true],
      ['Later unpublished', false],
      ['Later deleted', false],
    ]);
    expect(cart.items[1]).toMatchObject({ unitPrice: 300, lineTotal: 600 });
    expect(cart.pricing).toEqual({ currency: 'NPR', subtotal: 800, discountAmount: 0, grandTotal: 800 });
    expect(cart.warnings).toEqual([
      { code: 'ITEM_UNAVAILABLE', variantId: v('later'), message: expect.any(String) },
      { code: 'ITEM_UNAVAILABLE', variantId: v('gone'), message: expect.any(String) },
    ]);
    // they can be removed, not set again
    expect((await s.put(v('later'), { quantity: 1 })).body.errorCode).toBe('CART_ITEM_UNAVAILABLE');
    expect((await s.remove(v('gone'))).status).toBe(200);
  });

  it('PRICE_CHANGED when the live price differs from the one seen when the line was set; setting it again clears it', async () => {
    const cat = await f.category({ name: 'Repriced' });
    const p = await f.product({ name: 'Lamp', category: cat, variants: [{ mrp: 2000, sellingPrice: 1500, onHand: 20 }] });
    const s = await shopper(t);
    await s.set(p.variants[0].publicId, 2);
    await t.http.patch(`${PRODUCTS}/${p.publicId}/variants/${p.variants[0].publicId}`).set(admin()).send({ sellingPrice: 1700 }).expect(200);
    const cart = await s.cart();
    expect(cart.items[0]).toMatchObject({ unitPrice: 1700, lineTotal: 3400 });
    expect(cart.warnings).toEqual([{ code: 'PRICE_CHANGED', variantId: p.variants[0].publicId, message: expect.stringContaining('1500') }]);
    await s.set(p.variants[0].publicId, 2);
    expect((await s.cart()).warnings).toEqual([]);
  });

  it('STOCK_LOW at 5 available or fewer, and when fewer are available than the line asks for', async () => {
    const cat = await f.category({ name: 'Scarce' });
    const p = await f.product({ name: 'Vase', category: cat, variants: [{ mrp: 700, sellingPrice: 700, onHand: 6 }] });
    const s = await shopper(t);
    const id = p.variants[0].publicId;
    await s.set(id, 4);
    expect((await s.cart()).warnings).toEqual([]);
    await t.http
      .post(`${PRODUCTS}/${p.publicId}/variants/${id}/inventory/adjustments`)
      .set(admin())
      .set('Idempotency-Key', randomUUID())
      .send({ delta: -1, reason: 'correction' })
      .expect(201);
    expect((await s.cart()).warnings).toEqual([{ code: 'STOCK_LOW', variantId: id, message: 'Only 5 of Vase left' }]);
    await t.http
      .post(`${PRODUCTS}/${p.publicId}/variants/${id}/inventory/adjustments`)
      .set(admin())
      .set('Idempotency-Key', randomUUID())
      .send({ delta: -3, reason: 'correction' })
      .expect(201);
    const cart = await s.cart();
    expect(cart.items[0]).toMatchObject({ available: 2, purchasable: true, quantity: 4 });
    expect(cart.warnings).toEqual([{ code: 'STOCK_LOW', variantId: id, message: expect.stringContaining('lower the quantity') }]);
  });
});

describe('the lock (carts.lock / unlock)', () => {
  it('refuses every write with 409 CART_LOCKED while locked; reads show locked: true; only the holder unlocks', async () => {
    const s = await shopper(t);
    await s.set(v('case'), 1);
    const before = await s.cart();
    await carts.lock(s.id, 'checkout-1', new Date(Date.now() + 60_000));
    const locked = await s.cart();
    expect(locked).toEqual({ ...before, locked: true });
    for (const res of [
      await s.put(v('case'), { quantity: 2 }),
      await s.put(v('phone'), { quantity: 1, expectedVersion: before.version }),
      await s.remove(v('case')),
      await s.clear(),
    ]) {
      expect([res.status, res.body.errorCode]).toEqual([409, 'CART_LOCKED']);
    }
    await expect(carts.lock(s.id, 'checkout-2', new Date(Date.now() + 60_000))).rejects.toMatchObject({ errorCode: 'CART_LOCKED' });
    await carts.unlock(s.id, 'checkout-2');
    expect((await s.cart()).locked).toBe(true);
    await carts.unlock(s.id, 'checkout-1');
    expect(await s.cart()).toEqual(before);
    expect((await s.put(v('case'), { quantity: 2 })).status).toBe(200);
  });

  it('a lock past its time no longer holds', async () => {
    const s = await shopper(t);
    await carts.lock(s.id, 'checkout-3', new Date(clock.nowMs() + 60_000));
    expect((await s.cart()).locked).toBe(true);
    clock.advance(61_000);
    try {
      expect((await s.cart()).locked).toBe(false);
      expect((await s.put(v('case'), { quantity: 1 })).status).toBe(200);
    } finally {
      clock.reset();
    }
  });
});

describe('snapshot and releaseBought (checkout)', () => {
  it('snapshot shows the lines with the price last seen; releaseBought removes the bought lines whatever the lock (version + 1) and lifts only its own lock', async () => {
    const s = await shopper(t);
    expect(await carts.peek(s.id)).toBeNull(); // peek never creates the cart
    await s.set(v('phone'), 1);
    await s.set(v('case'), 3);
    const snap = await carts.snapshot(s.id);
    const phone = { variantId: v('phone'), quantity: 1, seenUnitPrice: expect.any(Number) };
    const kase = { variantId: v('case'), quantity: 3, seenUnitPrice: expect.any(Number) };
    expect(snap).toEqual({ id: expect.any(String), version: 3, locked: false, lines: [phone, kase] });
    const view = (await s.get()).body.data;
    expect(snap.lines.map((l) => l.seenUnitPrice)).toEqual(view.items.map((i: { unitPrice: number }) => i.unitPrice));
    expect(await carts.peek(s.id)).toEqual(snap);
    await carts.lock(s.id, 'checkout-4', new Date(Date.now() + 60_000));
    // another checkout's completion: its lines go, the lock of checkout-4 stays
    await carts.releaseBought(s.id, 'checkout-3', [v('phone').toUpperCase()]);
    expect(await carts.snapshot(s.id)).toEqual({ ...snap, version: 4, locked: true, lines: [kase] });
    await carts.releaseBought(s.id, 'checkout-3', [v('phone')]); // nothing left to remove, not its lock: no change
    expect(await carts.snapshot(s.id)).toEqual({ ...snap, version: 4, locked: true, lines: [kase] });
    // its own completion: the lock lifted, and nothing else when none of its lines is left
    await carts.releaseBought(s.id, 'checkout-4', [v('phone')]);
    expect(await carts.snapshot(s.id)).toEqual({ ...snap, version: 4, locked: false, lines: [kase] });
    await carts.releaseBought(s.id, 'checkout-5', [v('case')]);
    expect(await carts.snapshot(s.id)).toEqual({ ...snap, version: 5, locked: false, lines: [] });
    // a customer without a cart: nothing made
    const other = await shopper(t);
    await carts.releaseBought(other.id, 'checkout-6', [v('case')]);
    expect(await carts.peek(other.id)).toBeNull();
  });
});

describe('amounts at the 2^53 - 1 bound', () => {
  it('prices exactly up to it and refuses a change past it (409 CART_AMOUNT_TOO_LARGE, nothing written)', async () => {
    const MAX = Number.MAX_SAFE_INTEGER;
    const cat = await f.category({ name: 'Priceless' });
    const p = await f.product({ name: 'Crown', category: cat, variants: [{ mrp: MAX, sellingPrice: MAX - 1, isTracked: false }] });
    const s = await shopper(t);
    const id = p.variants[0].publicId;
    const version = await versionOf(s);
    const twice = await s.put(id, { quantity: 2 });
    expect([twice.status, twice.body.errorCode]).toEqual([409, 'CART_AMOUNT_TOO_LARGE']);
    expect(await versionOf(s)).toBe(version);
    const once = await s.set(id, 1);
    expect(once.items[0]).toMatchObject({ unitPrice: MAX - 1, lineTotal: MAX - 1 });
    expect(once.pricing).toEqual({ currency: 'NPR', subtotal: MAX - 1, discountAmount: 0, grandTotal: MAX - 1 });
    const more = await s.put(v('case'), { quantity: 1 });
    expect([more.status, more.body.errorCode]).toEqual([409, 'CART_AMOUNT_TOO_LARGE']);
    expect((await s.cart()).items).toHaveLength(1);
    expect(await versionOf(s)).toBe(version + 1);
  });
});
