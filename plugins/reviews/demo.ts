import { runAs } from '../../core/context/request-context.js';
import type { DemoContext } from '../../core/demo/demo-context.js';
import { deliveredPurchaseLines } from '../orders/index.js';
import { CreateReviewDto } from './dto/review.dto.js';
import { eligibility } from './submission.js';
import { reviews } from './reviews-context.js';

const DEMO_REVIEWS = [
  { rating: 5, title: 'Exactly as described', body: 'Arrived well packed and works perfectly. Would buy again from this shop.' },
  { rating: 4, title: 'Good value', body: 'Does the job well for the price; delivery took a day longer than expected.' },
  { rating: 5, title: null, body: 'Very happy with it, the quality is better than I hoped.' },
];

/**
 * A few published reviews from delivered demo order lines (the orders demo delivers one of the demo customer's
 * orders), written as their customers through the same service as the route. Lines whose product the customer
 * already reviewed are skipped, so a second seed adds nothing; with no delivered line there is nothing to do.
 */
export async function reviewsDemo(ctx: DemoContext): Promise<void> {
  await ctx.settled();
  const lines = await deliveredPurchaseLines(20);
  let made = 0;
  for (const line of lines) {
    if (made >= DEMO_REVIEWS.length) break;
    const asCustomer = <T>(fn: () => Promise<T>) => runAs({ kind: 'customer', publicId: line.customerId, internalId: '0' }, fn, 'customer');
    const can = await asCustomer(() => eligibility(line.productId));
    if (!can.eligible) continue;
    const body = await ctx.input(CreateReviewDto, { orderItemId: line.orderItemId, ...DEMO_REVIEWS[made] });
    await asCustomer(() => reviews.storefront.submit(body));
    made++;
  }
  if (made > 0) ctx.log(`${made} published review(s) of delivered demo purchases`);
  else ctx.log('no delivered demo purchase left to review');
}
