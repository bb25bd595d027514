import { definePlugin } from '../../core/plugin.js';
import { reviewsAdmin } from './admin.js';
import { reviewsDemo } from './demo.js';
import { reviewsDashboard } from './panel-dashboard.js';
import { ProductRatingAggregate } from './entities/product-rating-aggregate.entity.js';
import { ReviewEvent } from './entities/review-event.entity.js';
import { ReviewReport } from './entities/review-report.entity.js';
import { Review } from './entities/review.entity.js';
import { reviewsMigrations } from './migrations/index.js';
import { REVIEWS_INVARIANTS } from './migrations/invariants.js';
import { MyReviewsController } from './my-reviews.controller.js';
import { PublicReviewsController } from './public-reviews.controller.js';
import { ReviewReportsAdminController } from './review-reports-admin.controller.js';
import { ReviewsAdminController } from './reviews-admin.controller.js';

// the public surface: the services (panel, demo, other plugins), the topics, the error codes
export { reviews } from './reviews-context.js';
export { REVIEW_PUBLISHED, REVIEW_RESTORED, REVIEW_STATUS_CHANGED, REVIEW_WITHDRAWN, type ReviewChangePayload } from './topics.js';
export { ReviewErrors } from './errors.js';
export type { RatingSummary } from './rating-aggregate.js';

export default definePlugin({
  name: 'reviews',
  requires: ['accounts', 'products', 'orders'],
  references: ['products', 'users', 'order_items'], // foreign keys of our migrations into these owners' tables
  permissions: ['Reviews'],
  entities: [Review, ReviewReport, ReviewEvent, ProductRatingAggregate],
  invariants: REVIEWS_INVARIANTS,
  migrations: reviewsMigrations,
  controllers: [PublicReviewsController, MyReviewsController, ReviewsAdminController, ReviewReportsAdminController],
  admin: () => reviewsAdmin(),
  dashboard: reviewsDashboard,
  demo: reviewsDemo,
  demoAfter: ['orders'], // its reviews are of the demo orders that orders' demo delivers
});
