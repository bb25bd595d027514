import { Column } from 'typeorm';
import { SoftDeletableModel } from '../../../core/db/base.entity.js';

/** The columns brands and brand series share (their tables have the same shape but for the owner). */
export abstract class BrandFields extends SoftDeletableModel {
  @Column({ type: 'varchar', length: 150 })
  name: string;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  description: string | null;

  @Column({ type: 'integer', default: 0 })
  displayOrder: number;

  @Column({ type: 'boolean', default: true })
  isVisible: boolean;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  logoUrl: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  logoAlt: string | null;

  @Column({ type: 'varchar', length: 160, nullable: true })
  seoTitle: string | null;

  @Column({ type: 'varchar', length: 320, nullable: true })
  seoDescription: string | null;
}
