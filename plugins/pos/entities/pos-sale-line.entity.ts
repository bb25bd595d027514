import { Column, Entity } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';
import { MoneyColumn } from '../../../core/db/money.js';

/** One variant on a sale (unique per sale), priced live on every read. */
@Entity('pos_sale_lines')
export class PosSaleLine extends BaseModel {
  @Column({ type: 'bigint' }) saleId: string;
  @Column({ type: 'uuid' }) productPublicId: string;
  @Column({ type: 'uuid' }) variantPublicId: string;
  @Column({ type: 'integer' }) quantity: number;
  /** frozen at completion; null while drafting (priced live) */
  @MoneyColumn({ nullable: true }) unitPrice: number | null;
}
