import { signedInActor } from '../../core/context/request-context.js';
import { sqlRows } from '../../core/db/sql.js';
import { repo, withTransaction } from '../../core/db/transaction.js';
import { invalidField } from '../../core/http/app-error.js';
import { publish } from '../../core/jobs/index.js';
import { purchasedLine, purchasesOfProduct } from '../orders/index.js';
import { lockLiveProductForReference, productJoin } from '../products/index.js';
import { Review } from './entities/review.entity.js';
import { ReviewErrors as E } from './errors.js';
import { bumpRating } from './rating-aggregate.js';
import { lockReview } from './review-lock.js';
import { moveReview, withdrawReview } from './review-moves.js';
import { recordReviewEvent } from './review-timeline.js';
import { REVIEW_PUBLISHED } from './topics.js';
import { mapUnique } from '../../core/db/errors.js';

export type IneligibleReason = 'not_purchased' | 'not_delivered' | 'already_reviewed';

export interface Eligibility {
  eligible: boolean;
  reason: IneligibleReason | null;
  /** the delivered line a review would be tied to (the newest), when eligible */
  orderItemId: string | null;
}

async function hasLiveReview(customerPublicId: string, productPublicId: string): Promise<boolean> {
  const rows = await sqlRows(
    `SELECT 1 FROM reviews r ${productJoin('p', 'r.product_id')} WHERE r.customer_public_id = $1 AND p.public_id = $2 AND r.deleted_at IS NULL`,
    [customerPublicId, productPublicId.toLowerCase()],
  );
  return rows.length > 0;
}

/** GET /api/mobile/reviews/eligibility: not purchased, then already reviewed, then not delivered (or not fully returned). */
export async function eligibility(productPublicId: string): Promise<Eligibility> {
  const customer = signedInActor().publicId;
  const lines = await purchasesOfProduct(customer, productPublicId);
  if (lines.length === 0) return { eligible: false, reason: 'not_purchased', orderItemId: null };
  if (await hasLiveReview(customer, productPublicId)) return { eligible: false, reason: 'already_reviewed', orderItemId: null };
  const delivered = lines.find((l) => l.delivered);
  if (!delivered) return { eligible: false, reason: 'not_delivered', orderItemId: null };
  return { eligible: true, reason: null, orderItemId: delivered.orderItemId };
}

export interface ReviewContent {
  rating: number;
  title?: string | null;
  body: string;
}

/**
 * POST /api/mobile/reviews: the signed-in customer's review of a delivered line of theirs, published and counted
 * at once (one transaction). Another customer's line, an unknown one, one not delivered (or fully returned) or of a
 * deleted product: 409 REVIEW_NOT_ELIGIBLE; a live review of the product already: 409 REVIEW_ALREADY_EXISTS
 * (also when a concurrent submission won the partial unique index).
 */
export function submitReview(body: ReviewContent & { orderItemId: string }): Promise<string> {
  const customer = signedInActor().publicId;
  return withTransaction(async () => {
    const line = await purchasedLine(customer, body.orderItemId);
    if (!line || !line.delivered) throw E.REVIEW_NOT_ELIGIBLE();
    const product = await lockLiveProductForReference(line.productId);
    if (!product) throw E.REVIEW_NOT_ELIGIBLE();
    const [taken] = await sqlRows(`SELECT 1 FROM reviews WHERE customer_public_id = $1 AND product_id = $2 AND deleted_at IS NULL`, [customer, product.id]);
    if (taken) throw E.REVIEW_ALREADY_EXISTS();
    const review = repo(Review).create({
      productId: product.id,
      customerPublicId: customer,
      orderItemPublicId: line.orderItemId,
      rating: body.rating,
      title: body.title || null,
      body: body.body,
      status: 'published',
      moderationReason: null,
      deletedAt: null,
    });
    await mapUnique(
      'uq_reviews_live',
      () => E.REVIEW_ALREADY_EXISTS(),
      () => repo(Review).save(review),
    );
    await bumpRating(product.id, body.rating, 1);
    await recordReviewEvent(review.id, { type: 'review.submitted', fromStatus: null, toStatus: 'published' });
    const payload = { reviewId: review.publicId, productId: line.productId, customerId: customer, rating: body.rating, from: null, to: 'published' as const };
    await publish(REVIEW_PUBLISHED, { ...payload, move: 'submit' });
    return review.publicId;
  });
}

/**
 * PATCH /api/mobile/reviews/{id}: the author's edit of their live review. A published one goes back to pending
 * and leaves the aggregate; a pending one stays pending; hidden or rejected: 409 REVIEW_INVALID_TRANSITION.
 */
export function editReview(publicId: string, body: Partial<ReviewContent>): Promise<void> {
  const author = signedInActor().publicId;
  if (body.rating === undefined && body.title === undefined && body.body === undefined) throw invalidField('body', 'name at least one of rating, title, body');
  return withTransaction(async () => {
    const r = await lockReview(publicId, author);
    const set: Record<string, unknown> = {};
    if (body.rating !== undefined) set.rating = body.rating;
    if (body.title !== undefined) set.title = body.title || null;
    if (body.body !== undefined) set.body = body.body;
    await moveReview(r, 'edit', { set, rating: body.rating });
  });
}

/** DELETE /api/mobile/reviews/{id}: the author withdraws their live review (its slot is free again). */
export function withdrawMyReview(publicId: string): Promise<void> {
  const author = signedInActor().publicId;
  return withTransaction(async () => withdrawReview(await lockReview(publicId, author)));
}
