import { reviewReportsPanel } from './panel/review-reports-panel.js';
import { reviewsPanel } from './panel/reviews-panel.js';

/** The reviews plugin's panel: the moderation queue and the reports queue; every write runs through the services of the routes. */
export function reviewsAdmin() {
  return [reviewsPanel(), reviewReportsPanel()];
}
