import type { OrderSource } from '../checkout/index.js';

/** What the order freezes from a completed checkout: checkout.sessions.forOrder(checkoutId) (contract of issue 13). */
export type { OrderSource };
export type OrderSourceLine = OrderSource['lines'][number];
