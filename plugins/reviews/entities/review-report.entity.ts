import { Column, Entity } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';

export const REPORT_REASONS = ['spam', 'offensive', 'off_topic', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A customer's report of a review: one per customer and review; resolved when the review is taken down, or dismissed. */
@Entity('review_reports')
export class ReviewReport extends BaseModel {
  @Column({ type: 'bigint' }) reviewId: string;
  @Column({ type: 'uuid' }) reporterPublicId: string;
  @Column({ type: 'varchar', length: 16 }) reason: ReportReason;
  @Column({ type: 'varchar', length: 500, nullable: true }) note: string | null;
  @Column({ type: 'varchar', length: 16, default: 'open' }) status: ReportStatus;
  @Column({ type: 'timestamptz', nullable: true }) closedAt: Date | null;
}
