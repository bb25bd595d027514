import { Column, Entity } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';
import { MoneyColumn } from '../../../core/db/money.js';

/** A delivery fee for a set of districts; a subtotal at or above the threshold ships free. */
@Entity('shipping_zones')
export class ShippingZone extends BaseModel {
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @MoneyColumn()
  fee: number;

  @MoneyColumn({ nullable: true })
  freeShippingThreshold: number | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;
}
