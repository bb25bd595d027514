import { Column, Entity } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';

export const REVIEW_STATUSES = ['published', 'pending', 'rejected', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A customer's review of a product, earned by a delivered order line; withdrawal sets deletedAt (row and timeline kept). */
@Entity('reviews')
export class Review extends BaseModel {
  @Column({ type: 'bigint' }) productId: string;
  @Column({ type: 'uuid' }) customerPublicId: string;
  @Column({ type: 'uuid' }) orderItemPublicId: string;
  @Column({ type: 'smallint' }) rating: number;
  @Column({ type: 'varchar', length: 120, nullable: true }) title: string | null;
  @Column({ type: 'varchar', length: 5000 }) body: string;
  @Column({ type: 'varchar', length: 16 }) status: ReviewStatus;
  @Column({ type: 'varchar', length: 500, nullable: true }) moderationReason: string | null;
  @Column({ type: 'integer', default: 1 }) version: number;
  @Column({ type: 'timestamptz', nullable: true }) deletedAt: Date | null;
}
