import { Column, Entity } from 'typeorm';
import { SoftDeletableModel } from '../../../core/db/base.entity.js';

/** A lender offered for EMI: listed by position, soft deleted, with its rate history and offered tenures. */
@Entity('emi_banks')
export class EmiBank extends SoftDeletableModel {
  @Column({ type: 'varchar', length: 150 })
  name: string;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  logoUrl: string | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'integer', default: 0 })
  position: number;
}
