/** The derived per-line label of spec 03 (display only; an order item has no status). */
export const LINE_LABELS = ['unavailable', 'cancelled', 'delivered', 'partially_delivered', 'shipped', 'partially_shipped', 'processing'] as const;
export type LineLabel = (typeof LINE_LABELS)[number];

export interface LineQuantities {
  quantity: number;
  unavailableQuantity: number;
  cancelledQuantity: number;
  shippedQuantity: number;
  deliveredQuantity: number;
}

/**
 * Progress wins over what will not ship: units that will ship are "active"; once any moved, the label says how
 * far (delivered / shipped, fully or partly). Before that, a line with units short at stock commit reads
 * `unavailable`, one with nothing active left `cancelled`, anything else `processing`.
 */
export function lineLabel(q: LineQuantities): LineLabel {
  const active = q.quantity - q.unavailableQuantity - q.cancelledQuantity;
  if (active <= 0) return q.cancelledQuantity > 0 ? 'cancelled' : 'unavailable';
  if (q.deliveredQuantity >= active) return 'delivered';
  if (q.deliveredQuantity > 0) return 'partially_delivered';
  if (q.shippedQuantity >= active) return 'shipped';
  if (q.shippedQuantity > 0) return 'partially_shipped';
  if (q.unavailableQuantity > 0) return 'unavailable';
  return 'processing';
}
