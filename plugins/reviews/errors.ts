import { defineError } from '../../core/http/app-error.js';

/** The reviews plugin's error codes (issue 22; spec 02 leaves them to the issue). */
export const ReviewErrors = {
  REVIEW_NOT_FOUND: defineError(404, 'REVIEW_NOT_FOUND', 'Review not found'),
  REVIEW_REPORT_NOT_FOUND: defineError(404, 'REVIEW_REPORT_NOT_FOUND', 'Review report not found'),
  REVIEW_NOT_ELIGIBLE: defineError(409, 'REVIEW_NOT_ELIGIBLE', 'Only a delivered purchase of the product, not fully returned, can be reviewed'),
  REVIEW_ALREADY_EXISTS: defineError(409, 'REVIEW_ALREADY_EXISTS', 'The customer already has a live review of this product'),
  REVIEW_INVALID_TRANSITION: defineError(409, 'REVIEW_INVALID_TRANSITION', 'The review cannot make this move from its current state'),
  REVIEW_REASON_REQUIRED: defineError(400, 'REVIEW_REASON_REQUIRED', 'A reason (3 to 500 characters) is required'),
};
