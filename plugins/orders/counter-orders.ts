import { confirmOrder } from './fulfilment/confirmation.js';
import { collectOrder } from './fulfilment/pickup.js';
import { orderReceipts, type ReceiptFile } from './receipt/receipt.service.js';

/**
 * POS (issue 23): what a counter sale does to the order it just placed, in the sale's transaction. A pickup order
 * is handed over at once (a synthetic counter shipment, delivered: the return window opens); a delivery order is
 * confirmed and waits for its shipment like any other. Its receipt is printed at the counter.
 */
export const counterOrders = {
  handOver: (orderId: string): Promise<void> => collectOrder(orderId),
  confirm: (orderId: string): Promise<void> => confirmOrder(orderId),
  /** the order's sales receipt PDF, printed at the counter (the panel's POS screen) */
  receipt: (orderId: string): Promise<ReceiptFile> => orderReceipts.any(orderId),
};
