import { BaseEntity, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { SectionKey } from '../keys.js';

/** A section of a page, unique per (page, sectionKey); its id only orders ties and never leaves the server. */
@Entity('content_sections')
export class ContentSection extends BaseEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  /** content_pages.id (foreign key with ON DELETE CASCADE in the migration) */
  @Column({ type: 'integer' })
  pageId: number;

  @Column({ type: 'varchar', length: 80 })
  sectionKey: SectionKey;

  @Column({ type: 'integer', default: 0 })
  position: number;

  @Column({ type: 'boolean', default: true })
  isEnabled: boolean;

  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
