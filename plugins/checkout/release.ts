import { clock } from '../../core/clock/clock.js';
import { withTransaction } from '../../core/db/transaction.js';
import { publish } from '../../core/jobs/index.js';
import { carts } from '../cart/index.js';
import { products } from '../products/index.js';
import { promotions } from '../promotions/index.js';
import type { CheckoutSession, ClosedBy } from './entities/checkout-session.entity.js';
import { moveSession } from './session-machine.js';
import { holdRef } from './session-store.js';
import { SESSION_CLOSED } from './topics.js';

/**
 * Ends a live session (the caller holds its row lock): stock holds and the coupon slot released, the cart
 * unlocked, the status written only while still live (so a second close changes nothing and releases nothing),
 * and SESSION_CLOSED published with it. Returns false when the session was no longer live.
 */
export function closeSession(s: CheckoutSession, status: 'cancelled' | 'expired', by: ClosedBy, adminId: string | null = null): Promise<boolean> {
  return withTransaction(async () => {
    const now = clock.now();
    const moved = await moveSession(s, status === 'cancelled' ? 'cancel' : 'expire', {
      at: now,
      set: { closed_at: now, closed_by: by, closed_by_admin_id: adminId },
      where: 'settled_attempt_id IS NULL',
    });
    if (!moved) return false;
    const ref = holdRef(s.publicId);
    await products.stock.release(ref);
    await promotions.slots.releaseSlot(ref);
    await carts.unlock(s.customerPublicId, ref);
    await publish(SESSION_CLOSED, { checkoutId: s.publicId, status, by });
    Object.assign(s, { closedAt: now, closedBy: by, closedByAdminId: adminId });
    return true;
  });
}
