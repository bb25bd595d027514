import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { MoneyColumn } from '../../../core/db/money.js';

/** A promotion applied to the order, as the checkout froze it. */
@Entity('order_promotions')
export class OrderPromotion {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ type: 'bigint' }) orderId: string;
  @Column({ type: 'uuid' }) promotionPublicId: string;
  @Column({ type: 'varchar', length: 150 }) name: string;
  @Column({ type: 'varchar', length: 64, nullable: true }) couponCode: string | null;
  @MoneyColumn() discountAmount: number;
  @MoneyColumn() shippingDiscountAmount: number;
}
