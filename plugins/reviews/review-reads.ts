import { sqlRows } from '../../core/db/sql.js';
import { productJoin, productsFrom } from '../products/index.js';

/*
 * The review reads in one place: each SELECT names the columns the mappers (mappers.ts) take, over alias r
 * (reviews), p (the product through products' builder) and u (the author through accounts' published view).
 */

const OPEN_REPORTS = `(SELECT count(*)::int FROM review_reports rr WHERE rr.review_id = r.id AND rr.status = 'open')`;

export const REVIEW_FROM = `FROM reviews r ${productJoin('p', 'r.product_id')} JOIN accounts_user_names u ON u.public_id = r.customer_public_id`;

export const REVIEW_SELECT = `
  SELECT r.id AS "internalId", r.public_id::text AS id, p.public_id::text AS "productId", p.name AS "productName",
         r.customer_public_id::text AS "customerId", u.name AS "customerName", r.order_item_public_id::text AS "orderItemId",
         r.rating::int AS rating, r.title, r.body, r.status, r.moderation_reason AS "moderationReason", ${OPEN_REPORTS} AS "openReportCount",
         r.deleted_at AS "deletedAt", r.created_at AS "createdAt", r.updated_at AS "updatedAt"
  ${REVIEW_FROM}`;

export const OPEN_REPORT_COUNT = OPEN_REPORTS;

/** One review by public id (withdrawn ones too), or undefined. */
export async function reviewRow(publicId: string): Promise<Record<string, any> | undefined> {
  const [row] = await sqlRows(`${REVIEW_SELECT} WHERE r.public_id = $1`, [publicId.toLowerCase()]);
  return row;
}

export const REPORT_FROM = `FROM review_reports t JOIN reviews r ON r.id = t.review_id ${productJoin('p', 'r.product_id')}
  JOIN accounts_user_names u ON u.public_id = t.reporter_public_id`;

export const REPORT_SELECT = `
  SELECT t.public_id::text AS id, r.public_id::text AS "reviewId", t.reason, t.note, t.status, t.created_at AS "createdAt",
         t.reporter_public_id::text AS "reporterId", u.name AS "reporterName", p.name AS "productName", r.status AS "reviewStatus",
         t.closed_at AS "closedAt"
  ${REPORT_FROM}`;

/** One report by public id, or undefined. */
export async function reportRow(publicId: string): Promise<Record<string, any> | undefined> {
  const [row] = await sqlRows(`${REPORT_SELECT} WHERE t.public_id = $1`, [publicId.toLowerCase()]);
  return row;
}

/** A product's internal id by public id, when it exists and is not deleted. */
export async function liveProductId(productPublicId: string): Promise<string | undefined> {
  const [row] = await sqlRows<{ id: string }>(`SELECT p.id FROM ${productsFrom('p')} WHERE p.public_id = $1 AND p.deleted_at IS NULL`, [
    productPublicId.toLowerCase(),
  ]);
  return row?.id;
}
