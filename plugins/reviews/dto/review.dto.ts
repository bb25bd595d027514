import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { ListQuery } from '../../../core/http/list-query.js';
import { ToBoolean, ToInt } from '../../../core/http/transforms.js';
import { Optional, Trim } from '../../../core/http/validators.js';
import { REPORT_REASONS, REPORT_STATUSES, type ReportReason } from '../entities/review-report.entity.js';
import { REVIEW_STATUSES } from '../entities/review.entity.js';

/** GET /api/mobile/reviews/eligibility?productId= */
export class EligibilityQuery {
  @IsUUID()
  productId: string;
}

/** POST /api/mobile/reviews */
export class CreateReviewDto {
  @IsUUID()
  orderItemId: string;

  @IsInt()
  @Min(1)
  @Max(5)
  rating: number;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(120)
  title?: string | null;

  @Trim()
  @IsString()
  @Length(10, 5000)
  body: string;
}

/** PATCH /api/mobile/reviews/{id}: any of rating, title (null clears it), body. */
export class EditReviewDto {
  @Optional()
  @IsInt()
  @Min(1)
  @Max(5)
  rating?: number;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(120)
  title?: string | null;

  @Optional()
  @Trim()
  @IsString()
  @Length(10, 5000)
  body?: string;
}

/** POST /api/mobile/reviews/{id}/report */
export class ReportReviewDto {
  @IsIn(REPORT_REASONS)
  reason: ReportReason;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(500)
  note?: string | null;
}

/** POST /api/admin/reviews/{id}/reject and /hide: missing or blank is 400 REVIEW_REASON_REQUIRED (the service says so). */
export class ModerationReasonDto {
  @ValidateIf((o: ModerationReasonDto) => typeof o.reason !== 'string' || o.reason.trim() !== '')
  @IsOptional()
  @Trim()
  @IsString()
  @Length(3, 500)
  reason?: string | null;
}

/** POST /api/admin/reviews/bulk/approve */
export class BulkApproveDto {
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(100)
  @IsUUID('all', { each: true })
  ids: string[];
}

export const PUBLIC_SORTS = ['newest', 'highest', 'lowest', 'helpful'] as const;
export type PublicSort = (typeof PUBLIC_SORTS)[number];

/** GET /api/mobile/products/{productId}/reviews: sort newest (default) | highest | lowest | helpful, filter rating, offset paging. */
export class PublicReviewsQuery extends ListQuery {
  @Optional()
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(5)
  rating?: number;
}

/** GET /api/mobile/reviews: my live reviews, newest first. */
export class MyReviewsQuery extends ListQuery {}

export const ADMIN_SORTS = ['createdAt', 'updatedAt', 'rating', 'openReportCount'] as const;

/** GET /api/admin/reviews */
export class AdminReviewsQuery extends ListQuery {
  @Optional()
  @IsIn(REVIEW_STATUSES)
  status?: string;

  @Optional()
  @IsUUID()
  productId?: string;

  @Optional()
  @IsUUID()
  customerId?: string;

  @Optional()
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(5)
  rating?: number;

  /** true: only withdrawn reviews; false: only live ones; left out: both */
  @Optional()
  @ToBoolean()
  @IsBoolean()
  withdrawn?: boolean;

  @Optional()
  @ToBoolean()
  @IsBoolean()
  hasOpenReports?: boolean;
}

/** GET /api/admin/review-reports: open first, then newest */
export class ReviewReportsQuery extends ListQuery {
  @Optional()
  @IsIn(REPORT_STATUSES)
  status?: string;

  @Optional()
  @IsUUID()
  reviewId?: string;
}
