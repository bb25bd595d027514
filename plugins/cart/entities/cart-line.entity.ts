import { Column, Entity } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';
import { MoneyColumn } from '../../../core/db/money.js';

/** One variant in a cart, with the unit price the customer saw when the line was last set (PRICE_CHANGED). */
@Entity('cart_lines')
export class CartLine extends BaseModel {
  @Column({ type: 'bigint' })
  cartId: string;

  /** product_variants.public_id */
  @Column({ type: 'uuid' })
  variantPublicId: string;

  @Column({ type: 'integer' })
  quantity: number;

  @MoneyColumn()
  seenUnitPrice: number;
}
