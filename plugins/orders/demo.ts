import type { DemoContext } from '../../core/demo/demo-context.js';
import { sqlRows } from '../../core/db/sql.js';
import { DEMO_CUSTOMER } from '../accounts/index.js';
import { fulfilment } from './fulfilment/fulfilment-service.js';
import { orderServices } from './orders-context.js';

/**
 * The demo customer's orders (payments' demo purchases) at several steps of their life, through the same services
 * as the routes: the first stays new (to confirm), the second is processing (to ship), the third is shipped (an
 * open parcel with its tracking number) and the fourth delivered (its COD cash to collect). Only while every one of
 * her orders is still new: a second seed, or a merchant's work on them, changes nothing.
 */
export async function ordersDemo(ctx: DemoContext): Promise<void> {
  await ctx.settled();
  const orders = await sqlRows<{ publicId: string; status: string }>(
    `SELECT o.public_id::text AS "publicId", o.status FROM orders o JOIN accounts_user_names u ON u.public_id = o.customer_public_id
      WHERE u.email = $1 AND u.kind = 'customer' ORDER BY o.id`,
    [DEMO_CUSTOMER.email],
  );
  if (orders.length < 4 || orders.some((o) => o.status !== 'created')) return;
  const [, processing, shipped, delivered] = orders.map((o) => o.publicId);
  for (const id of [processing!, shipped!, delivered!]) {
    await fulfilment.confirm(id);
    await fulfilment.startProcessing(id);
  }
  await shipEverything(shipped!, 'NP-DEMO-0001');
  const parcel = await shipEverything(delivered!, 'NP-DEMO-0002');
  await fulfilment.deliverShipment(delivered!, parcel.id);
  ctx.log('the demo customer has an order to confirm, one to ship, one on its way and one delivered with its cash to collect');
}

/** One parcel of every unit of the order, by Nepal Post. */
async function shipEverything(orderId: string, trackingNumber: string) {
  const order = await orderServices.admin.detail(orderId);
  const items = order.items.map((i: { id: string; quantity: number }) => ({ orderItemId: i.id, quantity: i.quantity }));
  return fulfilment.createShipment(orderId, { items, carrier: 'Nepal Post', trackingNumber });
}
