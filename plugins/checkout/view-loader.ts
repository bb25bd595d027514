import type { CheckoutSessionLine } from './entities/checkout-session-line.entity.js';
import type { CheckoutSessionPromotion } from './entities/checkout-session-promotion.entity.js';
import type { CheckoutSession } from './entities/checkout-session.entity.js';
import { sessionStore } from './session-store.js';
import { sessionView, type CheckoutSessionView } from './session-view.js';

/** The session's view, reading its lines and promotions when not given. */
export async function viewOf(s: CheckoutSession, lines?: CheckoutSessionLine[], promotions?: CheckoutSessionPromotion[]): Promise<CheckoutSessionView> {
  const [l, p] = await Promise.all([lines ?? sessionStore.lines(s), promotions ?? sessionStore.promotions(s)]);
  return sessionView(s, l, p);
}
