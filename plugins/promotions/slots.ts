import { sqlRows } from '../../core/db/sql.js';
import { withTransaction } from '../../core/db/transaction.js';

export type HoldResult = { ok: true } | { ok: false; reason: 'usage_limit_reached' | 'per_customer_limit_reached' | 'not_found' | 'inactive' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function checkRef(ref: string): void {
  if (typeof ref !== 'string' || ref.length < 1 || ref.length > 200) throw new Error('A coupon slot reference is a string of 1 to 200 characters');
}

interface LockedCoupon {
  id: string;
  isActive: boolean;
  deleted: boolean;
  usedCount: number;
  heldCount: number;
  usageLimit: number | null;
  perCustomerLimit: number | null;
}

/*
 * The hold decides and writes in one conditional statement: the coupon's counters go up only while
 * used + held < usageLimit and the customer's held + consumed slots < perCustomerLimit, and the slot row is
 * written only when they did. The coupon row is locked first so the statement's snapshot sees every slot
 * committed before it (a lone UPDATE re-checks its own row after a wait, not a subquery over other rows).
 */
const HOLD_SQL = `
  WITH taken AS (
    UPDATE coupons c SET held_count = c.held_count + 1, updated_at = now()
     WHERE c.id = $1 AND c.is_active AND c.deleted_at IS NULL
       AND (c.usage_limit IS NULL OR c.used_count + c.held_count < c.usage_limit)
       AND (c.per_customer_limit IS NULL OR (
         SELECT count(*) FROM coupon_slots s WHERE s.coupon_id = c.id AND s.customer_id = $2::uuid AND s.status IN ('held', 'consumed')
       ) < c.per_customer_limit)
    RETURNING c.id
  )
  INSERT INTO coupon_slots (ref, coupon_id, customer_id, status)
  SELECT $3, taken.id, $2::uuid, 'held' FROM taken
  ON CONFLICT (ref) DO UPDATE SET status = 'held', updated_at = now() WHERE coupon_slots.status = 'released'
  RETURNING id`;

/**
 * Holds one use of a coupon for a customer's checkout, named by `ref`. Idempotent by ref: a ref already
 * held or consumed answers ok again; a released ref is decided afresh; a refused hold writes nothing.
 */
export function holdSlot(couponId: string, customerId: string, ref: string): Promise<HoldResult> {
  checkRef(ref);
  if (!UUID.test(String(customerId))) throw new Error('customerId must be a customer public id');
  if (!UUID.test(String(couponId))) return Promise.resolve({ ok: false, reason: 'not_found' });
  return withTransaction(async () => {
    const [coupon] = await sqlRows<LockedCoupon>(
      `SELECT id, is_active AS "isActive", deleted_at IS NOT NULL AS deleted, used_count AS "usedCount", held_count AS "heldCount",
              usage_limit AS "usageLimit", per_customer_limit AS "perCustomerLimit"
         FROM coupons WHERE public_id = $1 FOR UPDATE`,
      [couponId],
    );
    if (!coupon) return { ok: false, reason: 'not_found' };
    const [slot] = await sqlRows<{ couponId: string; customerId: string; status: string }>(
      `SELECT coupon_id AS "couponId", customer_id::text AS "customerId", status FROM coupon_slots WHERE ref = $1`,
      [ref],
    );
    if (slot && (String(slot.couponId) !== String(coupon.id) || slot.customerId !== customerId.toLowerCase())) {
      throw new Error(`Coupon slot ${ref} belongs to another coupon or customer`);
    }
    // a ref already held or consumed answers ok again, even once the coupon was deleted or switched off since
    if (slot && slot.status !== 'released') return { ok: true };
    if (coupon.deleted) return { ok: false, reason: 'not_found' };
    if (!coupon.isActive) return { ok: false, reason: 'inactive' };
    const held = await sqlRows(HOLD_SQL, [coupon.id, customerId, ref]);
    if (held.length) return { ok: true };
    const full = coupon.usageLimit !== null && coupon.usedCount + coupon.heldCount >= coupon.usageLimit;
    return { ok: false, reason: full ? 'usage_limit_reached' : 'per_customer_limit_reached' };
  });
}

/** held -> released (the coupon's heldCount -1); a no-op for any other state or an unknown ref. */
export async function releaseSlot(ref: string): Promise<void> {
  checkRef(ref);
  await sqlRows(
    `WITH s AS (UPDATE coupon_slots SET status = 'released', updated_at = now() WHERE ref = $1 AND status = 'held' RETURNING coupon_id)
     UPDATE coupons c SET held_count = c.held_count - 1, updated_at = now() FROM s WHERE c.id = s.coupon_id`,
    [ref],
  );
}

/** held -> consumed (usedCount +1, heldCount -1); a no-op when already consumed, released or unknown. */
export async function consumeSlot(ref: string): Promise<void> {
  checkRef(ref);
  await sqlRows(
    `WITH s AS (UPDATE coupon_slots SET status = 'consumed', updated_at = now() WHERE ref = $1 AND status = 'held' RETURNING coupon_id)
     UPDATE coupons c SET held_count = c.held_count - 1, used_count = c.used_count + 1, updated_at = now() FROM s WHERE c.id = s.coupon_id`,
    [ref],
  );
}
