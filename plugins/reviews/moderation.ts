import { sqlRows } from '../../core/db/sql.js';
import { withTransaction } from '../../core/db/transaction.js';
import { runBulk, uniqueIds } from '../../core/lifecycle/index.js';
import { invalidField } from '../../core/http/app-error.js';
import { ProductErrors } from '../products/index.js';
import { ReviewErrors as E } from './errors.js';
import { recountedCounts, STARS, storedCounts, writeCounts, type Distribution } from './rating-aggregate.js';
import { lockReview } from './review-lock.js';
import { moveReview, restoreReview } from './review-moves.js';
import { liveProductId } from './review-reads.js';
import { mapUnique } from '../../core/db/errors.js';

/** A reason 3..500 (the DTO checks the length of one given); missing or blank: 400 REVIEW_REASON_REQUIRED. */
function requiredReason(reason: string | null | undefined): string {
  const r = typeof reason === 'string' ? reason.trim() : '';
  if (r === '') throw E.REVIEW_REASON_REQUIRED();
  return r;
}

/** POST /api/admin/reviews/{id}/approve: pending only; counted again. */
export const approveReview = (publicId: string): Promise<void> => withTransaction(async () => moveReview(await lockReview(publicId), 'approve'));

/** POST /api/admin/reviews/{id}/reject: from pending or published, with a reason; its open reports are resolved. */
export function rejectReview(publicId: string, reason: string | null | undefined): Promise<void> {
  const why = requiredReason(reason);
  return withTransaction(async () => moveReview(await lockReview(publicId), 'reject', { reason: why }));
}

/** POST /api/admin/reviews/{id}/hide: from published, with a reason; its open reports are resolved. */
export function hideReview(publicId: string, reason: string | null | undefined): Promise<void> {
  const why = requiredReason(reason);
  return withTransaction(async () => moveReview(await lockReview(publicId), 'hide', { reason: why }));
}

/**
 * POST /api/admin/reviews/{id}/restore: clears deletedAt and keeps the status (a published one counts again). Not
 * withdrawn: 409 REVIEW_INVALID_TRANSITION; the author has another live review of the product: 409 REVIEW_ALREADY_EXISTS.
 */
export function restoreWithdrawnReview(publicId: string): Promise<void> {
  return withTransaction(async () => {
    const r = await lockReview(publicId);
    if (r.deletedAt === null) throw E.REVIEW_INVALID_TRANSITION({ status: r.status, deleted: false, move: 'restore' });
    const [other] = await sqlRows(`SELECT 1 FROM reviews WHERE customer_public_id = $1 AND product_id = $2 AND deleted_at IS NULL`, [
      r.customerPublicId,
      r.productId,
    ]);
    if (other) throw E.REVIEW_ALREADY_EXISTS();
    await mapUnique(
      'uq_reviews_live',
      () => E.REVIEW_ALREADY_EXISTS(),
      () => restoreReview(r),
    );
  });
}

/** POST /api/admin/reviews/bulk/approve: each id on its own (all or nothing per id), per-id results. */
export async function bulkApprove(ids: string[]): Promise<{ succeeded: string[]; failures: { id: string; errorCode: string }[] }> {
  const tooMany = () => invalidField('ids', 'at most 100 ids');
  const result = await runBulk(uniqueIds(ids, tooMany), approveReview);
  return { succeeded: result.succeeded, failures: result.failures.map((f) => ({ id: f.publicId, errorCode: f.errorCode })) };
}

/**
 * POST /api/admin/reviews/summary/{productId}/recalculate: the five counters recounted from the live published
 * reviews in one transaction (the aggregate row locked against concurrent bumps); answers the drift corrected,
 * per star: recounted minus what was stored (0 everywhere when nothing drifted).
 */
export function recalculate(productPublicId: string): Promise<{ drift: Distribution }> {
  return withTransaction(async () => {
    const productId = await liveProductId(productPublicId);
    if (!productId) throw ProductErrors.PRODUCT_NOT_FOUND();
    await sqlRows(`INSERT INTO product_rating_aggregates (product_id, updated_at) VALUES ($1, now()) ON CONFLICT (product_id) DO NOTHING`, [productId]);
    const stored = await storedCounts(productId, true);
    const actual = await recountedCounts(productId);
    await writeCounts(productId, actual);
    return { drift: Object.fromEntries(STARS.map((s, i) => [String(s), actual[i] - stored[i]])) as Distribution };
  });
}
