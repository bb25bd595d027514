import { apiDocument } from '../../core/http/openapi.js';
import { MyReviewsController } from '../../plugins/reviews/my-reviews.controller.js';
import { PublicReviewsController } from '../../plugins/reviews/public-reviews.controller.js';
import { ReviewReportsAdminController } from '../../plugins/reviews/review-reports-admin.controller.js';
import { ReviewsAdminController } from '../../plugins/reviews/reviews-admin.controller.js';
import { documentationProblems } from '../core/openapi/documentation-rules.js';

it('documents the 20 review routes: ids, summaries, typed answers, every error code', () => {
  const doc: any = apiDocument([PublicReviewsController, MyReviewsController, ReviewsAdminController, ReviewReportsAdminController], 'http://localhost:3000');
  expect(documentationProblems(doc)).toEqual([]);
  const operations = Object.values(doc.paths).flatMap((p: any) => Object.keys(p));
  expect(operations).toHaveLength(20);
  const errors = (path: string, verb: string, status: string) => JSON.stringify(doc.paths[path][verb].responses[status]);
  expect(errors('/api/mobile/reviews', 'post', '409')).toContain('REVIEW_NOT_ELIGIBLE');
  expect(errors('/api/mobile/reviews', 'post', '409')).toContain('REVIEW_ALREADY_EXISTS');
  expect(errors('/api/admin/reviews/{id}/hide', 'post', '400')).toContain('REVIEW_REASON_REQUIRED');
  expect(errors('/api/admin/reviews/{id}/restore', 'post', '409')).toContain('REVIEW_INVALID_TRANSITION');
  expect(errors('/api/admin/review-reports/{id}/dismiss', 'post', '404')).toContain('REVIEW_REPORT_NOT_FOUND');
  const summary = doc.components.schemas.RatingSummaryResponse;
  expect(Object.keys(summary.properties)).toEqual(['averageRating', 'reviewCount', 'ratingSum', 'distribution']);
});
