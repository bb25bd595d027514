import { Column, Entity } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';
import { MoneyColumn } from '../../../core/db/money.js';

export const ORDER_STATUSES = [
  'created',
  'confirmed',
  'processing',
  'partially_shipped',
  'shipped',
  'partially_delivered',
  'delivered',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const FULFILMENT_TYPES = ['delivery', 'pickup'] as const;
export type FulfilmentType = (typeof FULFILMENT_TYPES)[number];

/**
 * An order: created once per settled checkout (unique checkoutPublicId), its money frozen from the checkout.
 * paidAmount equals grandTotal for every order (COD counts as paid from placement; codCollected* records the cash).
 */
@Entity('orders')
export class Order extends BaseModel {
  /** BZ-000123, from a sequence (assigned by the column default) */
  @Column({ type: 'varchar', length: 32, insert: false, update: false })
  orderNumber: string;

  @Column({ type: 'uuid' })
  customerPublicId: string;

  @Column({ type: 'uuid', unique: true })
  checkoutPublicId: string;

  @Column({ type: 'uuid', nullable: true })
  paymentAttemptPublicId: string | null;

  @Column({ type: 'varchar', length: 24, default: 'created' })
  status: OrderStatus;

  @Column({ type: 'varchar', length: 16 })
  fulfilmentType: FulfilmentType;

  /** online, or pos (a counter sale), from its checkout */
  @Column({ type: 'varchar', length: 10, default: 'online' })
  channel: 'online' | 'pos';

  /** the payment method's code, as payments named it (opaque here) */
  @Column({ type: 'varchar', length: 16 })
  paymentMethod: string;

  @Column({ type: 'char', length: 3, default: 'NPR' })
  currency: 'NPR';

  @MoneyColumn() subtotal: number;
  @MoneyColumn() discountAmount: number;
  @MoneyColumn() shippingAmount: number;
  @MoneyColumn() shippingDiscountAmount: number;
  @MoneyColumn() grandTotal: number;
  @MoneyColumn() paidAmount: number;
  @MoneyColumn({ default: 0 }) refundedAmount: number;

  @Column({ type: 'timestamptz', nullable: true }) codCollectedAt: Date | null;
  @MoneyColumn({ nullable: true }) codCollectedAmount: number | null;
  /** the administrator who counted the cash (public id) */
  @Column({ type: 'uuid', nullable: true }) codCollectedBy: string | null;

  @Column({ type: 'varchar', length: 150, nullable: true }) shipRecipientName: string | null;
  @Column({ type: 'varchar', length: 32, nullable: true }) shipRecipientPhone: string | null;
  @Column({ type: 'uuid', nullable: true }) shipDistrictPublicId: string | null;
  @Column({ type: 'varchar', length: 150, nullable: true }) shipDistrictName: string | null;
  @Column({ type: 'varchar', length: 150, nullable: true }) shipProvinceName: string | null;
  @Column({ type: 'varchar', length: 150, nullable: true }) shipMunicipalityName: string | null;
  @Column({ type: 'integer', nullable: true }) shipWard: number | null;
  @Column({ type: 'varchar', length: 300, nullable: true }) shipStreet: string | null;
  @Column({ type: 'varchar', length: 300, nullable: true }) shipLandmark: string | null;
  @Column({ type: 'varchar', length: 16, nullable: true }) shipPostalCode: string | null;

  @Column({ type: 'timestamptz' }) checkoutCompletedAt: Date;
  @Column({ type: 'timestamptz', nullable: true }) confirmedAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) deliveredAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) cancelledAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) completedAt: Date | null;
  /** a pickup order marked ready (the first time; repeats keep it) */
  @Column({ type: 'timestamptz', nullable: true }) readyForPickupAt: Date | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) cancelReason: string | null;

  @Column({ type: 'integer', default: 1 }) version: number;
}
