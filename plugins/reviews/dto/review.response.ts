import { field } from '../../../core/http/openapi/response-fields.js';
import { REPORT_REASONS, REPORT_STATUSES, type ReportReason, type ReportStatus } from '../entities/review-report.entity.js';
import { REVIEW_STATUSES, type ReviewStatus } from '../entities/review.entity.js';

export class EligibilityResponse {
  @field.boolean() eligible: boolean;
  @field.enum(['not_purchased', 'not_delivered', 'already_reviewed'] as const, { nullable: true, description: 'null when eligible' }) reason:
    'not_purchased' | 'not_delivered' | 'already_reviewed' | null;
  @field.uuid({ nullable: true, description: 'the delivered order line a review would be tied to, when eligible' }) orderItemId: string | null;
}

/** A review as its author reads it. */
export class MyReviewResponse {
  @field.uuid() id: string;
  @field.uuid() productId: string;
  @field.uuid({ description: 'the delivered order line that earned it' }) orderItemId: string;
  @field.integer({ description: '1..5' }) rating: number;
  @field.string({ nullable: true }) title: string | null;
  @field.string() body: string;
  @field.enum(REVIEW_STATUSES) status: ReviewStatus;
  @field.string({ nullable: true, description: "the moderator's reason (rejected, hidden)" }) moderationReason: string | null;
  @field.dateTime({ nullable: true, description: 'set once withdrawn' }) deletedAt: string | null;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
}

/** A published review as anyone reads it. */
export class PublicReviewResponse {
  @field.uuid() id: string;
  @field.integer({ description: '1..5' }) rating: number;
  @field.string({ nullable: true }) title: string | null;
  @field.string() body: string;
  @field.string({ description: 'first name and initial, e.g. "Sita T."' }) reviewerName: string;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
}

/** A review as the moderators read it (withdrawn ones too). */
export class AdminReviewResponse extends MyReviewResponse {
  @field.string() productName: string;
  @field.uuid() customerId: string;
  @field.string() customerName: string;
  @field.integer() openReportCount: number;
}

const DISTRIBUTION = {
  type: 'object',
  properties: Object.fromEntries(['1', '2', '3', '4', '5'].map((k) => [k, { type: 'integer' }])),
  required: ['1', '2', '3', '4', '5'],
  additionalProperties: false,
};

export class RatingSummaryResponse {
  @field.number({ description: 'ratingSum / reviewCount rounded half up to 2 decimals; 0 with no reviews' }) averageRating: number;
  @field.integer() reviewCount: number;
  @field.integer() ratingSum: number;
  @field.schema({ ...DISTRIBUTION, description: 'published live reviews per star' }) distribution: Record<string, number>;
}

export class RecalculateResponse {
  @field.schema({ ...DISTRIBUTION, description: 'per star: recounted minus what was stored (0: no drift)' }) drift: Record<string, number>;
}

export class ReviewBulkFailureResponse {
  @field.uuid() id: string;
  @field.string() errorCode: string;
}

export class ReviewBulkApproveResponse {
  @field.array('uuid') succeeded: string[];
  @field.array(() => ReviewBulkFailureResponse) failures: ReviewBulkFailureResponse[];
}

export class ReviewEventResponse {
  @field.uuid() id: string;
  @field.string({ description: 'review.submitted, review.edited, review.approved, review.rejected, review.hidden, review.withdrawn, review.restored' })
  type: string;
  @field.enum(REVIEW_STATUSES, { nullable: true }) fromStatus: ReviewStatus | null;
  @field.enum(REVIEW_STATUSES) toStatus: ReviewStatus;
  @field.string({ nullable: true }) reason: string | null;
  @field.enum(['admin', 'customer', 'system'] as const) actorKind: 'admin' | 'customer' | 'system';
  @field.uuid({ nullable: true }) actorId: string | null;
  @field.dateTime() createdAt: string;
}

export class ReportResponse {
  @field.uuid() id: string;
  @field.uuid() reviewId: string;
  @field.enum(REPORT_REASONS) reason: ReportReason;
  @field.string({ nullable: true }) note: string | null;
  @field.enum(REPORT_STATUSES) status: ReportStatus;
  @field.dateTime() createdAt: string;
}

export class AdminReportResponse extends ReportResponse {
  @field.uuid() reporterId: string;
  @field.string() reporterName: string;
  @field.string() productName: string;
  @field.enum(REVIEW_STATUSES) reviewStatus: ReviewStatus;
  @field.dateTime({ nullable: true }) closedAt: string | null;
}
