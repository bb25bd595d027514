import { Column, Entity } from 'typeorm';
import { SoftDeletableModel } from '../../../core/db/base.entity.js';
import { MoneyColumn } from '../../../core/db/money.js';

export const COUPON_KINDS = ['percentage', 'fixed', 'free_shipping'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const COUPON_SCOPES = ['all', 'categories', 'brands', 'products'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];

/** A discount code a customer enters at checkout; usedCount and heldCount move only through slots. */
@Entity('coupons')
export class Coupon extends SoftDeletableModel {
  /** trimmed and upper-cased; unique among live coupons */
  @Column({ type: 'varchar', length: 64 })
  code: string;

  @Column({ type: 'varchar', length: 150 })
  name: string;

  @Column({ type: 'varchar', length: 16 })
  kind: CouponKind;

  /** percentage only: 1..10000 */
  @Column({ type: 'integer', nullable: true })
  valueBps: number | null;

  /** fixed only */
  @MoneyColumn({ nullable: true })
  amount: number | null;

  /** percentage only */
  @MoneyColumn({ nullable: true })
  maxDiscount: number | null;

  @MoneyColumn({ nullable: true })
  minSubtotal: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  startsAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  endsAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  usageLimit: number | null;

  @Column({ type: 'integer', nullable: true })
  perCustomerLimit: number | null;

  @Column({ type: 'varchar', length: 12, default: 'all' })
  scope: CouponScope;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'integer', default: 0 })
  usedCount: number;

  @Column({ type: 'integer', default: 0 })
  heldCount: number;
}
