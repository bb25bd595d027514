import { BaseEntity, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The store's one pickup point (a single row, id 1, seeded disabled by the migration). */
@Entity('shipping_pickup_location')
export class PickupLocation extends BaseEntity {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Column({ type: 'uuid', unique: true })
  publicId: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'jsonb', default: () => `'[]'::jsonb` })
  addressLines: string[];

  @Column({ type: 'varchar', length: 20, nullable: true })
  phone: string | null;

  @Column({ type: 'boolean', default: false })
  isEnabled: boolean;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
