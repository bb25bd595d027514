import { shipmentsOf } from '../fulfilment/shipment-reads.js';
import { OrderErrors as E } from '../errors.js';
import { codCollectionOf, findOrder, itemsOf, pricingOf, shippingOf, type OrderRow } from '../order-queries.js';
import { orderSettings } from '../order-settings.js';

/** What a receipt prints, read in one go (money in paisa). */
export interface ReceiptData {
  shop: { name: string; address: string };
  orderNumber: string;
  placedAt: Date;
  status: string;
  fulfilmentType: 'delivery' | 'pickup';
  customer: { name: string; email: string };
  /** the delivery address, null for a pickup order */
  deliverTo: { name: string; phone: string; lines: string[] } | null;
  lines: ReceiptLine[];
  money: ReturnType<typeof pricingOf>;
  paymentMethod: string;
  /** null unless the order is cash on delivery */
  cod: { collected: true; amount: number; at: Date } | { collected: false; due: number } | null;
}

export interface ReceiptLine {
  name: string;
  variant: string | null;
  sku: string | null;
  quantity: number;
  /** units that will not ship (short at stock commit, or cancelled) */
  notShipping: number;
  unitPrice: number;
  lineTotal: number;
  serials: string[];
}

/** Serials per order line (public id), from the shipments that hold them: open or delivered (a failed parcel frees its serials). */
async function serialsByLine(orderId: string): Promise<Map<string, string[]>> {
  const byLine = new Map<string, string[]>();
  for (const s of await shipmentsOf(orderId)) {
    if (s.status !== 'open' && s.status !== 'delivered') continue;
    for (const item of s.items) byLine.set(item.orderItemId, [...(byLine.get(item.orderItemId) ?? []), ...item.serials]);
  }
  return byLine;
}

function addressLines(o: OrderRow): ReceiptData['deliverTo'] {
  if (o.fulfilmentType !== 'delivery') return null;
  const s = shippingOf(o);
  const street = [s.street, s.ward ? `Ward ${s.ward}` : null].filter(Boolean).join(', ');
  const place = [s.municipalityName, s.districtName, s.postalCode].filter(Boolean).join(', ');
  const lines = [street, s.landmark, place, s.provinceName].filter((l): l is string => !!l);
  return { name: s.recipientName ?? '', phone: s.recipientPhone ?? '', lines };
}

function codState(o: OrderRow, grandTotal: number): ReceiptData['cod'] {
  if (o.paymentMethod !== 'cod') return null;
  const c = codCollectionOf(o);
  return c ? { collected: true, amount: c.collectedAmount, at: c.collectedAt } : { collected: false, due: grandTotal };
}

/** The receipt of an order, restricted to a customer's own orders when `customerId` is given (another's reads as unknown). */
export async function receiptData(publicId: string, customerId: string | null): Promise<ReceiptData> {
  const o = await findOrder(publicId, customerId);
  if (!o) throw E.ORDER_NOT_FOUND();
  const [items, serials] = await Promise.all([itemsOf(o.id), serialsByLine(o.id)]);
  const money = pricingOf(o);
  return {
    shop: { name: orderSettings.shopName, address: orderSettings.shopAddress },
    orderNumber: o.orderNumber as string,
    placedAt: o.createdAt as Date,
    status: o.status,
    fulfilmentType: o.fulfilmentType,
    customer: { name: o.customerName as string, email: o.customerEmail as string },
    deliverTo: addressLines(o),
    lines: items.map((i) => ({
      name: i.productName,
      variant: i.variantName,
      sku: i.sku,
      quantity: i.quantity,
      notShipping: i.unavailableQuantity + i.cancelledQuantity,
      unitPrice: i.unitPrice,
      lineTotal: i.lineTotal,
      serials: serials.get(i.id) ?? [],
    })),
    money,
    paymentMethod: o.paymentMethod,
    cod: codState(o, money.grandTotal),
  };
}
