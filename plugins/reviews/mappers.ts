import type { ReviewStatus } from './entities/review.entity.js';
import type { ReportReason, ReportStatus } from './entities/review-report.entity.js';

/** "Sita Tamang" -> "Sita T."; a one-word name as it is; none -> "Customer". */
export function reviewerName(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Customer';
  if (words.length === 1) return words[0];
  return `${words[0]} ${[...words[words.length - 1]][0].toUpperCase()}.`;
}

/** A review as its author reads it. */
export interface MyReviewView {
  id: string;
  productId: string;
  orderItemId: string;
  rating: number;
  title: string | null;
  body: string;
  status: ReviewStatus;
  moderationReason: string | null;
  /** set once the author withdrew it (their reads show live reviews only) */
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A published review as anyone reads it. */
export interface PublicReviewView {
  id: string;
  rating: number;
  title: string | null;
  body: string;
  reviewerName: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A review as the moderators read it. */
export interface AdminReviewView extends MyReviewView {
  productName: string;
  customerId: string;
  customerName: string;
  openReportCount: number;
}

export interface ReviewEventView {
  id: string;
  type: string;
  fromStatus: ReviewStatus | null;
  toStatus: ReviewStatus;
  reason: string | null;
  actorKind: 'admin' | 'customer' | 'system';
  actorId: string | null;
  createdAt: Date;
}

export interface ReportView {
  id: string;
  reviewId: string;
  reason: ReportReason;
  note: string | null;
  status: ReportStatus;
  createdAt: Date;
}

export interface AdminReportView extends ReportView {
  reporterId: string;
  reporterName: string;
  productName: string;
  reviewStatus: ReviewStatus;
  closedAt: Date | null;
}

type Row = Record<string, any>;

export const toMyReview = (r: Row): MyReviewView => ({
  id: r.id,
  productId: r.productId,
  orderItemId: r.orderItemId,
  rating: r.rating,
  title: r.title,
  body: r.body,
  status: r.status,
  moderationReason: r.moderationReason,
  deletedAt: r.deletedAt,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export const toPublicReview = (r: Row): PublicReviewView => ({
  id: r.id,
  rating: r.rating,
  title: r.title,
  body: r.body,
  reviewerName: reviewerName(r.customerName),
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export const toAdminReview = (r: Row): AdminReviewView => ({
  ...toMyReview(r),
  productName: r.productName,
  customerId: r.customerId,
  customerName: r.customerName ?? '',
  openReportCount: r.openReportCount,
});

export const toReport = (r: Row): ReportView => ({ id: r.id, reviewId: r.reviewId, reason: r.reason, note: r.note, status: r.status, createdAt: r.createdAt });

export const toAdminReport = (r: Row): AdminReportView => ({
  ...toReport(r),
  reporterId: r.reporterId,
  reporterName: r.reporterName ?? '',
  productName: r.productName,
  reviewStatus: r.reviewStatus,
  closedAt: r.closedAt,
});
