import { subscribe, type Subscription } from '../../../core/jobs/index.js';
import { ORDER_CANCELLED, ORDER_READY_FOR_PICKUP } from '../topics.js';
import { orderMails } from './order-mails.js';

/** The order mails (cancellation, ready for pickup), each sent once per order and kind (issue 21). */
export const orderMailSubscribers: Subscription[] = [
  subscribe(ORDER_CANCELLED, 'orders.cancellation-mail', (e) => orderMails.cancellation(e.payload)),
  subscribe(ORDER_READY_FOR_PICKUP, 'orders.ready-for-pickup-mail', (e) => orderMails.readyForPickup(e.payload)),
];
