import { newPublicId } from '../../core/db/ids.js';
import { repo, withTransaction } from '../../core/db/transaction.js';
import { publish } from '../../core/jobs/index.js';
import { logger } from '../../core/log/logger.js';
import { buildOrder, type OrderDraft } from './order-building.js';
import { type FirstEvent, insertOrder } from './order-insert.js';
import type { OrderSource } from './order-source.js';
import { Order } from './entities/order.entity.js';
import { ORDER_CREATED } from './topics.js';

export interface LoadedSource {
  source: OrderSource;
  shortMessage: string | null;
}

export interface CreatedOrder {
  id: string;
  orderNumber: string;
  /** false when the checkout already had its order (a repeated or concurrent delivery) */
  created: boolean;
}

const existing = async (checkoutId: string) =>
  repo(Order).findOne({ where: { checkoutPublicId: checkoutId }, select: { id: true, publicId: true, orderNumber: true } });

function unavailableMessage(draft: OrderDraft): string {
  const short = draft.lines.filter((l) => l.unavailableQuantity > 0);
  const names = short.map((l) => `${l.unavailableQuantity} x ${l.productName}${l.variantName ? ` (${l.variantName})` : ''}`).join(', ');
  return `Stock ran out before your payment completed: ${names} will not ship.`.slice(0, 500);
}

/**
 * The CREATE_ORDER job's work: the order of a completed checkout, in the caller's transaction (the outbox
 * delivery's), once per checkout. The insert is one statement that does nothing when the checkout already
 * has an order (uq_orders_checkout decides between concurrent deliveries: the loser waits for the winner's
 * commit and inserts nothing), so lines, timeline and ORDER_CREATED are written by the winner only.
 */
export class OrderCreation {
  /**
   * `justCompleted`: the caller's transaction completed the checkout, so no order of it can exist yet and the look
   * for one is skipped (the insert would still find one: it does nothing then).
   */
  async fromCheckout(
    checkoutId: string,
    loadSource: (checkoutId: string) => Promise<LoadedSource | null>,
    { justCompleted = false }: { justCompleted?: boolean } = {},
  ): Promise<CreatedOrder> {
    return withTransaction(async () => {
      const found = justCompleted ? null : await existing(checkoutId);
      if (found) return { id: found.publicId, orderNumber: found.orderNumber, created: false };
      const loaded = await loadSource(checkoutId);
      // SESSION_COMPLETED commits with the completion, so this is a programming error: retried, then dead (visible)
      if (!loaded) throw new Error(`Checkout ${checkoutId} is not completed: no order can be made from it`);
      return this.fromSource(loaded.source, loaded.shortMessage);
    });
  }

  /** `shortMessage`: the checkout's words for units that will not ship (the payment response shows the same). */
  async fromSource(source: OrderSource, shortMessage: string | null = null): Promise<CreatedOrder> {
    const draft = buildOrder(source);
    return withTransaction(async () => {
      const publicId = newPublicId();
      const row = await insertOrder(draft, publicId, firstEvents(draft, shortMessage));
      if (!row) {
        const other = (await existing(draft.checkoutPublicId))!;
        return { id: other.publicId, orderNumber: other.orderNumber, created: false };
      }
      if (draft.reallocated) logger().warn({ checkoutId: draft.checkoutPublicId }, 'order: the frozen line discounts did not add up; allocated again');
      await publish(ORDER_CREATED, {
        orderId: publicId,
        orderNumber: row.order_number,
        checkoutId: draft.checkoutPublicId,
        customerId: draft.customerPublicId,
        paymentMethod: draft.paymentMethod,
        grandTotal: draft.grandTotal,
        currency: draft.currency,
        shortVariants: draft.shortVariants,
      });
      return { id: publicId, orderNumber: row.order_number, created: true };
    });
  }
}

/** The timeline's first entries: placed, and what will not ship when stock ran short. */
function firstEvents(draft: OrderDraft, shortMessage: string | null): FirstEvent[] {
  const placed = { checkoutId: draft.checkoutPublicId, paymentMethod: draft.paymentMethod, reallocatedDiscount: draft.reallocated || undefined };
  const events: FirstEvent[] = [{ type: 'order.created', message: 'Order placed', toStatus: 'created', detail: placed }];
  if (draft.shortVariants.length) {
    const detail = { shortVariants: draft.shortVariants };
    events.push({ type: 'order.items_unavailable', message: shortMessage ?? unavailableMessage(draft), toStatus: null, detail });
  }
  return events;
}
