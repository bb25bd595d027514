import { newPublicId } from '../../core/db/ids.js';
import type { TestApp } from '../support/app.js';

export const COUPONS = '/api/admin/coupons';

export interface CouponRowSpec {
  code?: string;
  kind?: 'percentage' | 'fixed' | 'free_shipping';
  valueBps?: number | null;
  amount?: number | null;
  maxDiscount?: number | null;
  minSubtotal?: number | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
  usageLimit?: number | null;
  perCustomerLimit?: number | null;
  isActive?: boolean;
  deleted?: boolean;
}

let seq = 0;

/** A coupon written straight into its table (slot and evaluation suites; the admin suite goes through the routes). */
export async function insertCoupon(t: TestApp, spec: CouponRowSpec = {}): Promise<{ publicId: string; code: string; id: string }> {
  const kind = spec.kind ?? 'percentage';
  const code = spec.code ?? `T${Date.now().toString(36).toUpperCase()}${++seq}`;
  const publicId = newPublicId();
  const [row] = await t.bazaar.dataSource.query(
    `INSERT INTO coupons (public_id, code, name, kind, value_bps, amount, max_discount, min_subtotal, starts_at, ends_at, usage_limit, per_customer_limit, is_active, deleted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [
      publicId,
      code,
      `Coupon ${code}`,
      kind,
      kind === 'percentage' ? (spec.valueBps ?? 1000) : null,
      kind === 'fixed' ? (spec.amount ?? 10000) : null,
      spec.maxDiscount ?? null,
      spec.minSubtotal ?? null,
      spec.startsAt ?? null,
      spec.endsAt ?? null,
      spec.usageLimit ?? null,
      spec.perCustomerLimit ?? null,
      spec.isActive ?? true,
      spec.deleted ? new Date() : null,
    ],
  );
  return { publicId, code, id: String(row.id) };
}

export async function counters(t: TestApp, publicId: string): Promise<{ used: number; held: number }> {
  const [row] = await t.bazaar.dataSource.query(`SELECT used_count AS used, held_count AS held FROM coupons WHERE public_id = $1`, [publicId]);
  return row;
}

export const customer = () => newPublicId();
