import { clock } from '../../core/clock/clock.js';
import { promotions } from '../../plugins/promotions/index.js';
import { bootApp, type TestApp } from '../support/app.js';
import { customer, insertCoupon } from './support.js';

let t: TestApp;

beforeAll(async () => {
  t = await bootApp();
});
afterAll(async () => {
  clock.reset();
  await t?.close();
});

const V1 = '01900000-0000-7000-8000-0000000000a1';
const V2 = '01900000-0000-7000-8000-0000000000a2';
const P1 = '01900000-0000-7000-8000-0000000000b1';
const lines = (...totals: number[]) => totals.map((lineTotal, i) => ({ variantId: i ? V2 : V1, productId: P1, lineTotal }));
const evaluate = (code: string, totals: number[], more: Partial<Parameters<typeof promotions.evaluate>[0]> = {}) =>
  promotions.evaluate({ code, lines: lines(...totals), subtotal: totals.reduce((a, b) => a + b, 0), shippingFee: 15000, ...more });

describe('coupon evaluation (scope all)', () => {
  it('percentage: floor of the eligible total x bps, capped by maxDiscount, allocated by largest remainder', async () => {
    const c = await insertCoupon(t, { code: 'TENPCT', kind: 'percentage', valueBps: 1000, maxDiscount: 5000 });
    const res = await evaluate(' tenpct ', [10005, 20003]);
    expect(res).toEqual({
      code: 'TENPCT',
      couponId: c.publicId,
      name: 'Coupon TENPCT',
      kind: 'percentage',
      applied: true,
      discountAmount: 3000,
      shippingDiscountAmount: 0,
      reason: null,
      message: 'Coupon applied',
      allocations: [
        { variantId: V1, discountAmount: 1000 },
        { variantId: V2, discountAmount: 2000 },
      ],
    });
    expect((await evaluate('TENPCT', [100000])).discountAmount).toBe(5000);
  });

  it('fixed = min(amount, eligible total); free shipping = the fee the zone leaves', async () => {
    await insertCoupon(t, { code: 'FLAT500', kind: 'fixed', amount: 50000 });
    expect((await evaluate('FLAT500', [30000, 10000])).allocations.map((a) => a.discountAmount)).toEqual([30000, 10000]);
    expect((await evaluate('FLAT500', [300000])).discountAmount).toBe(50000);
    await insertCoupon(t, { code: 'SHIPFREE', kind: 'free_shipping' });
    expect(await evaluate('SHIPFREE', [1000])).toMatchObject({ applied: true, discountAmount: 0, shippingDiscountAmount: 15000 });
    expect((await evaluate('SHIPFREE', [1000], { zoneShippingDiscount: 15000 })).shippingDiscountAmount).toBe(0);
    expect((await evaluate('SHIPFREE', [1000], { shippingFee: null })).shippingDiscountAmount).toBe(0);
  });

  it('gives every reason, in order, and nothing off', async () => {
    const now = Date.now();
    clock.set(now);
    await insertCoupon(t, { code: 'OFF', isActive: false });
    await insertCoupon(t, { code: 'SOON', startsAt: new Date(now + 60_000), endsAt: new Date(now + 120_000) });
    await insertCoupon(t, { code: 'GONE', startsAt: new Date(now - 120_000), endsAt: new Date(now) });
    await insertCoupon(t, { code: 'DELETED', deleted: true });
    const full = await insertCoupon(t, { code: 'FULL', usageLimit: 1 });
    const once = await insertCoupon(t, { code: 'ONCE', perCustomerLimit: 1 });
    await insertCoupon(t, { code: 'MIN1000', minSubtotal: 100000 });
    const who = customer();
    expect(await promotions.slots.holdSlot(full.publicId, customer(), 'full-1')).toEqual({ ok: true });
    expect(await promotions.slots.holdSlot(once.publicId, who, 'once-1')).toEqual({ ok: true });
    await promotions.slots.consumeSlot('once-1');
    const reasons = async (code: string, totals = [5000], customerId: string | null = who) => {
      const r = await evaluate(code, totals, { customerId });
      if (r.reason !== null) {
        expect([r.applied, r.discountAmount, r.shippingDiscountAmount, r.message]).toEqual([false, 0, 0, expect.not.stringMatching(/applied/)]);
        expect(r.allocations.every((a) => a.discountAmount === 0)).toBe(true);
      } else expect([r.applied, r.message]).toEqual([true, 'Coupon applied']);
      return r.reason;
    };
    expect(await reasons('NOPE')).toBe('not_found');
    expect(await reasons('x')).toBe('not_found');
    expect(await reasons('DELETED')).toBe('not_found');
    expect(await reasons('OFF')).toBe('inactive');
    expect(await reasons('SOON')).toBe('not_started');
    expect(await reasons('GONE')).toBe('expired');
    expect(await reasons('FULL')).toBe('usage_limit_reached');
    expect(await reasons('ONCE')).toBe('per_customer_limit_reached');
    expect(await reasons('ONCE', [5000], customer())).toBeNull();
    expect(await reasons('MIN1000', [99999])).toBe('min_subtotal_not_met');
    expect(await reasons('MIN1000', [100000])).toBeNull();
    expect(await reasons('MIN1000', [])).toBe('min_subtotal_not_met');
    expect(await reasons('TENPCT', [])).toBe('no_eligible_items');
    expect(await reasons('TENPCT', [0])).toBe('no_eligible_items');
    const r = await evaluate('GONE', [5000]);
    expect(r.message).toBe('This coupon has expired');
  });
});
