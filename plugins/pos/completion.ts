import { clock } from '../../core/clock/clock.js';
import { withTransaction } from '../../core/db/transaction.js';
import { sqlRows } from '../../core/db/sql.js';
import { customerCards, type CustomerCard } from '../accounts/index.js';
import { addresses } from '../addresses/index.js';
import { saleCarts } from '../cart/index.js';
import { startCounterSession, type CounterShipTo } from '../checkout/index.js';
import { counterOrders, placeSettledCheckout } from '../orders/index.js';
import { payAtCounter } from '../payments/index.js';
import { shipping } from '../shipping/index.js';
import type { CompleteSaleDto } from './dto/pos.dto.js';
import type { PosSaleLine } from './entities/pos-sale-line.entity.js';
import type { CounterMethod, PosSale } from './entities/pos-sale.entity.js';
import { PosErrors as E } from './errors.js';
import { checkPayment, tenderedChange } from './payment-rules.js';
import { saleRows } from './sale-machine.js';
import { saleStore } from './sale-store.js';
import { livePrices, saleView, type SaleView } from './sale-view.js';

/** Where the goods go, as the checkout session freezes it; refusals are the sale's own codes. */
async function shipToOf(sale: PosSale, customer: CustomerCard): Promise<CounterShipTo> {
  if (sale.fulfilment === 'delivery') {
    const a = sale.addressPublicId ? await addresses.findLive(customer.id, sale.addressPublicId) : null;
    if (!a) throw E.POS_ADDRESS_REQUIRED();
    return { ...a, addressId: a.id };
  }
  const store = await shipping.pickup.row();
  if (!store.isEnabled) throw E.POS_PICKUP_UNAVAILABLE();
  return {
    addressId: store.publicId,
    recipientName: customer.name,
    recipientPhone: customer.phone ?? store.phone ?? '',
    districtId: null,
    districtName: null,
    provinceName: null,
    municipalityName: null,
    ward: null,
    street: [store.name, ...store.addressLines].join(', ').slice(0, 500),
    landmark: null,
    postalCode: null,
  };
}

/** What a sale needs before money moves: lines, a customer (every order belongs to an account), its destination. */
async function readyToComplete(sale: PosSale): Promise<{ lines: PosSaleLine[]; customer: CustomerCard; shipTo: CounterShipTo }> {
  const lines = await saleStore.lines(sale.id);
  if (!lines.length) throw E.POS_SALE_EMPTY();
  const customer = sale.customerPublicId ? (await customerCards([sale.customerPublicId])).get(sale.customerPublicId) : undefined;
  if (!customer) throw E.POS_CUSTOMER_REQUIRED();
  return { lines, customer, shipTo: await shipToOf(sale, customer) };
}

/** The sale's cart, checkout session (priced, stock held), paid attempt and order, in the caller's transaction. */
async function placeOrder(sale: PosSale, dto: CompleteSaleDto, ready: Awaited<ReturnType<typeof readyToComplete>>) {
  const priced = await livePrices(ready.lines);
  const cartLines = ready.lines.map((l) => ({
    variantId: l.variantPublicId,
    quantity: l.quantity,
    seenUnitPrice: priced.get(l.variantPublicId)?.unitPrice ?? 0,
  }));
  const cart = await saleCarts.replace(`pos:${sale.publicId}`, cartLines);
  const started = await startCounterSession({
    customerId: ready.customer.id,
    cart,
    lines: cartLines,
    fulfilment: sale.fulfilment,
    shipTo: ready.shipTo,
    shippingCharge: sale.fulfilment === 'delivery' ? sale.shippingCharge : 0,
    expectedTotal: dto.expectedTotal,
  });
  if (!started.ok && started.reason === 'total_changed') throw E.POS_TOTAL_CHANGED({ expectedTotal: dto.expectedTotal, grandTotal: started.grandTotal });
  if (!started.ok) throw E.POS_INSUFFICIENT_STOCK({ shortfalls: started.shortfalls });
  const change = tenderedChange(dto.payment, started.grandTotal);
  const { attemptId } = await payAtCounter(started.checkoutId, dto.payment.method as CounterMethod);
  const order = await placeSettledCheckout(started.checkoutId);
  if (sale.fulfilment === 'pickup') await counterOrders.handOver(order.id);
  else await counterOrders.confirm(order.id);
  return { cart, checkoutId: started.checkoutId, attemptId, orderId: order.id, grandTotal: started.grandTotal, change, unitPrices: started.price.lines };
}

/**
 * POST /sales/{id}/complete (issue 23): ONE transaction under the sale's row lock. A completed sale answers as it is
 * (a replay, or the second of two at once, which waited on the lock); a cancelled one 409 POS_SALE_NOT_DRAFT. Else
 * priced once more, stock held and committed, a paid attempt, the session completed and the order placed, handed
 * over (pickup: picked_up) or confirmed (delivery: ordered). Any refusal rolls every step back.
 */
export function completeSale(publicId: string, dto: CompleteSaleDto): Promise<SaleView> {
  return withTransaction(async () => {
    const sale = await saleStore.find(publicId, { lock: true });
    if (sale.status === 'picked_up' || sale.status === 'ordered') return saleView(sale);
    if (sale.status !== 'draft') throw E.POS_SALE_NOT_DRAFT({ status: sale.status });
    checkPayment(dto.payment);
    const placed = await placeOrder(sale, dto, await readyToComplete(sale));
    for (const l of placed.unitPrices) {
      await sqlRows(`UPDATE pos_sale_lines SET unit_price = $3, updated_at = now() WHERE sale_id = $1 AND variant_public_id = $2`, [
        sale.id,
        l.variantId,
        l.unitPrice,
      ]);
    }
    const now = clock.now();
    const set = {
      cart_public_id: placed.cart.id,
      checkout_public_id: placed.checkoutId,
      payment_attempt_public_id: placed.attemptId,
      order_public_id: placed.orderId,
      payment_method: dto.payment.method,
      amount_tendered: dto.payment.method === 'cash' ? dto.payment.amountTendered : null,
      change_given: placed.change,
      payment_reference: dto.payment.reference ?? null,
      grand_total: placed.grandTotal,
      completed_at: now,
      updated_at: now,
    };
    const moved = await saleRows.move(sale.id, sale.fulfilment === 'pickup' ? 'complete_pickup' : 'complete_delivery', { set });
    if (!moved.moved) throw new Error(`pos sale ${sale.publicId}: the completion move was refused under its lock`);
    await saleStore.record(sale, 'completed', { orderId: placed.orderId, method: dto.payment.method, grandTotal: placed.grandTotal });
    return saleView(await saleStore.find(publicId));
  });
}
