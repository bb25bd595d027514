import { Column, Entity } from 'typeorm';
import { SoftDeletableModel } from '../../../core/db/base.entity.js';

/** A node of the category tree; its slug lives in the core slug registry (scope `category`). */
@Entity('categories')
export class Category extends SoftDeletableModel {
  @Column({ type: 'varchar', length: 150 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** internal id of the parent; null for a root. Changed only by the move use case. */
  @Column({ type: 'bigint', nullable: true })
  parentId: string | null;

  @Column({ type: 'smallint', default: 0 })
  depth: number;

  @Column({ type: 'integer', default: 0 })
  displayOrder: number;

  @Column({ type: 'boolean', default: true })
  isVisible: boolean;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  imageAlt: string | null;

  @Column({ type: 'varchar', length: 160, nullable: true })
  seoTitle: string | null;

  @Column({ type: 'varchar', length: 320, nullable: true })
  seoDescription: string | null;
}
