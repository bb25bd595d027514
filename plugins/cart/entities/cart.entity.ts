import { Column, Entity } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';

/** A customer's one cart. `version` counts accepted changes; the lock is a checkout's (ref, until). */
@Entity('carts')
export class Cart extends BaseModel {
  /** the customer's public id (users.public_id) */
  @Column({ type: 'uuid', unique: true })
  customerPublicId: string;

  @Column({ type: 'integer', default: 1 })
  version: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  lockRef: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;
}
