import { clock } from '../../core/clock/clock.js';
import { sqlRows } from '../../core/db/sql.js';
import { withTransaction } from '../../core/db/transaction.js';
import { publish } from '../../core/jobs/index.js';
import { carts } from '../cart/index.js';
import { products } from '../products/index.js';
import { promotions } from '../promotions/index.js';
import type { CheckoutSession, ClosedBy } from './entities/checkout-session.entity.js';
import { holdRef } from './session-store.js';
import { CHECKOUT_SESSION_CLOSED } from './topics.js';

/**
 * Ends a live session (the caller holds its row lock): stock holds and the coupon slot released, the cart
 * unlocked, the status written only while still live (so a second close changes nothing and releases nothing),
 * and CHECKOUT_SESSION_CLOSED published with it. Returns false when the session was no longer live.
 */
export function closeSession(s: CheckoutSession, status: 'cancelled' | 'expired', by: ClosedBy, adminId: string | null = null): Promise<boolean> {
  return withTransaction(async () => {
    const now = clock.now();
    const moved = await sqlRows<{ version: number }>(
      `UPDATE checkout_sessions SET status = $2, closed_at = $3, closed_by = $4, closed_by_admin_id = $5, version = version + 1, updated_at = $3
        WHERE id = $1 AND status IN ('pending_payment', 'payment_in_progress') AND settled_attempt_id IS NULL
        RETURNING version`,
      [s.id, status, now, by, adminId],
    );
    if (!moved.length) return false;
    const ref = holdRef(s.publicId);
    await products.stock.release(ref);
    await promotions.slots.releaseSlot(ref);
    await carts.unlock(s.customerPublicId, ref);
    await publish(CHECKOUT_SESSION_CLOSED, { checkoutId: s.publicId, status, by });
    Object.assign(s, { status, closedAt: now, closedBy: by, closedByAdminId: adminId, version: moved[0].version, updatedAt: now });
    return true;
  });
}
