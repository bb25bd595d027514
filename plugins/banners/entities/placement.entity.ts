import { Column, Entity } from 'typeorm';
import { SoftDeletableModel } from '../../../core/db/base.entity.js';
import type { LayoutType } from './enums.js';

/** Where banners show (a slot of a page); served by slug among active, live placements. */
@Entity('placements')
export class Placement extends SoftDeletableModel {
  @Column({ type: 'varchar', length: 100 })
  slug: string;

  @Column({ type: 'varchar', length: 255 })
  label: string;

  @Column({ type: 'varchar', length: 16 })
  layoutType: LayoutType;

  @Column({ type: 'varchar', length: 100, nullable: true })
  pageContext: string | null;

  @Column({ type: 'integer', default: 1 })
  maxBanners: number;

  @Column({ type: 'integer', nullable: true })
  recommendedWidth: number | null;

  @Column({ type: 'integer', nullable: true })
  recommendedHeight: number | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  recommendedAspectRatio: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'integer', default: 0 })
  sortOrder: number;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  fallbackPlaceholderUrl: string | null;

  @Column({ type: 'boolean', default: false })
  allowPartialRender: boolean;
}
