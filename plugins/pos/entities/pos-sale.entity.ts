import { Column, Entity } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';
import { MoneyColumn } from '../../../core/db/money.js';

export const SALE_STATUSES = ['draft', 'picked_up', 'ordered', 'cancelled'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];
export type Fulfilment = 'pickup' | 'delivery';
export type CounterMethod = 'cash' | 'card' | 'qr';

/** A counter sale: a draft of lines and choices, then links to the cart, checkout, attempt and order it completed into. */
@Entity('pos_sales')
export class PosSale extends BaseModel {
  @Column({ type: 'varchar', length: 12, default: 'draft' }) status: SaleStatus;
  @Column({ type: 'integer', default: 1 }) version: number;
  /** the administrator who rang it up (users.public_id) */
  @Column({ type: 'uuid' }) createdBy: string;
  @Column({ type: 'uuid', nullable: true }) customerPublicId: string | null;
  @Column({ type: 'boolean', default: false }) customerCreated: boolean;
  @Column({ type: 'varchar', length: 10, default: 'pickup' }) fulfilment: Fulfilment;
  @Column({ type: 'uuid', nullable: true }) addressPublicId: string | null;
  @MoneyColumn({ default: 0 }) shippingCharge: number;
  @Column({ type: 'uuid', nullable: true }) cartPublicId: string | null;
  @Column({ type: 'uuid', nullable: true }) checkoutPublicId: string | null;
  @Column({ type: 'uuid', nullable: true }) paymentAttemptPublicId: string | null;
  @Column({ type: 'uuid', nullable: true }) orderPublicId: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) paymentMethod: CounterMethod | null;
  @MoneyColumn({ nullable: true }) amountTendered: number | null;
  @MoneyColumn({ nullable: true }) changeGiven: number | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) paymentReference: string | null;
  /** the total charged, frozen at completion */
  @MoneyColumn({ nullable: true }) grandTotal: number | null;
  @Column({ type: 'timestamptz', nullable: true }) completedAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) cancelledAt: Date | null;
}
