import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Who changed which record, how, and when: written by any plugin through recordActivity. */
@Entity('activity_log')
@Index(['entity', 'publicId', 'at'])
export class ActivityLogEntry {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  /** the actor's public id, or `system` / `anonymous` (actorLabel) */
  @Column({ type: 'varchar', length: 100 })
  actor: string;

  @Column({ type: 'varchar', length: 40 })
  action: string;

  /** the kind of record, e.g. `category`, `brand_series` */
  @Column({ type: 'varchar', length: 40 })
  entity: string;

  /** public id of the changed record */
  @Column({ type: 'uuid' })
  publicId: string;

  @Column({ type: 'timestamptz' })
  at: Date;
}
