import { mailTemplate } from '../../../core/mail/template.js';
import { rupees } from '../../../core/panel/rupees.js';
import { platform } from '../../../core/platform.js';
import { orderSettings } from '../order-settings.js';
import { claimOrderMail, mailLines, mailOrder, refundAmount, type MailOrder, type OrderMailKind } from './order-mail-data.js';

const cancelled = mailTemplate<{ name: string; orderNumber: string; how: string; lines: string; money: string; shopName: string }>({
  subject: 'Your order {{orderNumber}} was cancelled',
  text: 'Hello {{name}},\n\nYour order {{orderNumber}} was cancelled{{how}}\n\nCancelled:\n{{lines}}\n\n{{money}}\n\n{{shopName}}',
});

const readyForPickup = mailTemplate<{ name: string; orderNumber: string; lines: string; payment: string; shopName: string; shopAddress: string }>({
  subject: 'Your order {{orderNumber}} is ready for pickup',
  text:
    'Hello {{name}},\n\nYour order {{orderNumber}} is ready for pickup at:\n{{shopName}}\n{{shopAddress}}\n\nTo collect:\n{{lines}}\n\n' +
    '{{payment}} Please bring your order number, {{orderNumber}}.\n\n{{shopName}}',
});

/**
 * Sends the order's mail of a kind once (issue 21: deduplicated by order and kind), from an outbox handler's
 * transaction: the claim commits with the delivery, and a failed send rolls the claim back for the retry.
 */
async function sendOnce(orderPublicId: string, kind: OrderMailKind, compose: (o: MailOrder) => Promise<{ subject: string; text: string; html: string }>) {
  const order = await mailOrder(orderPublicId);
  if (!order?.customerEmail) return;
  if (!(await claimOrderMail(order.id, kind))) return;
  const mail = await compose(order);
  await platform().mailer.send({ to: order.customerEmail, ...mail });
}

/** What the customer is told about the money of a cancelled order. */
function cancelledMoney(order: MailOrder, refund: number | null): string {
  if (refund !== null) return `A refund of ${rupees(refund)}, the amount you paid, has been opened and will reach you once it is settled.`;
  if (order.paymentMethod === 'cod') return 'You chose cash on delivery and no cash was collected, so there is nothing to refund.';
  return 'Nothing remains to be refunded on this order.';
}

export const orderMails = {
  /** The cancellation mail: the order number, the units cancelled, the refund (if any) and the reason an admin gave. */
  cancellation: (e: { orderId: string; reason: string | null; by: string; refundId: string | null }) =>
    sendOnce(e.orderId, 'cancellation', async (o) =>
      cancelled.render({
        name: o.customerName,
        orderNumber: o.orderNumber,
        how: e.by === 'customer' ? ', as you asked.' : `.${e.reason ? ` Reason: ${e.reason}` : ''}`,
        lines: await mailLines(o.id, 'cancelled'),
        money: cancelledMoney(o, await refundAmount(e.refundId)),
        shopName: orderSettings.shopName,
      }),
    ),

  /** The ready-for-pickup mail: where to collect (SHOP_NAME, SHOP_ADDRESS), what, and what is left to pay. */
  readyForPickup: (e: { orderId: string }) =>
    sendOnce(e.orderId, 'ready_for_pickup', async (o) =>
      readyForPickup.render({
        name: o.customerName,
        orderNumber: o.orderNumber,
        lines: await mailLines(o.id, 'active'),
        payment: o.paymentMethod === 'cod' ? `Please pay ${rupees(o.grandTotal)} in cash when you collect.` : 'Your order is paid.',
        shopName: orderSettings.shopName,
        shopAddress: orderSettings.shopAddress,
      }),
    ),
};
