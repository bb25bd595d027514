import { promotions } from '../../plugins/promotions/index.js';
import { bootApp, type TestApp } from '../support/app.js';
import { counters, customer, insertCoupon } from './support.js';

let t: TestApp;
const { holdSlot, releaseSlot, consumeSlot } = promotions.slots;
const sql = (text: string, params: unknown[] = []) => t.bazaar.dataSource.query(text, params);

beforeAll(async () => {
  t = await bootApp();
});
afterAll(async () => {
  await t?.close();
});

describe('coupon slots', () => {
  it('100 concurrent holds on a coupon with 10 slots: exactly 10 succeed, the rest are usage_limit_reached', async () => {
    const c = await insertCoupon(t, { usageLimit: 10 });
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => holdSlot(c.publicId, customer(), `race-${i}`)));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.filter((r) => !r.ok)).toEqual(Array(90).fill({ ok: false, reason: 'usage_limit_reached' }));
    expect(await counters(t, c.publicId)).toEqual({ used: 0, held: 10 });
    expect((await sql(`SELECT count(*)::int AS n FROM coupon_slots WHERE coupon_id = $1 AND status = 'held'`, [c.id]))[0].n).toBe(10);
  });

  it('the per-customer limit holds under a race: 20 concurrent holds by one customer with a limit of 2 -> exactly 2', async () => {
    const c = await insertCoupon(t, { usageLimit: 50, perCustomerLimit: 2 });
    const who = customer();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => holdSlot(c.publicId, who, `mine-${i}`)));
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(results.filter((r) => !r.ok)).toEqual(Array(18).fill({ ok: false, reason: 'per_customer_limit_reached' }));
    // another customer is not held back by it
    expect(await holdSlot(c.publicId, customer(), 'someone-else')).toEqual({ ok: true });
    expect(await counters(t, c.publicId)).toEqual({ used: 0, held: 3 });
  });

  it('is idempotent by ref (also raced); release and consume move the counters once', async () => {
    const c = await insertCoupon(t, { usageLimit: 3 });
    const who = customer();
    const same = await Promise.all(Array.from({ length: 10 }, () => holdSlot(c.publicId, who, 'checkout-1')));
    expect(same).toEqual(Array(10).fill({ ok: true }));
    expect(await counters(t, c.publicId)).toEqual({ used: 0, held: 1 });

    await Promise.all([consumeSlot('checkout-1'), consumeSlot('checkout-1')]);
    expect(await counters(t, c.publicId)).toEqual({ used: 1, held: 0 });
    await releaseSlot('checkout-1'); // consumed stays consumed
    expect(await holdSlot(c.publicId, who, 'checkout-1')).toEqual({ ok: true });
    expect(await counters(t, c.publicId)).toEqual({ used: 1, held: 0 });

    expect(await holdSlot(c.publicId, who, 'checkout-2')).toEqual({ ok: true });
    await Promise.all([releaseSlot('checkout-2'), releaseSlot('checkout-2')]);
    expect(await counters(t, c.publicId)).toEqual({ used: 1, held: 0 });
    await consumeSlot('checkout-2'); // released: consume is a no-op
    expect(await counters(t, c.publicId)).toEqual({ used: 1, held: 0 });
    // a released ref is decided afresh
    expect(await holdSlot(c.publicId, who, 'checkout-2')).toEqual({ ok: true });
    expect(await counters(t, c.publicId)).toEqual({ used: 1, held: 1 });
    await releaseSlot('no-such-ref');
    await consumeSlot('no-such-ref');
    expect(await counters(t, c.publicId)).toEqual({ used: 1, held: 1 });
  });

  it('refuses unknown, deleted and inactive coupons without writing anything', async () => {
    const deleted = await insertCoupon(t, { deleted: true });
    const paused = await insertCoupon(t, { isActive: false });
    expect(await holdSlot('01900000-0000-7000-8000-000000000000', customer(), 'x1')).toEqual({ ok: false, reason: 'not_found' });
    expect(await holdSlot('not-a-uuid', customer(), 'x2')).toEqual({ ok: false, reason: 'not_found' });
    expect(await holdSlot(deleted.publicId, customer(), 'x3')).toEqual({ ok: false, reason: 'not_found' });
    expect(await holdSlot(paused.publicId, customer(), 'x4')).toEqual({ ok: false, reason: 'inactive' });
    expect((await sql(`SELECT count(*)::int AS n FROM coupon_slots WHERE ref LIKE 'x%'`))[0].n).toBe(0);
    expect(await counters(t, paused.publicId)).toEqual({ used: 0, held: 0 });
  });

  it('a retried hold of a ref it already holds answers ok after the coupon was deleted or switched off', async () => {
    const c = await insertCoupon(t, { usageLimit: 5 });
    const who = customer();
    expect(await holdSlot(c.publicId, who, 'retry-1')).toEqual({ ok: true });
    await sql(`UPDATE coupons SET deleted_at = now(), is_active = false WHERE public_id = $1`, [c.publicId]);
    expect(await holdSlot(c.publicId, who, 'retry-1')).toEqual({ ok: true });
    expect(await holdSlot(c.publicId, who, 'retry-2')).toEqual({ ok: false, reason: 'not_found' });
    expect(await counters(t, c.publicId)).toEqual({ used: 0, held: 1 });
  });

  it('the database refuses counters below zero or past the usage limit', async () => {
    const c = await insertCoupon(t, { usageLimit: 1 });
    await expect(sql(`UPDATE coupons SET held_count = -1 WHERE id = $1`, [c.id])).rejects.toThrow(/chk_coupons_held_count/);
    await expect(sql(`UPDATE coupons SET used_count = -1 WHERE id = $1`, [c.id])).rejects.toThrow(/chk_coupons_used_count/);
    await expect(sql(`UPDATE coupons SET used_count = 1, held_count = 1 WHERE id = $1`, [c.id])).rejects.toThrow(/chk_coupons_usage_limit/);
  });
});
