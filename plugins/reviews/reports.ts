import { clock } from '../../core/clock/clock.js';
import { signedInActor } from '../../core/context/request-context.js';
import { newPublicId } from '../../core/db/ids.js';
import { sqlRows } from '../../core/db/sql.js';
import { withTransaction } from '../../core/db/transaction.js';
import type { ReportReason } from './entities/review-report.entity.js';
import { ReviewErrors as E } from './errors.js';

/**
 * POST /api/mobile/reviews/{id}/report: one report per customer and review, on a published live review (anything
 * else reads as unknown: 404). A repeat changes nothing and answers the first report (`created` false). Reports never
 * hide a review.
 */
export function reportReview(reviewPublicId: string, body: { reason: ReportReason; note?: string | null }): Promise<{ id: string; created: boolean }> {
  const reporter = signedInActor().publicId;
  return withTransaction(async () => {
    const [review] = await sqlRows<{ id: string }>(
      `SELECT id FROM reviews WHERE public_id = $1 AND status = 'published' AND deleted_at IS NULL FOR KEY SHARE`,
      [reviewPublicId.toLowerCase()],
    );
    if (!review) throw E.REVIEW_NOT_FOUND();
    const [made] = await sqlRows<{ id: string }>(
      `INSERT INTO review_reports (public_id, review_id, reporter_public_id, reason, note) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ON CONSTRAINT uq_review_reports_reporter DO NOTHING RETURNING public_id::text AS id`,
      [newPublicId(), review.id, reporter, body.reason, body.note || null],
    );
    if (made) return { id: made.id, created: true };
    const [first] = await sqlRows<{ id: string }>(`SELECT public_id::text AS id FROM review_reports WHERE review_id = $1 AND reporter_public_id = $2`, [
      review.id,
      reporter,
    ]);
    return { id: first.id, created: false };
  });
}

/** POST /api/admin/review-reports/{id}/dismiss: an open report is dismissed (the review stays as it is); else 409. */
export function dismissReport(reportPublicId: string): Promise<void> {
  return withTransaction(async () => {
    const [report] = await sqlRows<{ id: string; status: string }>(`SELECT id, status FROM review_reports WHERE public_id = $1 FOR UPDATE`, [
      reportPublicId.toLowerCase(),
    ]);
    if (!report) throw E.REVIEW_REPORT_NOT_FOUND();
    if (report.status !== 'open') throw E.REVIEW_INVALID_TRANSITION({ status: report.status, move: 'dismiss' });
    await sqlRows(`UPDATE review_reports SET status = 'dismissed', closed_at = $2, updated_at = $2 WHERE id = $1`, [report.id, clock.now()]);
  });
}
