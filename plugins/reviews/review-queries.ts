import { signedInActor } from '../../core/context/request-context.js';
import { sqlRows } from '../../core/db/sql.js';
import { resolveList } from '../../core/http/list-query.js';
import { SqlList } from '../../core/lifecycle/index.js';
import { ProductErrors } from '../products/index.js';
import type { AdminReviewsQuery, MyReviewsQuery, PublicReviewsQuery, ReviewReportsQuery } from './dto/review.dto.js';
import { ADMIN_SORTS, PUBLIC_SORTS, type PublicSort } from './dto/review.dto.js';
import { ReviewErrors as E } from './errors.js';
import {
  toAdminReport,
  toAdminReview,
  toMyReview,
  toPublicReview,
  type AdminReportView,
  type AdminReviewView,
  type MyReviewView,
  type PublicReviewView,
  type ReviewEventView,
} from './mappers.js';
import { storedCounts, summaryOf, type RatingSummary } from './rating-aggregate.js';
import { liveProductId, OPEN_REPORT_COUNT, REPORT_FROM, REPORT_SELECT, REVIEW_FROM, REVIEW_SELECT, reportRow, reviewRow } from './review-reads.js';

const PUBLIC_ORDER: Record<PublicSort, string> = {
  newest: 'r.created_at DESC, r.id DESC',
  highest: 'r.rating DESC, r.created_at DESC, r.id DESC',
  lowest: 'r.rating ASC, r.created_at DESC, r.id DESC',
  helpful: `${OPEN_REPORT_COUNT} ASC, r.created_at DESC, r.id DESC`,
};
const ADMIN_ORDER: Record<(typeof ADMIN_SORTS)[number], string> = {
  createdAt: 'r.created_at',
  updatedAt: 'r.updated_at',
  rating: 'r.rating',
  openReportCount: OPEN_REPORT_COUNT,
};

async function productIdOrThrow(productPublicId: string): Promise<string> {
  const id = await liveProductId(productPublicId);
  if (!id) throw ProductErrors.PRODUCT_NOT_FOUND();
  return id;
}

/** GET /api/mobile/products/{productId}/reviews: published live reviews of a product, sorted, filtered by rating, paged. */
export async function publicReviews(productPublicId: string, q: PublicReviewsQuery) {
  const productId = await productIdOrThrow(productPublicId);
  const l = resolveList(q, PUBLIC_SORTS, 'newest');
  const list = new SqlList({ select: REVIEW_SELECT, countFrom: REVIEW_FROM });
  list
    .where(`r.product_id = ${list.param(productId)}`)
    .where(`r.status = 'published'`)
    .where('r.deleted_at IS NULL');
  if (q.rating !== undefined) list.where(`r.rating = ${list.param(q.rating)}`);
  const { rows, count } = await list.offsetPage(l, PUBLIC_ORDER[l.sort]);
  return { rows: rows.map(toPublicReview) as PublicReviewView[], count, list: l };
}

/** GET /api/mobile/products/{productId}/reviews/summary: derived from the five counters. */
export async function ratingSummary(productPublicId: string): Promise<RatingSummary> {
  return summaryOf(await storedCounts(await productIdOrThrow(productPublicId)));
}

/** GET /api/mobile/reviews: the signed-in customer's live reviews, newest first. */
export async function myReviews(q: MyReviewsQuery) {
  const l = resolveList(q, ['createdAt'] as const, 'createdAt');
  const list = new SqlList({ select: REVIEW_SELECT, countFrom: REVIEW_FROM });
  list.where(`r.customer_public_id = ${list.param(signedInActor().publicId)}`).where('r.deleted_at IS NULL');
  const { rows, count } = await list.offsetPage(l, `r.created_at ${l.order}, r.id ${l.order}`);
  return { rows: rows.map(toMyReview) as MyReviewView[], count, list: l };
}

/** GET /api/mobile/reviews/{id}: the signed-in customer's live review (another's or withdrawn: 404). */
export async function myReview(publicId: string): Promise<MyReviewView> {
  const row = await reviewRow(publicId);
  if (!row || row.customerId !== signedInActor().publicId || row.deletedAt) throw E.REVIEW_NOT_FOUND();
  return toMyReview(row);
}

/** GET /api/admin/reviews */
export async function adminReviews(q: AdminReviewsQuery) {
  const l = resolveList(q, ADMIN_SORTS, 'createdAt');
  const list = new SqlList({ select: REVIEW_SELECT, countFrom: REVIEW_FROM });
  if (q.status) list.where(`r.status = ${list.param(q.status)}`);
  if (q.productId) list.where(`p.public_id = ${list.param(q.productId.toLowerCase())}`);
  if (q.customerId) list.where(`r.customer_public_id = ${list.param(q.customerId.toLowerCase())}`);
  if (q.rating !== undefined) list.where(`r.rating = ${list.param(q.rating)}`);
  if (q.withdrawn !== undefined) list.where(q.withdrawn ? 'r.deleted_at IS NOT NULL' : 'r.deleted_at IS NULL');
  if (q.hasOpenReports !== undefined) list.where(`${OPEN_REPORT_COUNT} ${q.hasOpenReports ? '>' : '='} 0`);
  const { rows, count } = await list.offsetPage(l, `${ADMIN_ORDER[l.sort]} ${l.order}, r.id ${l.order}`);
  return { rows: rows.map(toAdminReview) as AdminReviewView[], count, list: l };
}

/** GET /api/admin/reviews/{id} (withdrawn ones too) */
export async function adminReview(publicId: string): Promise<AdminReviewView> {
  const row = await reviewRow(publicId);
  if (!row) throw E.REVIEW_NOT_FOUND();
  return toAdminReview(row);
}

/** GET /api/admin/reviews/{id}/events: the timeline, oldest first. */
export async function reviewEvents(publicId: string): Promise<ReviewEventView[]> {
  const row = await reviewRow(publicId);
  if (!row) throw E.REVIEW_NOT_FOUND();
  return sqlRows<ReviewEventView>(
    `SELECT public_id::text AS id, type, from_status AS "fromStatus", to_status AS "toStatus", reason, actor_kind AS "actorKind",
            actor_public_id::text AS "actorId", created_at AS "createdAt"
       FROM review_events WHERE review_id = $1 ORDER BY created_at, id`,
    [row.internalId],
  );
}

/** GET /api/admin/review-reports: open first, then newest. */
export async function adminReports(q: ReviewReportsQuery) {
  const l = resolveList(q, ['createdAt'] as const, 'createdAt');
  const list = new SqlList({ select: REPORT_SELECT, countFrom: REPORT_FROM });
  if (q.status) list.where(`t.status = ${list.param(q.status)}`);
  if (q.reviewId) list.where(`r.public_id = ${list.param(q.reviewId.toLowerCase())}`);
  const { rows, count } = await list.offsetPage(l, `(t.status = 'open') DESC, t.created_at ${l.order}, t.id ${l.order}`);
  return { rows: rows.map(toAdminReport) as AdminReportView[], count, list: l };
}

/** One report as the admin reads it. */
export async function adminReport(publicId: string): Promise<AdminReportView> {
  const row = await reportRow(publicId);
  if (!row) throw E.REVIEW_REPORT_NOT_FOUND();
  return toAdminReport(row);
}
