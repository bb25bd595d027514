import { defineTopic } from '../../core/jobs/index.js';
import type { ReviewStatus } from './entities/review.entity.js';

/** What every review event carries: the review, its product and author (public ids), and the move. */
export interface ReviewChangePayload {
  reviewId: string;
  productId: string;
  customerId: string;
  rating: number;
  from: ReviewStatus | null;
  to: ReviewStatus;
  move: string;
}

/** A review became visible and counted: submitted, or approved after an edit. */
export const REVIEW_PUBLISHED = defineTopic<ReviewChangePayload>('reviews.review.published');
/** Any other status move (edited back to pending, rejected, hidden). */
export const REVIEW_STATUS_CHANGED = defineTopic<ReviewChangePayload>('reviews.review.status-changed');
/** The author withdrew the review (deletedAt set). */
export const REVIEW_WITHDRAWN = defineTopic<ReviewChangePayload>('reviews.review.withdrawn');
/** An admin restored a withdrawn review (status kept). */
export const REVIEW_RESTORED = defineTopic<ReviewChangePayload>('reviews.review.restored');
