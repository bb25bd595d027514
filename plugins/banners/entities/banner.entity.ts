import { Column, Entity } from 'typeorm';
import { SoftDeletableModel } from '../../../core/db/base.entity.js';
import type { BannerSource, ScheduleStatus, TargetKind } from './enums.js';

/** A banner creative with its call to action, target and schedule. Targets are internal ids (public ids in the API). */
@Entity('banners')
export class Banner extends SoftDeletableModel {
  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 10, default: 'internal' })
  source: BannerSource;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'varchar', length: 2048 })
  primaryImageUrl: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  primaryImageAlt: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  mobileImageUrl: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  videoUrl: string | null;

  @Column({ type: 'jsonb', default: () => `'{}'::jsonb` })
  mediaVariants: Record<string, string>;

  @Column({ type: 'varchar', length: 255, nullable: true })
  headline: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  subheadline: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  ctaLabel: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  ctaUrl: string | null;

  @Column({ type: 'boolean', default: false })
  ctaOpenNewTab: boolean;

  @Column({ type: 'varchar', length: 10, nullable: true })
  targetKind: TargetKind | null;

  @Column({ type: 'bigint', nullable: true })
  targetProductId: string | null;

  @Column({ type: 'bigint', nullable: true })
  targetCategoryId: string | null;

  @Column({ type: 'bigint', nullable: true })
  targetBrandId: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  utmSource: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  utmMedium: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  utmCampaign: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  utmContent: string | null;

  @Column({ type: 'varchar', length: 7, nullable: true })
  bgColor: string | null;

  @Column({ type: 'integer', default: 0 })
  priority: number;

  @Column({ type: 'timestamptz', nullable: true })
  publishAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ type: 'varchar', length: 64, default: 'UTC' })
  scheduleTimezone: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  recurrenceRule: string | null;

  /** HH:MM:SS */
  @Column({ type: 'time', nullable: true })
  recurrenceWindowStart: string | null;

  /** HH:MM:SS */
  @Column({ type: 'time', nullable: true })
  recurrenceWindowEnd: string | null;

  @Column({ type: 'varchar', length: 10, default: 'evergreen' })
  scheduleStatus: ScheduleStatus;

  @Column({ type: 'boolean', default: false })
  isEvergreenFallback: boolean;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  fallbackPlaceholderUrl: string | null;

  /** public id of an SEO record (seo plugin) */
  @Column({ type: 'uuid', nullable: true })
  seoId: string | null;

  /** public id of the admin who created it */
  @Column({ type: 'uuid', nullable: true })
  createdBy: string | null;
}
