import { currentActor } from '../../core/context/request-context.js';
import { newPublicId } from '../../core/db/ids.js';
import { sqlRows } from '../../core/db/sql.js';
import type { ReviewStatus } from './entities/review.entity.js';

export interface ReviewEventEntry {
  /** review.submitted, review.edited, review.approved, review.rejected, review.hidden, review.withdrawn, review.restored */
  type: string;
  fromStatus: ReviewStatus | null;
  toStatus: ReviewStatus;
  reason?: string | null;
}

/** One timeline entry of a review (internal id), in the caller's transaction, by the actor of the context. */
export async function recordReviewEvent(reviewId: string, e: ReviewEventEntry): Promise<void> {
  const actor = currentActor();
  const kind = actor.kind === 'admin' || actor.kind === 'customer' ? actor.kind : 'system';
  await sqlRows(
    `INSERT INTO review_events (public_id, review_id, type, from_status, to_status, reason, actor_kind, actor_public_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [newPublicId(), reviewId, e.type, e.fromStatus, e.toStatus, e.reason ?? null, kind, kind === 'system' ? null : actor.publicId],
  );
}
