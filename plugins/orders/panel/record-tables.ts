import type { PanelProperty, PanelTableColumn } from '../../../core/panel/resource-spec.js';
import { timelineProperty, timelineRows, idsIn, type PanelTimelineEvent } from '../../../core/panel/timeline.js';
import { thumbnailUrl } from '../../../core/storage/thumbnail-url.js';
import { userLabels } from '../../accounts/index.js';
import { products } from '../../products/index.js';
import type { ShipmentView } from '../fulfilment/shipment-reads.js';
import type { OrderItemView, timelineOf } from '../order-queries.js';

/* An order's page in the panel: its lines (with the product's picture), parcels and timeline as tables. */

const LINE_COLUMNS: PanelTableColumn[] = [
  { key: 'thumbnail', label: '', kind: 'image' },
  { key: 'productName', label: 'Product', link: { resource: 'Products', idKey: 'productId' } },
  { key: 'variantName', label: 'Variant', link: { resource: 'ProductVariants', idKey: 'variantId' } },
  { key: 'sku', label: 'SKU' },
  { key: 'quantity', label: 'Quantity', kind: 'number' },
  { key: 'unitPrice', label: 'Unit price', kind: 'money' },
  { key: 'discountAmount', label: 'Discount', kind: 'money' },
  { key: 'lineTotal', label: 'Line total', kind: 'money' },
  { key: 'label', label: 'State', kind: 'enum' },
  { key: 'progress', label: 'Units' },
];

const SHIPMENT_COLUMNS: PanelTableColumn[] = [
  { key: 'parcel', label: 'Parcel' },
  { key: 'status', label: 'Status', kind: 'enum' },
  { key: 'via', label: 'Carrier and tracking' },
  { key: 'items', label: 'Items' },
  { key: 'createdAt', label: 'Opened', kind: 'time' },
  { key: 'closedAt', label: 'Closed', kind: 'time' },
];

/** The first properties of a record that belongs to an order (a return, a refund): its title, the order by number and link, the customer. */
export const OF_AN_ORDER: PanelProperty[] = [
  { path: 'id', isId: true, isEditable: false },
  { path: 'title', isTitle: true, isEditable: false },
  { path: 'orderNumber', isEditable: false },
  { path: 'orderId', reference: 'Orders', isEditable: false },
  { path: 'customer', isEditable: false },
];

export const ORDER_TABLE_PROPERTIES: PanelProperty[] = [
  { path: 'lines', table: { columns: LINE_COLUMNS, empty: 'No lines' }, isEditable: false },
  { path: 'shipments', table: { columns: SHIPMENT_COLUMNS, empty: 'Nothing shipped yet' }, isEditable: false },
  timelineProperty(),
];

/** "2 shipped, 1 delivered": where a line's units are beyond its state. */
function progress(i: OrderItemView): string {
  return [
    i.unavailableQuantity && `${i.unavailableQuantity} unavailable`,
    i.cancelledQuantity && `${i.cancelledQuantity} cancelled`,
    i.shippedQuantity && `${i.shippedQuantity} shipped`,
    i.deliveredQuantity && `${i.deliveredQuantity} delivered`,
    i.returnPendingQuantity && `${i.returnPendingQuantity} in a return`,
    i.returnedQuantity && `${i.returnedQuantity} returned`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The lines as table rows, each with its product's current picture (none once the variant is gone). */
export async function lineRows(items: OrderItemView[]): Promise<Array<Record<string, unknown>>> {
  const info = items.length ? await products.lookup(items.map((i) => i.variantId)) : new Map();
  return Promise.all(
    items.map(async (i) => ({
      ...i,
      variantName: i.variantName ?? 'Default',
      thumbnail: await thumbnailUrl(info.get(i.variantId)?.thumbnailKey),
      progress: progress(i),
    })),
  );
}

/** The parcels as table rows: "Parcel 3f2a", "Pathao NP123", "1 x Phone (Blue) [IMEI1]". */
export function shipmentRows(shipments: ShipmentView[], names: Map<string, string>): Array<Record<string, unknown>> {
  return shipments.map((s) => ({
    parcel: `${s.kind === 'counter' ? 'Counter' : 'Parcel'} ${s.id.slice(-4)}`,
    status: s.status,
    via: [s.carrier, s.trackingNumber, s.failureReason && `(${s.failureReason})`].filter(Boolean).join(' '),
    items: s.items.map((i) => `${i.quantity} x ${names.get(i.orderItemId) ?? 'line'}${i.serials.length ? ` [${i.serials.join(', ')}]` : ''}`).join('; '),
    createdAt: s.createdAt,
    closedAt: s.closedAt,
  }));
}

/** The timeline as readable events: "Shipment delivered", "Processing → Shipped", "Message: ... · By: Asha <asha@shop.test>". */
export async function timelineTable(events: Awaited<ReturnType<typeof timelineOf>>): Promise<Array<Record<string, unknown>>> {
  const shown: PanelTimelineEvent[] = events.map((e) => ({
    at: e.at,
    event: e.type.replace(/\./g, '_'),
    from: e.fromStatus,
    to: e.toStatus,
    detail: { message: e.message, by: e.actorKind === 'system' ? null : (e.actorId ?? e.actorKind), seen: e.customerVisible ? null : 'shop only' },
  }));
  return timelineRows(shown, await userLabels(idsIn(shown)));
}
