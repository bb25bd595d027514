import type { OrderStatus } from './entities/order.entity.js';

/**
 * How long a client should wait before polling the status again (issue 21): 30 s while the shop has yet to
 * send anything (created, confirmed, processing), 300 s otherwise (partially shipped and cancelled included).
 */
export function pollAfterSeconds(status: OrderStatus): number {
  return status === 'created' || status === 'confirmed' || status === 'processing' ? 30 : 300;
}
