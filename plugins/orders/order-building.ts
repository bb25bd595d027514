import { allocateByLargestRemainder } from '../../core/db/allocate.js';
import type { OrderSource } from './order-source.js';

/** A line as the order stores it. */
export interface OrderLineDraft {
  position: number;
  checkoutLinePublicId: string;
  variantPublicId: string;
  productPublicId: string;
  productName: string;
  variantName: string | null;
  sku: string | null;
  unitPrice: number;
  mrp: number;
  quantity: number;
  lineTotal: number;
  discountAmount: number;
  unavailableQuantity: number;
}

export interface OrderDraft {
  customerPublicId: string;
  checkoutPublicId: string;
  paymentAttemptPublicId: string;
  fulfilmentType: 'delivery' | 'pickup';
  channel: 'online' | 'pos';
  paymentMethod: string;
  currency: 'NPR';
  subtotal: number;
  discountAmount: number;
  shippingAmount: number;
  shippingDiscountAmount: number;
  grandTotal: number;
  paidAmount: number;
  shipping: OrderSource['shipping'];
  checkoutCompletedAt: Date;
  lines: OrderLineDraft[];
  promotions: OrderSource['promotions'];
  /** variants with units short at stock commit */
  shortVariants: string[];
  /** true when the frozen per-line discounts did not add up and were allocated again */
  reallocated: boolean;
}

/** A checkout snapshot that cannot become an order (its money does not add up): a programming error upstream. */
export class OrderSourceInvalid extends Error {
  constructor(checkoutId: string, problem: string) {
    super(`Checkout ${checkoutId} cannot become an order: ${problem}`);
    this.name = 'OrderSourceInvalid';
  }
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The order a completed checkout becomes (pure): lines in the checkout's order, money checked to add up,
 * the frozen discount allocation kept when it sums to the order's discount (else allocated again by largest
 * remainder over the line totals), short units capped at the line's quantity.
 */
export function buildOrder(source: OrderSource): OrderDraft {
  const bad = (problem: string) => new OrderSourceInvalid(source.checkoutId, problem);
  if (!source.lines.length) throw bad('it has no lines');
  for (const l of source.lines) {
    if (!Number.isInteger(l.quantity) || l.quantity < 1) throw bad(`line ${l.lineId} has quantity ${l.quantity}`);
    if (l.lineTotal !== l.unitPrice * l.quantity) throw bad(`line ${l.lineId}: ${l.unitPrice} x ${l.quantity} is not ${l.lineTotal}`);
  }
  const subtotal = sum(source.lines.map((l) => l.lineTotal));
  if (subtotal !== source.subtotal) throw bad(`its lines add up to ${subtotal}, not the subtotal ${source.subtotal}`);
  const expectedTotal = source.subtotal - source.discountAmount + source.shippingAmount - source.shippingDiscountAmount;
  if (expectedTotal !== source.grandTotal) throw bad(`grandTotal ${source.grandTotal} is not ${expectedTotal}`);
  if (source.discountAmount > source.subtotal || source.shippingDiscountAmount > source.shippingAmount) throw bad('a discount exceeds what it discounts');

  const frozen = source.lines.map((l) => l.discountAmount);
  const frozenValid = sum(frozen) === source.discountAmount && source.lines.every((l) => l.discountAmount >= 0 && l.discountAmount <= l.lineTotal);
  const discounts = frozenValid
    ? frozen
    : allocateByLargestRemainder(
        source.discountAmount,
        source.lines.map((l) => l.lineTotal),
      );

  const lines = source.lines.map((l, i): OrderLineDraft => ({
    position: i + 1,
    checkoutLinePublicId: l.lineId,
    variantPublicId: l.variantId,
    productPublicId: l.productId,
    productName: l.productName,
    variantName: l.variantName,
    sku: l.sku,
    unitPrice: l.unitPrice,
    mrp: l.mrp,
    quantity: l.quantity,
    lineTotal: l.lineTotal,
    discountAmount: discounts[i],
    unavailableQuantity: Math.min(l.quantity, Math.max(0, l.unavailableQuantity)),
  }));
  return {
    customerPublicId: source.customerId,
    checkoutPublicId: source.checkoutId,
    paymentAttemptPublicId: source.attemptId,
    fulfilmentType: source.fulfilmentType,
    channel: source.channel ?? 'online',
    paymentMethod: source.paymentMethod,
    currency: source.currency,
    subtotal: source.subtotal,
    discountAmount: source.discountAmount,
    shippingAmount: source.shippingAmount,
    shippingDiscountAmount: source.shippingDiscountAmount,
    grandTotal: source.grandTotal,
    paidAmount: source.grandTotal,
    shipping: source.shipping,
    checkoutCompletedAt: new Date(source.completedAt),
    lines,
    promotions: source.promotions,
    shortVariants: lines.filter((l) => l.unavailableQuantity > 0).map((l) => l.variantPublicId),
    reallocated: !frozenValid,
  };
}
