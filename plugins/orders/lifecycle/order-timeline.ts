import { currentActor, type Actor } from '../../../core/context/request-context.js';
import { newPublicId } from '../../../core/db/ids.js';
import { sqlRows } from '../../../core/db/sql.js';
import type { OrderStatus } from '../entities/order.entity.js';

export interface OrderEventEntry {
  /** the audit name, e.g. `order.status_changed`, `order.cod_cash_collected`, `order.note_added` */
  type: string;
  /** whether the customer sees it on their order */
  customerVisible: boolean;
  message?: string | null;
  fromStatus?: OrderStatus | null;
  toStatus?: OrderStatus | null;
  detail?: Record<string, unknown> | null;
}

/** Who acts, as the order's records name it: an admin, a customer, else the system (a job, an outbox delivery). */
export function orderActorKind(actor: Actor = currentActor()): 'admin' | 'customer' | 'system' {
  return actor.kind === 'admin' || actor.kind === 'customer' ? actor.kind : 'system';
}

/**
 * One timeline entry of an order (internal id), written in the caller's transaction, by the actor of the
 * context (admin, customer; anything else is the system).
 */
export async function recordOrderEvent(orderId: string, e: OrderEventEntry): Promise<void> {
  const actor = currentActor();
  const kind = orderActorKind(actor);
  await sqlRows(
    `INSERT INTO order_events (public_id, order_id, type, customer_visible, message, from_status, to_status, detail, actor_kind, actor_public_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      newPublicId(),
      orderId,
      e.type,
      e.customerVisible,
      e.message ?? null,
      e.fromStatus ?? null,
      e.toStatus ?? null,
      e.detail ? JSON.stringify(e.detail) : null,
      kind,
      kind === 'system' ? null : actor.publicId,
    ],
  );
}
