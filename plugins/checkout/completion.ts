import { clock } from '../../core/clock/clock.js';
import { preparedRows } from '../../core/db/sql.js';
import { withTransaction } from '../../core/db/transaction.js';
import { logger } from '../../core/log/logger.js';
import { publish } from '../../core/jobs/index.js';
import { carts } from '../cart/index.js';
import { products } from '../products/index.js';
import { promotions } from '../promotions/index.js';
import { mustMoveSession } from './session-machine.js';
import { sessionStore, holdRef } from './session-store.js';
import { SESSION_COMPLETED } from './topics.js';

export const SHORT_MESSAGE = 'Some items ran out before your payment completed; they will not ship and will be refunded';

/**
 * The money chain's step "complete the checkout" (orders/placement.ts), in the caller's transaction or its own: the session completed,
 * its stock committed as far as it is on hand (short lines recorded: unavailableQuantity, shortVariants and
 * the message; the payment stays paid), the coupon slot consumed, the bought lines removed from the cart and
 * the cart unlocked, SESSION_COMPLETED published. Decided by the session's state under its row lock, so a second
 * run changes nothing. Returns the id of the SESSION_COMPLETED event it published; null when it changed nothing.
 */
export function completeSettled(checkoutId: string): Promise<string | null> {
  return withTransaction(async () => {
    const held = await sessionStore.lockedWithLines(checkoutId);
    if (!held || held.session.status === 'completed') return null;
    const { session: s, lines } = held;
    if (s.settledAttemptId === null || s.settledMethod === null) {
      logger().error({ checkoutId, status: s.status }, 'checkout completion asked for a session that was never settled');
      return null;
    }
    const ref = holdRef(s.publicId);
    const { short } = await products.stock.commitAvailable(ref);
    for (const l of short) {
      await preparedRows(`UPDATE checkout_session_lines SET unavailable_quantity = $3, updated_at = now() WHERE session_id = $1 AND variant_public_id = $2`, [
        s.id,
        l.variantId,
        l.held - l.committed,
      ]);
      // the lines as loaded follow the write (the order reads them in this transaction)
      for (const line of lines) if (line.variantPublicId === l.variantId) line.unavailableQuantity = l.held - l.committed;
    }
    // a slot is held only for a coupon the session was started with (start.ts)
    if (s.couponCode !== null) await promotions.slots.consumeSlot(ref);
    // a counter sale bought from its own cart: the customer's online basket is not touched
    if (s.channel === 'online')
      await carts.releaseBought(
        s.customerPublicId,
        ref,
        lines.map((l) => l.variantPublicId),
      );
    const shortVariants = short.map((l) => l.variantId);
    const now = clock.now();
    await mustMoveSession(s, 'complete', {
      at: now,
      set: { completed_at: now, short_variant_ids: shortVariants, completion_message: shortVariants.length ? SHORT_MESSAGE : null },
    });
    return publish(SESSION_COMPLETED, { checkoutId: s.publicId, attemptId: s.settledAttemptId, method: s.settledMethod });
  });
}
