import { Column, Entity } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';
import { MoneyColumn } from '../../../core/db/money.js';

/** One frozen line of a session; `publicId` is the session's items[].id. */
@Entity('checkout_session_lines')
export class CheckoutSessionLine extends BaseModel {
  @Column({ type: 'bigint' }) sessionId: string;
  @Column({ type: 'integer' }) position: number;
  @Column({ type: 'uuid' }) variantPublicId: string;
  @Column({ type: 'uuid' }) productPublicId: string;
  @Column({ type: 'varchar', length: 500 }) productName: string;
  @Column({ type: 'varchar', length: 500, nullable: true }) variantName: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) sku: string | null;
  @MoneyColumn() unitPrice: number;
  @MoneyColumn() mrp: number;
  @Column({ type: 'integer' }) quantity: number;
  @MoneyColumn() lineTotal: number;
  /** the coupon's share of this line, frozen (sums to the session's discountAmount) */
  @MoneyColumn() discountAmount: number;
  /** the unit price the customer last saw in the cart (priceChange.previousPrice) */
  @MoneyColumn({ nullable: true }) previousUnitPrice: number | null;
  /** false: an untracked (or short pre-order) variant with nothing held */
  @Column({ type: 'boolean' }) reserved: boolean;
  /** units short at stock commit (completion): they will not ship */
  @Column({ type: 'integer', default: 0 }) unavailableQuantity: number;
}
