import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { basketPricing, type PriceInput } from '../../plugins/cart/index.js';
import { bootApp, type TestApp } from '../support/app.js';
import { bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { fixtures, type Made } from '../products/storefront-support.js';
import { PRODUCTS } from '../products/support.js';
import { register } from '../accounts/support/customers.js';

let t: TestApp;
let root: string;
let f: ReturnType<typeof fixtures>;
const P: Record<string, Made> = {};
let served: string; // a district in an active zone: fee 150, free from 5000
let unserved: string;
let customerId: string;
let audioCategory: string;

const v = (name: string) => P[name].variants[0].publicId;
const admin = () => bearer(root);
const price = (input: Partial<PriceInput> & Pick<PriceInput, 'lines'>) => basketPricing.price({ fulfilmentType: 'delivery', districtId: served, ...input });

async function created(path: string, body: object) {
  const res = await t.http.post(path).set(admin()).set('Idempotency-Key', randomUUID()).send(body);
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}
const coupon = (body: Record<string, unknown>) => created('/api/admin/coupons', { name: `Coupon ${body.code}`, scope: 'all', isActive: true, ...body });

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  f = fixtures(t, () => root);
  const phones = await f.category({ name: 'Phones' });
  const audio = await f.category({ name: 'Audio' });
  audioCategory = audio.publicId;
  P.phone = await f.product({ name: 'Phone', category: phones, variants: [{ mrp: 3000, sellingPrice: 3000, onHand: 20 }] });
  P.buds = await f.product({ name: 'Buds', category: audio, variants: [{ mrp: 1000, sellingPrice: 999, onHand: 20 }] });
  P.cable = await f.product({ name: 'Cable', category: phones, variants: [{ mrp: 101, sellingPrice: 101, onHand: 2 }] });
  P.huge = await f.product({
    name: 'Huge',
    category: phones,
    variants: [{ mrp: Number.MAX_SAFE_INTEGER, sellingPrice: Number.MAX_SAFE_INTEGER - 2, isTracked: false }],
  });
  P.pulled = await f.product({ name: 'Pulled', category: phones, variants: [{ mrp: 700, sellingPrice: 700, onHand: 20 }] });
  await t.http
    .patch(`${PRODUCTS}/${P.pulled.publicId}/lifecycle`)
    .set(admin())
    .send({ status: 'archived', version: (await t.http.get(`${PRODUCTS}/${P.pulled.publicId}`).set(admin())).body.data.version })
    .expect(200);
  const districts = (await t.http.get('/api/mobile/shipping/districts')).body.data;
  served = districts[0].id;
  unserved = districts[1].id;
  await created('/api/admin/shipping/zones', { name: 'Valley', districtIds: [served], fee: 150, freeShippingThreshold: 5000, isActive: true });
  customerId = (await register(t)).user.id;
  await coupon({ code: 'AUDIO10', kind: 'percentage', valueBps: 1000, scope: 'categories', categoryPublicIds: [audioCategory] });
  await coupon({ code: 'OFF500', kind: 'fixed', amount: 500 });
  await coupon({ code: 'SHIPFREE', kind: 'free_shipping' });
  await coupon({ code: 'BIGSPEND', kind: 'fixed', amount: 100, minSubtotal: 100000 });
}, 120_000);
afterAll(async () => t?.close());

describe('basketPricing.price: shipping', () => {
  it('delivery to a served district below the threshold pays the fee', async () => {
    const p = await price({ lines: [{ variantId: v('phone'), quantity: 1 }] });
    expect(p).toMatchObject({
      currency: 'NPR',
      subtotal: 3000,
      discountAmount: 0,
      shippingAmount: 150,
      shippingDiscountAmount: 0,
      grandTotal: 3150,
      coupon: null,
      blockingReasons: [],
    });
    expect(p.shipping).toEqual({ fulfilmentType: 'delivery', serviceable: true, fee: 150, shippingDiscountAmount: 0, districtName: expect.any(String) });
    expect(p.lines).toEqual([
      expect.objectContaining({
        variantId: v('phone'),
        name: 'Phone',
        unitPrice: 3000,
        quantity: 1,
        lineTotal: 3000,
        discountAmount: 0,
        purchasable: true,
        isTracked: true,
        available: 20,
      }),
    ]);
  });

  it('at the free-shipping threshold the fee is shown and discounted', async () => {
    const p = await price({ lines: [{ variantId: v('phone'), quantity: 2 }] });
    expect(p).toMatchObject({ subtotal: 6000, shippingAmount: 150, shippingDiscountAmount: 150, grandTotal: 6000 });
  });

  it('a district in no zone, or none given, is not serviceable: no fee, blocking reason', async () => {
    for (const districtId of [unserved, null, randomUUID()]) {
      const p = await price({ districtId, lines: [{ variantId: v('phone'), quantity: 1 }] });
      expect(p.shipping).toMatchObject({ serviceable: false, fee: null, shippingDiscountAmount: 0 });
      expect(p).toMatchObject({ shippingAmount: 0, shippingDiscountAmount: 0, grandTotal: 3000, blockingReasons: ['address_not_serviceable'] });
    }
  });

  it('pickup: not serviceable while disabled; fee 0 once enabled', async () => {
    const lines = [{ variantId: v('phone'), quantity: 1 }];
    expect(await basketPricing.price({ fulfilmentType: 'pickup', lines })).toMatchObject({
      shippingAmount: 0,
      blockingReasons: ['address_not_serviceable'],
      shipping: { serviceable: false, fee: null },
    });
    await t.http
      .put('/api/admin/shipping/pickup')
      .set(admin())
      .send({ name: 'Shop', addressLines: ['New Road'], phone: '9800000000', isEnabled: true })
      .expect(200);
    const p = await basketPricing.price({ fulfilmentType: 'pickup', lines });
    expect(p).toMatchObject({ shippingAmount: 0, shippingDiscountAmount: 0, grandTotal: 3000, blockingReasons: [] });
    expect(p.shipping).toEqual({ fulfilmentType: 'pickup', serviceable: true, fee: 0, shippingDiscountAmount: 0, districtName: null });
  });
});

describe('basketPricing.price: coupons', () => {
  it('a percentage coupon discounts its eligible lines only, allocated to them', async () => {
    const p = await price({
      customerId,
      couponCode: ' audio10 ',
      lines: [
        { variantId: v('phone'), quantity: 1 },
        { variantId: v('buds'), quantity: 2 },
      ],
    });
    expect(p.coupon).toMatchObject({ code: 'AUDIO10', applied: true, discountAmount: 199, reason: null });
    expect(p).toMatchObject({ subtotal: 4998, discountAmount: 199, shippingAmount: 150, shippingDiscountAmount: 0, grandTotal: 4998 - 199 + 150 });
    expect(p.lines.map((l) => l.discountAmount)).toEqual([0, 199]);
  });

  it('a fixed coupon over every line is split by largest remainder and adds up', async () => {
    const p = await price({
      couponCode: 'OFF500',
      lines: [
        { variantId: v('phone'), quantity: 1 },
        { variantId: v('buds'), quantity: 1 },
        { variantId: v('cable'), quantity: 1 },
      ],
    });
    expect(p).toMatchObject({ subtotal: 4100, discountAmount: 500, grandTotal: 4100 - 500 + 150 });
    expect(p.lines.map((l) => l.discountAmount)).toEqual([366, 122, 12]);
  });

  it('free_shipping takes the fee off; with the zone threshold already met it adds nothing', async () => {
    const below = await price({ couponCode: 'SHIPFREE', lines: [{ variantId: v('phone'), quantity: 1 }] });
    expect(below).toMatchObject({ discountAmount: 0, shippingAmount: 150, shippingDiscountAmount: 150, grandTotal: 3000 });
    expect(below.coupon).toMatchObject({ applied: true, shippingDiscountAmount: 150 });
    const above = await price({ couponCode: 'SHIPFREE', lines: [{ variantId: v('phone'), quantity: 2 }] });
    expect(above).toMatchObject({ shippingAmount: 150, shippingDiscountAmount: 150, grandTotal: 6000 });
    expect(above.coupon).toMatchObject({ applied: true, shippingDiscountAmount: 0 });
    const unserviceable = await price({ districtId: unserved, couponCode: 'SHIPFREE', lines: [{ variantId: v('phone'), quantity: 1 }] });
    expect(unserviceable).toMatchObject({ shippingAmount: 0, shippingDiscountAmount: 0, grandTotal: 3000 });
  });

  it('a coupon that does not apply says why and changes nothing', async () => {
    const lines = [{ variantId: v('phone'), quantity: 1 }];
    const cases: Array<[string, string]> = [
      ['NOPE', 'not_found'],
      ['BIGSPEND', 'min_subtotal_not_met'],
      ['AUDIO10', 'no_eligible_items'],
    ];
    for (const [code, reason] of cases) {
      const p = await price({ couponCode: code, lines });
      expect(p.coupon).toMatchObject({ applied: false, reason, discountAmount: 0, message: expect.any(String) });
      expect(p).toMatchObject({ discountAmount: 0, grandTotal: 3150 });
      expect(p.lines[0].discountAmount).toBe(0);
    }
    expect((await price({ couponCode: '   ', lines })).coupon).toBeNull();
  });
});

describe('basketPricing.price: lines and blocking reasons', () => {
  it('an empty basket: blocking reason empty, nothing to discount', async () => {
    const p = await price({ lines: [] });
    expect(p).toMatchObject({ subtotal: 0, discountAmount: 0, lines: [], blockingReasons: ['empty'] });
  });

  it('an unavailable line is shown, left out of the subtotal and the coupon, and blocks', async () => {
    const p = await price({
      couponCode: 'OFF500',
      lines: [
        { variantId: v('pulled'), quantity: 1 },
        { variantId: v('phone'), quantity: 1 },
      ],
    });
    expect(p.lines.map((l) => [l.name, l.purchasable, l.lineTotal, l.discountAmount])).toEqual([
      ['Pulled', false, 700, 0],
      ['Phone', true, 3000, 500],
    ]);
    expect(p).toMatchObject({ subtotal: 3000, discountAmount: 500, blockingReasons: ['items_unavailable'] });
  });

  it('more than is available blocks with insufficient_stock; the same variant twice is one line', async () => {
    const p = await price({
      lines: [
        { variantId: v('cable'), quantity: 2 },
        { variantId: v('cable').toUpperCase(), quantity: 1 },
      ],
    });
    expect(p.lines).toHaveLength(1);
    expect(p.lines[0]).toMatchObject({ quantity: 3, available: 2, lineTotal: 303, purchasable: true });
    expect(p.blockingReasons).toEqual(['insufficient_stock']);
  });

  it('an unknown variant is 404 PRODUCT_VARIANT_NOT_FOUND', async () => {
    await expect(price({ lines: [{ variantId: randomUUID(), quantity: 1 }] })).rejects.toMatchObject({ errorCode: 'PRODUCT_VARIANT_NOT_FOUND' });
    await expect(price({ lines: [{ variantId: 'nope', quantity: 1 }] })).rejects.toMatchObject({ errorCode: 'PRODUCT_VARIANT_NOT_FOUND' });
  });
});

describe('basketPricing.price over random baskets (fast-check, real catalog)', () => {
  it('totals add up, allocations sum to the discount, no line below zero, exact or refused at 2^53 - 1', async () => {
    const names = ['phone', 'buds', 'cable', 'pulled', 'huge'];
    const basket = fc.array(fc.record({ name: fc.constantFrom(...names), quantity: fc.integer({ min: 1, max: 10 }) }), { maxLength: 6 });
    const options = fc.record({
      couponCode: fc.constantFrom(null, 'AUDIO10', 'OFF500', 'SHIPFREE', 'BIGSPEND', 'NOPE'),
      place: fc.constantFrom('served', 'unserved', 'pickup'),
    });
    await fc.assert(
      fc.asyncProperty(basket, options, async (lines, o) => {
        const input: PriceInput = {
          customerId,
          couponCode: o.couponCode,
          lines: lines.map((l) => ({ variantId: v(l.name), quantity: l.quantity })),
          fulfilmentType: o.place === 'pickup' ? 'pickup' : 'delivery',
          districtId: o.place === 'served' ? served : o.place === 'unserved' ? unserved : null,
        };
        const quantities = new Map<string, number>();
        for (const l of lines) quantities.set(l.name, (quantities.get(l.name) ?? 0) + l.quantity);
        const unit: Record<string, bigint> = { phone: 3000n, buds: 999n, cable: 101n, huge: BigInt(Number.MAX_SAFE_INTEGER - 2) };
        const lineTotals = [...quantities].map(([name, q]) => (unit[name] !== undefined ? unit[name] * BigInt(q) : 700n * BigInt(q)));
        const exactSubtotal = [...quantities].reduce((s, [name, q]) => s + (name === 'pulled' ? 0n : unit[name] * BigInt(q)), 0n);
        const MAX = BigInt(Number.MAX_SAFE_INTEGER);
        const outcome = await price(input).then(
          (p) => ({ p }),
          (e) => ({ e }),
        );
        if (lineTotals.some((t) => t > MAX) || exactSubtotal > MAX) {
          expect(outcome).toEqual({ e: expect.objectContaining({ errorCode: 'CART_AMOUNT_TOO_LARGE' }) });
          return;
        }
        if ('e' in outcome) {
          // the subtotal fits: only the delivery fee on top can take the total past the bound
          expect(outcome.e).toMatchObject({ errorCode: 'CART_AMOUNT_TOO_LARGE' });
          expect(exactSubtotal + 150n > MAX && o.place === 'served').toBe(true);
          return;
        }
        const { p } = outcome;
        expect(BigInt(p.subtotal)).toBe(exactSubtotal);
        const n = BigInt;
        expect(n(p.grandTotal)).toBe(n(p.subtotal) - n(p.discountAmount) + n(p.shippingAmount) - n(p.shippingDiscountAmount));
        expect(p.grandTotal).toBeGreaterThanOrEqual(0);
        expect(p.discountAmount).toBeLessThanOrEqual(p.subtotal);
        expect(p.shippingDiscountAmount).toBeLessThanOrEqual(p.shippingAmount);
        expect(p.lines.reduce((s, l) => s + n(l.discountAmount), 0n)).toBe(n(p.discountAmount));
        for (const l of p.lines) expect(l.lineTotal - l.discountAmount).toBeGreaterThanOrEqual(0);
        expect(p.blockingReasons.includes('empty')).toBe(lines.length === 0);
        expect(p.blockingReasons.includes('items_unavailable')).toBe(quantities.has('pulled'));
        expect(p.blockingReasons.includes('address_not_serviceable')).toBe(o.place === 'unserved');
        if (o.couponCode === null) expect(p.coupon).toBeNull();
        else expect(p.coupon!.applied).toBe(p.coupon!.reason === null);
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});
