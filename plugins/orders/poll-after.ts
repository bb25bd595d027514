import type { OrderStatus } from './entities/order.entity.js';

/**
 * How long a client should wait before polling the status again: soon while the shop has yet to act on a new
 * order, less often once it is moving, rarely once nothing more will happen without a person.
 */
export function pollAfterSeconds(status: OrderStatus): number {
  switch (status) {
    case 'created':
      return 15;
    case 'confirmed':
    case 'processing':
      return 60;
    case 'partially_shipped':
    case 'shipped':
    case 'partially_delivered':
      return 300;
    default:
      return 3600;
  }
}
