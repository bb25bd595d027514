import { Column, Entity } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';
import { MoneyColumn } from '../../../core/db/money.js';

/** A promotion (coupon) applied to a session, frozen with its amounts. */
@Entity('checkout_session_promotions')
export class CheckoutSessionPromotion extends BaseModel {
  @Column({ type: 'bigint' }) sessionId: string;
  @Column({ type: 'uuid' }) promotionPublicId: string;
  @Column({ type: 'varchar', length: 200 }) name: string;
  @Column({ type: 'varchar', length: 64, nullable: true }) couponCode: string | null;
  @MoneyColumn() discountAmount: number;
  @MoneyColumn() shippingDiscountAmount: number;
}
