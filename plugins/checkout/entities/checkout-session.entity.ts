import { Column, Entity } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';
import { MoneyColumn } from '../../../core/db/money.js';

export const SESSION_STATUSES = ['pending_payment', 'payment_in_progress', 'completed', 'cancelled', 'expired'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export const LIVE_STATUSES: readonly SessionStatus[] = ['pending_payment', 'payment_in_progress'];
export type ClosedBy = 'customer' | 'admin' | 'sweep';

/**
 * A customer's checkout: the basket frozen (prices, shipping, promotions) with its stock and coupon holds
 * (ref `checkout:<publicId>`). `settledAttemptId` set while still payment_in_progress = settling (the
 * completion subscriber has not run yet).
 */
@Entity('checkout_sessions')
export class CheckoutSession extends BaseModel {
  @Column({ type: 'uuid' }) customerPublicId: string;
  /** online (the customer's checkout) or pos (a counter sale: no cart lock, the sale's own cart) */
  @Column({ type: 'varchar', length: 10, default: 'online' }) channel: 'online' | 'pos';
  @Column({ type: 'varchar', length: 20 }) status: SessionStatus;
  @Column({ type: 'integer', default: 1 }) version: number;
  @Column({ type: 'uuid' }) cartPublicId: string;
  @Column({ type: 'integer' }) cartVersion: number;
  @Column({ type: 'uuid' }) addressPublicId: string;
  @Column({ type: 'varchar', length: 10, default: 'delivery' }) fulfilmentType: 'delivery' | 'pickup';
  @Column({ type: 'varchar', length: 64, nullable: true }) couponCode: string | null;
  @Column({ type: 'char', length: 3, default: 'NPR' }) currency: 'NPR';
  @MoneyColumn() subtotal: number;
  @MoneyColumn() discountAmount: number;
  @MoneyColumn() shippingAmount: number;
  @MoneyColumn() shippingDiscountAmount: number;
  @MoneyColumn() grandTotal: number;
  @Column({ type: 'boolean', default: false }) anyPriceChanged: boolean;
  @Column({ type: 'varchar', length: 200 }) shipRecipientName: string;
  @Column({ type: 'varchar', length: 40 }) shipRecipientPhone: string;
  @Column({ type: 'uuid', nullable: true }) shipDistrictPublicId: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) shipDistrictName: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) shipProvinceName: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) shipMunicipalityName: string | null;
  @Column({ type: 'integer', nullable: true }) shipWard: number | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) shipStreet: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) shipLandmark: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) shipPostalCode: string | null;
  @Column({ type: 'timestamptz' }) expiresAt: Date;
  @Column({ type: 'uuid', nullable: true }) settledAttemptId: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) settledMethod: string | null;
  @MoneyColumn({ nullable: true }) settledAmount: number | null;
  @Column({ type: 'timestamptz', nullable: true }) settledAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) completedAt: Date | null;
  @Column({ type: 'uuid', array: true, default: () => `'{}'` }) shortVariantIds: string[];
  @Column({ type: 'varchar', length: 500, nullable: true }) completionMessage: string | null;
  @Column({ type: 'timestamptz', nullable: true }) closedAt: Date | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) closedBy: ClosedBy | null;
  @Column({ type: 'uuid', nullable: true }) closedByAdminId: string | null;
}
