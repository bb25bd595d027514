import type { ReportReason } from './entities/review-report.entity.js';
import type { AdminReviewView, MyReviewView, ReportView } from './mappers.js';
import { approveReview, bulkApprove, hideReview, recalculate, rejectReview, restoreWithdrawnReview } from './moderation.js';
import { dismissReport, reportReview } from './reports.js';
import { adminReport, adminReports, adminReview, adminReviews, myReview, myReviews, publicReviews, ratingSummary, reviewEvents } from './review-queries.js';
import { editReview, eligibility, submitReview, withdrawMyReview, type ReviewContent } from './submission.js';
import { toMyReview, toReport } from './mappers.js';
import { reportRow, reviewRow } from './review-reads.js';

const reportView = async (publicId: string): Promise<ReportView> => toReport((await reportRow(publicId))!);

/**
 * The reviews plugin's services: what the routes, the panel, the demo data and other plugins call. Writes answer
 * the review (or report) as read afterwards; the actor comes from the request context.
 */
export const reviews = {
  /** the public and the signed-in customer's side */
  storefront: {
    list: publicReviews,
    summary: ratingSummary,
    eligibility,
    mine: myReviews,
    get: myReview,
    async submit(body: ReviewContent & { orderItemId: string }): Promise<MyReviewView> {
      return myReview(await submitReview(body));
    },
    async edit(id: string, body: Partial<ReviewContent>): Promise<MyReviewView> {
      await editReview(id, body);
      return myReview(id);
    },
    async withdraw(id: string): Promise<MyReviewView> {
      await withdrawMyReview(id);
      return toMyReview((await reviewRow(id))!);
    },
    async report(id: string, body: { reason: ReportReason; note?: string | null }): Promise<{ report: ReportView; created: boolean }> {
      const { id: reportId, created } = await reportReview(id, body);
      return { report: await reportView(reportId), created };
    },
  },
  /** moderation (permission module Reviews) */
  moderation: {
    list: adminReviews,
    get: adminReview,
    events: reviewEvents,
    async approve(id: string): Promise<AdminReviewView> {
      await approveReview(id);
      return adminReview(id);
    },
    async reject(id: string, reason: string | null | undefined): Promise<AdminReviewView> {
      await rejectReview(id, reason);
      return adminReview(id);
    },
    async hide(id: string, reason: string | null | undefined): Promise<AdminReviewView> {
      await hideReview(id, reason);
      return adminReview(id);
    },
    async restore(id: string): Promise<AdminReviewView> {
      await restoreWithdrawnReview(id);
      return adminReview(id);
    },
    bulkApprove,
    recalculate,
  },
  reports: {
    list: adminReports,
    get: adminReport,
    async dismiss(id: string) {
      await dismissReport(id);
      return adminReport(id);
    },
  },
};
