import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { newPublicId } from '../../core/db/ids.js';
import { repo, withTransaction } from '../../core/db/transaction.js';
import { publish } from '../../core/jobs/index.js';
import { logger } from '../../core/log/logger.js';
import { buildOrder, type OrderDraft } from './order-building.js';
import type { OrderSource } from './order-source.js';
import { OrderEvent } from './entities/order-event.entity.js';
import { OrderItem } from './entities/order-item.entity.js';
import { OrderPromotion } from './entities/order-promotion.entity.js';
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
      const row = await insertOrder(draft, publicId);
      if (!row) {
        const other = (await existing(draft.checkoutPublicId))!;
        return { id: other.publicId, orderNumber: other.orderNumber, created: false };
      }
      const orderId = String(row.id);
      await insertLinesAndPromotions(draft, orderId);
      await repo(OrderEvent).insert(firstEvents(draft, orderId, shortMessage));
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

/** The order row, one statement: nothing (undefined) when the checkout already has its order (uq_orders_checkout). */
async function insertOrder(draft: OrderDraft, publicId: string): Promise<{ id: string; order_number: string } | undefined> {
  const s = draft.shipping;
  const inserted = await repo(Order)
    .createQueryBuilder()
    .insert()
    .into(Order)
    .values({
      publicId,
      customerPublicId: draft.customerPublicId,
      checkoutPublicId: draft.checkoutPublicId,
      paymentAttemptPublicId: draft.paymentAttemptPublicId,
      status: 'created',
      fulfilmentType: draft.fulfilmentType,
      channel: draft.channel,
      paymentMethod: draft.paymentMethod,
      currency: draft.currency,
      subtotal: draft.subtotal,
      discountAmount: draft.discountAmount,
      shippingAmount: draft.shippingAmount,
      shippingDiscountAmount: draft.shippingDiscountAmount,
      grandTotal: draft.grandTotal,
      paidAmount: draft.paidAmount,
      refundedAmount: 0,
      shipRecipientName: s.recipientName,
      shipRecipientPhone: s.recipientPhone,
      shipDistrictPublicId: s.districtId,
      shipDistrictName: s.districtName,
      shipProvinceName: s.provinceName,
      shipMunicipalityName: s.municipalityName,
      shipWard: s.ward,
      shipStreet: s.street,
      shipLandmark: s.landmark,
      shipPostalCode: s.postalCode,
      checkoutCompletedAt: draft.checkoutCompletedAt,
    })
    .onConflict(`ON CONSTRAINT uq_orders_checkout DO NOTHING`)
    .returning('id, order_number')
    .execute();
  return inserted.raw[0] as { id: string; order_number: string } | undefined;
}

async function insertLinesAndPromotions(draft: OrderDraft, orderId: string): Promise<void> {
  await repo(OrderItem).insert(draft.lines.map((l) => ({ ...l, publicId: newPublicId(), orderId })));
  if (!draft.promotions.length) return;
  await repo(OrderPromotion).insert(
    draft.promotions.map((p) => ({
      orderId,
      promotionPublicId: p.promotionId,
      name: p.name,
      couponCode: p.couponCode,
      discountAmount: p.discountAmount,
      shippingDiscountAmount: p.shippingDiscountAmount,
    })),
  );
}

/** The timeline's first entries: placed, and what will not ship when stock ran short. */
function firstEvents(draft: OrderDraft, orderId: string, shortMessage: string | null): QueryDeepPartialEntity<OrderEvent>[] {
  const events: QueryDeepPartialEntity<OrderEvent>[] = [
    {
      publicId: newPublicId(),
      orderId,
      type: 'order.created',
      customerVisible: true,
      message: 'Order placed',
      toStatus: 'created',
      detail: { checkoutId: draft.checkoutPublicId, paymentMethod: draft.paymentMethod, reallocatedDiscount: draft.reallocated || undefined },
      actorKind: 'system',
      actorPublicId: null,
    },
  ];
  if (draft.shortVariants.length) {
    events.push({
      publicId: newPublicId(),
      orderId,
      type: 'order.items_unavailable',
      customerVisible: true,
      message: shortMessage ?? unavailableMessage(draft),
      detail: { shortVariants: draft.shortVariants },
      actorKind: 'system',
      actorPublicId: null,
    });
  }
  return events;
}
