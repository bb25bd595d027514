import { Column, Entity } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';
import type { ReviewStatus } from './review.entity.js';

/** An entry of a review's timeline: every transition, who made it and why. */
@Entity('review_events')
export class ReviewEvent extends BaseModel {
  @Column({ type: 'bigint' }) reviewId: string;
  /** review.submitted, review.edited, review.approved, review.rejected, review.hidden, review.withdrawn, review.restored */
  @Column({ type: 'varchar', length: 32 }) type: string;
  @Column({ type: 'varchar', length: 16, nullable: true }) fromStatus: ReviewStatus | null;
  @Column({ type: 'varchar', length: 16, nullable: true }) toStatus: ReviewStatus | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) reason: string | null;
  @Column({ type: 'varchar', length: 16 }) actorKind: 'admin' | 'customer' | 'system';
  @Column({ type: 'uuid', nullable: true }) actorPublicId: string | null;
}
