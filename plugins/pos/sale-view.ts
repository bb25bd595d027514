import { customerCards, type CustomerCard } from '../accounts/index.js';
import { basketPricing, type PricedLine } from '../cart/index.js';
import type { PosSaleLine } from './entities/pos-sale-line.entity.js';
import type { PosSale } from './entities/pos-sale.entity.js';
import { saleStore } from './sale-store.js';

export interface SaleLineView {
  variantPublicId: string;
  productPublicId: string;
  name: string;
  variantName: string | null;
  sku: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** units on hand now (null: untracked) */
  available: number | null;
}

export interface SaleView {
  publicId: string;
  status: PosSale['status'];
  createdBy: string;
  customerCreated: boolean;
  customer: Omit<CustomerCard, 'internalId'> | null;
  lines: SaleLineView[];
  fulfilment: PosSale['fulfilment'];
  addressId: string | null;
  shippingCharge: number;
  grandTotal: number;
  links: { cartId: string | null; checkoutId: string | null; paymentAttemptId: string | null; orderId: string | null };
  payment: { method: 'cash' | 'card' | 'qr'; amountTendered: number | null; change: number | null; reference: string | null } | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The sale's lines priced live by the one pricing service (a live deal applies), in the sale's order. */
export async function livePrices(lines: PosSaleLine[]): Promise<Map<string, PricedLine>> {
  if (!lines.length) return new Map();
  const price = await basketPricing.price({ lines: lines.map((l) => ({ variantId: l.variantPublicId, quantity: l.quantity })), fulfilmentType: 'pickup' });
  return new Map(price.lines.map((l) => [l.variantId, l]));
}

function lineView(l: PosSaleLine, priced: PricedLine | undefined): SaleLineView {
  const unitPrice = l.unitPrice ?? priced?.unitPrice ?? 0;
  return {
    variantPublicId: l.variantPublicId,
    productPublicId: l.productPublicId,
    name: priced?.name ?? '',
    variantName: priced?.variantName ?? null,
    sku: priced?.sku ?? null,
    quantity: l.quantity,
    unitPrice,
    lineTotal: unitPrice * l.quantity,
    available: priced?.available ?? null,
  };
}

/**
 * A sale as every route answers it: lines priced live while drafting (frozen once completed), the total recomputed
 * from the persisted lines (+ the shipping charge for a delivery; POS takes no coupons).
 */
export async function saleView(sale: PosSale, known?: PosSaleLine[]): Promise<SaleView> {
  const lines = known ?? (await saleStore.lines(sale.id));
  const [priced, customers] = await Promise.all([livePrices(lines), customerCards(sale.customerPublicId ? [sale.customerPublicId] : [])]);
  const views = lines.map((l) => lineView(l, priced.get(l.variantPublicId)));
  const shipping = sale.fulfilment === 'delivery' ? sale.shippingCharge : 0;
  const card = sale.customerPublicId ? customers.get(sale.customerPublicId) : undefined;
  return {
    publicId: sale.publicId,
    status: sale.status,
    createdBy: sale.createdBy,
    customerCreated: sale.customerCreated,
    customer: card ? { id: card.id, name: card.name, email: card.email, phone: card.phone } : null,
    lines: views,
    fulfilment: sale.fulfilment,
    addressId: sale.addressPublicId,
    shippingCharge: shipping,
    grandTotal: sale.grandTotal ?? views.reduce((sum, l) => sum + l.lineTotal, 0) + shipping,
    links: { cartId: sale.cartPublicId, checkoutId: sale.checkoutPublicId, paymentAttemptId: sale.paymentAttemptPublicId, orderId: sale.orderPublicId },
    payment: sale.paymentMethod
      ? { method: sale.paymentMethod, amountTendered: sale.amountTendered, change: sale.changeGiven, reference: sale.paymentReference }
      : null,
    createdAt: sale.createdAt,
    updatedAt: sale.updatedAt,
  };
}
