import { Column, Entity } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';

/** A customer's delivery address; archived (not deleted) so orders that point at it keep it. */
@Entity('customer_addresses')
export class CustomerAddress extends BaseModel {
  @Column({ type: 'bigint' })
  userId: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  label: string | null;

  @Column({ type: 'varchar', length: 100 })
  recipientName: string;

  @Column({ type: 'varchar', length: 10 })
  recipientPhone: string;

  @Column({ type: 'bigint' })
  districtId: string;

  @Column({ type: 'varchar', length: 100 })
  municipalityName: string;

  @Column({ type: 'smallint' })
  ward: number;

  @Column({ type: 'varchar', length: 200 })
  street: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  landmark: string | null;

  @Column({ type: 'varchar', length: 5, nullable: true })
  postalCode: string | null;

  @Column({ type: 'boolean', default: false })
  isDefault: boolean;

  /** set by DELETE: the address is no longer listed, readable or usable at checkout */
  @Column({ type: 'timestamptz', nullable: true })
  archivedAt: Date | null;
}
