import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Every slug an entity has held in a scope: the current one and its retired ones, unique per scope. */
@Entity('slugs')
@Index(['scope', 'slug'], { unique: true })
@Index(['scope', 'entityId'])
export class SlugRecord {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 60 })
  scope: string;

  @Column({ type: 'varchar', length: 255 })
  slug: string;

  @Column({ type: 'bigint' })
  entityId: string;

  @Column({ type: 'boolean' })
  isCurrent: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
