import { Column, Entity } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';
import { MoneyColumn } from '../../../core/db/money.js';

/**
 * A line of an order: the configuration bought, frozen (variant and product public ids, names, sku, prices,
 * the discount share), and what became of its units (no status: the label is derived from the quantities).
 */
@Entity('order_items')
export class OrderItem extends BaseModel {
  @Column({ type: 'bigint' }) orderId: string;
  /** 1.. in the checkout's line order */
  @Column({ type: 'integer' }) position: number;
  @Column({ type: 'uuid', nullable: true }) checkoutLinePublicId: string | null;
  @Column({ type: 'uuid' }) variantPublicId: string;
  @Column({ type: 'uuid' }) productPublicId: string;
  @Column({ type: 'varchar', length: 300 }) productName: string;
  @Column({ type: 'varchar', length: 300, nullable: true }) variantName: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) sku: string | null;
  @MoneyColumn() unitPrice: number;
  @MoneyColumn() mrp: number;
  @Column({ type: 'integer' }) quantity: number;
  @MoneyColumn() lineTotal: number;
  @MoneyColumn() discountAmount: number;
  @MoneyColumn({ default: 0 }) refundedAmount: number;
  @Column({ type: 'integer', default: 0 }) unavailableQuantity: number;
  @Column({ type: 'integer', default: 0 }) cancelledQuantity: number;
  @Column({ type: 'integer', default: 0 }) shippedQuantity: number;
  @Column({ type: 'integer', default: 0 }) deliveredQuantity: number;
  @Column({ type: 'integer', default: 0 }) returnedQuantity: number;
  @Column({ type: 'integer', default: 0 }) returnPendingQuantity: number;
}
