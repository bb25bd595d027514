import { Column, Entity } from 'typeorm';
import { SoftDeletableModel } from '../../../core/db/base.entity.js';

/** A special-deal campaign: a discount in basis points applied at read time to the products it covers. */
@Entity('deals')
export class Deal extends SoftDeletableModel {
  @Column({ type: 'varchar', length: 150 })
  name: string;

  /** 1..9000 (2000 = 20%) */
  @Column({ type: 'integer' })
  discountBps: number;

  @Column({ type: 'timestamptz' })
  startsAt: Date;

  @Column({ type: 'timestamptz' })
  endsAt: Date;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;
}
