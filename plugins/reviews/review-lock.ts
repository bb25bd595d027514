import { sqlRows } from '../../core/db/sql.js';
import { productJoin } from '../products/index.js';
import type { ReviewStatus } from './entities/review.entity.js';
import { ReviewErrors as E } from './errors.js';

/** A review as a change decides on it, read under its row lock. */
export interface LockedReview {
  id: string;
  publicId: string;
  productId: string;
  productPublicId: string;
  customerPublicId: string;
  rating: number;
  status: ReviewStatus;
  deletedAt: Date | null;
}

/**
 * Locks a review (FOR UPDATE) in the caller's transaction and reads it, so changes of one review run one after the
 * other. `author`: only that customer's live review is found (another's, or a withdrawn one: 404 REVIEW_NOT_FOUND).
 */
export async function lockReview(publicId: string, author?: string): Promise<LockedReview> {
  const [r] = await sqlRows<LockedReview>(
    `SELECT r.id, r.public_id AS "publicId", r.product_id AS "productId", p.public_id::text AS "productPublicId",
            r.customer_public_id::text AS "customerPublicId", r.rating, r.status, r.deleted_at AS "deletedAt"
       FROM reviews r ${productJoin('p', 'r.product_id')}
      WHERE r.public_id = $1 ${author ? 'AND r.customer_public_id = $2 AND r.deleted_at IS NULL' : ''}
        FOR UPDATE OF r`,
    author ? [publicId.toLowerCase(), author] : [publicId.toLowerCase()],
  );
  if (!r) throw E.REVIEW_NOT_FOUND();
  return r;
}

/** Whether a review counts in its product's aggregate: published and live. */
export const isCounted = (status: ReviewStatus, deletedAt: Date | null): boolean => status === 'published' && deletedAt === null;
