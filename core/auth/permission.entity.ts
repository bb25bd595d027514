import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A `Module_ACTION` permission row, written from the enabled plugins' manifests. */
@Entity('permissions')
export class PermissionRecord {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 120, unique: true })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  module: string;

  @Column({ type: 'varchar', length: 16 })
  action: string;
}
