import { clock } from '../../core/clock/clock.js';
import { publish } from '../../core/jobs/index.js';
import { sqlRows } from '../../core/db/sql.js';
import type { ReviewStatus } from './entities/review.entity.js';
import { ReviewErrors as E } from './errors.js';
import { bumpRating } from './rating-aggregate.js';
import { isCounted, type LockedReview } from './review-lock.js';
import { REVIEW_MACHINE, reviewRows, type ReviewMove } from './review-machine.js';
import { recordReviewEvent } from './review-timeline.js';
import { REVIEW_PUBLISHED, REVIEW_RESTORED, REVIEW_STATUS_CHANGED, REVIEW_WITHDRAWN, type ReviewChangePayload } from './topics.js';

const EVENT_TYPE: Record<ReviewMove, string> = { edit: 'review.edited', approve: 'review.approved', reject: 'review.rejected', hide: 'review.hidden' };

const payload = (r: LockedReview, rating: number, from: ReviewStatus | null, to: ReviewStatus, move: string): ReviewChangePayload => ({
  reviewId: r.publicId,
  productId: r.productPublicId,
  customerId: r.customerPublicId,
  rating,
  from,
  to,
  move,
});

/**
 * The aggregate follows a change of one review, in the caller's transaction: out of the old bucket when it was
 * counted, into the new one when it is counted now (published and live).
 */
export async function followInAggregate(r: LockedReview, before: { status: ReviewStatus; deletedAt: Date | null; rating: number }, after: typeof before) {
  const was = isCounted(before.status, before.deletedAt);
  const now = isCounted(after.status, after.deletedAt);
  if (was && (!now || before.rating !== after.rating)) await bumpRating(r.productId, before.rating, -1);
  if (now && (!was || before.rating !== after.rating)) await bumpRating(r.productId, after.rating, 1);
}

export interface MoveInput {
  reason?: string | null;
  /** columns written with the move (an edit's new content) */
  set?: Record<string, unknown>;
  /** the rating after the move (an edit may change it) */
  rating?: number;
}

/**
 * The reviews plugin's one way to change a review's status, under the review's row lock (lockReview): the
 * machine's check (409 REVIEW_INVALID_TRANSITION, also for a withdrawn review), the conditional UPDATE, the
 * aggregate, the timeline entry and the event, all in the caller's transaction. Reject and hide resolve the open
 * reports of the review.
 */
export async function moveReview(r: LockedReview, move: ReviewMove, input: MoveInput = {}): Promise<void> {
  if (r.deletedAt !== null || !REVIEW_MACHINE.can(r.status, move)) throw E.REVIEW_INVALID_TRANSITION({ status: r.status, deleted: r.deletedAt !== null, move });
  const to = REVIEW_MACHINE.target(move);
  const rating = input.rating ?? r.rating;
  const moderation = move === 'reject' || move === 'hide' ? { moderation_reason: input.reason ?? null } : move === 'approve' ? { moderation_reason: null } : {};
  const moved = await reviewRows.move(r.id, move, { set: { updated_at: clock.now(), ...moderation, ...input.set }, where: 'deleted_at IS NULL' });
  if (!moved.moved) throw new Error(`review ${r.publicId}: move ${move} refused in SQL after it was decided`);
  await followInAggregate(r, { status: r.status, deletedAt: null, rating: r.rating }, { status: to, deletedAt: null, rating });
  if (move === 'reject' || move === 'hide') {
    await sqlRows(`UPDATE review_reports SET status = 'resolved', closed_at = $2, updated_at = $2 WHERE review_id = $1 AND status = 'open'`, [
      r.id,
      clock.now(),
    ]);
  }
  await recordReviewEvent(r.id, { type: EVENT_TYPE[move], fromStatus: r.status, toStatus: to, reason: input.reason ?? null });
  await publish(to === 'published' ? REVIEW_PUBLISHED : REVIEW_STATUS_CHANGED, payload(r, rating, r.status, to, move));
}

/** The author withdraws a live review (caller holds the lock): deletedAt set, out of the aggregate, status kept. */
export async function withdrawReview(r: LockedReview): Promise<void> {
  const now = clock.now();
  await sqlRows(`UPDATE reviews SET deleted_at = $2, updated_at = $2, version = version + 1 WHERE id = $1 AND deleted_at IS NULL`, [r.id, now]);
  await followInAggregate(r, { status: r.status, deletedAt: null, rating: r.rating }, { status: r.status, deletedAt: now, rating: r.rating });
  await recordReviewEvent(r.id, { type: 'review.withdrawn', fromStatus: r.status, toStatus: r.status });
  await publish(REVIEW_WITHDRAWN, payload(r, r.rating, r.status, r.status, 'withdraw'));
}

/** An admin restores a withdrawn review (caller holds the lock and checked the slot): deletedAt cleared, status kept. */
export async function restoreReview(r: LockedReview): Promise<void> {
  await sqlRows(`UPDATE reviews SET deleted_at = NULL, updated_at = $2, version = version + 1 WHERE id = $1 AND deleted_at IS NOT NULL`, [r.id, clock.now()]);
  await followInAggregate(r, { status: r.status, deletedAt: r.deletedAt, rating: r.rating }, { status: r.status, deletedAt: null, rating: r.rating });
  await recordReviewEvent(r.id, { type: 'review.restored', fromStatus: r.status, toStatus: r.status });
  await publish(REVIEW_RESTORED, payload(r, r.rating, r.status, r.status, 'restore'));
}
