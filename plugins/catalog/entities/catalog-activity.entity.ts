import { BaseEntity, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Who changed what in the catalog, and when. */
@Entity('catalog_activity')
export class CatalogActivity extends BaseEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  /** public id of the admin, or `system` for jobs */
  @Column({ type: 'varchar', length: 100 })
  actor: string;

  @Column({ type: 'varchar', length: 40 })
  action: string;

  @Column({ type: 'varchar', length: 40 })
  entity: string;

  /** public id of the changed record */
  @Column({ type: 'uuid' })
  publicId: string;

  @Column({ type: 'timestamptz' })
  at: Date;
}
