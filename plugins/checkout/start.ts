import { signedInActor } from '../../core/context/request-context.js';
import { newPublicId } from '../../core/db/ids.js';
import { inTransaction, repo, withTransaction } from '../../core/db/transaction.js';
import { AppError } from '../../core/http/app-error.js';
import { addresses, type AddressSnapshot } from '../addresses/index.js';
import { basketPricing, CartErrors, carts, type CartSnapshot, type PriceResult } from '../cart/index.js';
import { products, type HeldLine } from '../products/index.js';
import { promotions } from '../promotions/index.js';
import { CheckoutSessionLine } from './entities/checkout-session-line.entity.js';
import { CheckoutSessionPromotion } from './entities/checkout-session-promotion.entity.js';
import { CheckoutSession } from './entities/checkout-session.entity.js';
import { CheckoutErrors as E } from './errors.js';
import { readinessOf, type NotReadyDetails } from './readiness.js';
import { closeSession } from './release.js';
import { holdRef, sessionStore } from './session-store.js';
import { readLiveSession, type LiveSessionInputs } from './live-session-read.js';
import { readStatus, sessionView, type CheckoutSessionView } from './session-view.js';
import { insertSessionRow } from './session-row.js';
import { paymentLockUntil } from './settings.js';
import { viewOf } from './view-loader.js';

export interface StartInput {
  addressId: string;
  couponCode?: string;
  cartVersion?: number;
  expectedGrandTotal?: number;
}

const normalCoupon = (code: string | undefined | null): string | null => {
  const c = code?.trim().toUpperCase();
  return c ? c : null;
};

/** A live session answers a repeat only when nothing the client sent differs from what it froze. */
function sameInputs(s: LiveSessionInputs, input: StartInput): boolean {
  return (
    s.addressPublicId === input.addressId.toLowerCase() &&
    (input.cartVersion === undefined || input.cartVersion === s.cartVersion) &&
    (input.expectedGrandTotal === undefined || input.expectedGrandTotal === s.grandTotal) &&
    normalCoupon(input.couponCode) === s.couponCode
  );
}

function refuseNotReady(details: NotReadyDetails): never {
  const r = details.blockingReasons;
  if (r.includes('items_unavailable')) throw E.CHECKOUT_PRODUCT_UNAVAILABLE(details);
  if (r.includes('insufficient_stock')) throw E.CHECKOUT_INSUFFICIENT_STOCK(details);
  if (r.includes('address_not_serviceable')) throw E.CHECKOUT_ADDRESS_NOT_SERVICEABLE();
  throw E.CHECKOUT_CART_NOT_READY(details);
}

/**
 * POST /api/mobile/checkout and the first half of /checkout/pay, in the caller's transaction (joined): under the
 * customer's lock, a live session is returned when the inputs match (else 409 CHECKOUT_SESSION_MISMATCH); else
 * the cart is priced by the one pricing service, every tracked line's stock and the coupon slot are held, the
 * basket is frozen and the cart locked. Any refusal rolls all of it back.
 */
export async function startSession(
  input: StartInput,
  { forPayment = false }: { forPayment?: boolean } = {},
): Promise<{ session: CheckoutSessionView; created: boolean }> {
  const customer = signedInActor().publicId;
  // a repeat of the live session's inputs is a read: answered from one statement, without a transaction or the customer's
  // lock; inside a caller's transaction (a pay that starts its checkout) the locked path below answers it as well
  const peek = inTransaction() ? null : await readLiveSession(customer);
  if (peek && readStatus(peek.session) !== 'expired' && sameInputs(peek.session, input)) {
    return { session: sessionView(peek.session, peek.lines, peek.promotions), created: false };
  }
  return withTransaction(async () => {
    await sessionStore.lockCustomer(customer);
    let live = await sessionStore.liveOf(customer, { lock: true });
    if (live && readStatus(live) === 'expired') {
      // past expiresAt: it ends now (holds released) so a new session can take its place
      await closeSession(live, 'expired', 'sweep');
      live = null;
    }
    if (live) {
      if (!sameInputs(live, input)) throw E.CHECKOUT_SESSION_MISMATCH({ checkoutId: live.publicId });
      return { session: await viewOf(live), created: false };
    }

    const { cart, address, price } = await priceCart(customer, input);
    const session = await createSession(customer, cart, address, price);
    const ref = holdRef(session.publicId);

    const held = await holdStock(price, ref);
    if (price.coupon?.applied && price.coupon.couponId) {
      const slot = await promotions.slots.holdSlot(price.coupon.couponId, customer, ref);
      if (!slot.ok) throw E.CHECKOUT_COUPON_NOT_APPLICABLE({ reason: slot.reason });
    }

    const reserved = new Map(held.lines.map((l) => [l.variantId, l.reserved]));
    const seen = new Map(cart.lines.map((l) => [l.variantId, l.seenUnitPrice]));
    const lines = await freezeLines(session, price, reserved, seen);
    const promos = await freezePromotions(session, price);
    const anyPriceChanged = lines.some((l) => l.previousUnitPrice !== null && l.previousUnitPrice !== l.unitPrice);
    if (anyPriceChanged) await repo(CheckoutSession).update({ id: session.id }, { anyPriceChanged: true });
    session.anyPriceChanged = anyPriceChanged;

    // a pay that starts its checkout locks the cart as its payment's begin will: the begin finds it locked so (carts.lock)
    await lockCart(customer, ref, forPayment ? paymentLockUntil(session.expiresAt) : session.expiresAt);
    return { session: await viewOf(session, lines, promos), created: true };
  });
}

/** The cart priced to the customer's live address, refused unless ready, with the coupon applied and the total expected. */
async function priceCart(customer: string, input: StartInput): Promise<{ cart: CartSnapshot; address: AddressSnapshot; price: PriceResult }> {
  const cart = await carts.snapshot(customer);
  if (!cart.lines.length) throw E.CHECKOUT_CART_EMPTY();
  if (input.cartVersion !== undefined && input.cartVersion !== cart.version) throw E.CHECKOUT_CART_CHANGED({ currentVersion: cart.version });
  const address = await addresses.findLive(customer, input.addressId);
  if (!address) throw E.CHECKOUT_ADDRESS_NOT_FOUND();
  const couponCode = normalCoupon(input.couponCode);
  const price = await basketPricing.price({
    customerId: customer,
    lines: cart.lines,
    couponCode,
    fulfilmentType: 'delivery',
    districtId: address.districtId,
  });
  const readiness = readinessOf(price, cart.locked);
  if (readiness.blockingReasons.length) refuseNotReady(readiness);
  if (price.coupon && !price.coupon.applied) throw E.CHECKOUT_COUPON_NOT_APPLICABLE({ reason: price.coupon.reason }, price.coupon.message);
  if (input.expectedGrandTotal !== undefined && input.expectedGrandTotal !== price.grandTotal) {
    throw E.CHECKOUT_TOTAL_CHANGED({ expectedGrandTotal: input.expectedGrandTotal, grandTotal: price.grandTotal });
  }
  return { cart, address, price };
}

/** The new session row: the basket's totals and the shipping address frozen, pending payment until the TTL. */
function createSession(customer: string, cart: CartSnapshot, address: AddressSnapshot, price: PriceResult): Promise<CheckoutSession> {
  return insertSessionRow({
    channel: 'online',
    customerId: customer,
    cart,
    fulfilmentType: 'delivery',
    couponCode: price.coupon?.applied ? price.coupon.code : null,
    totals: price,
    shipTo: { ...address, addressId: address.id },
  });
}

/** Holds every purchasable tracked line's stock under the session's reference, or refuses with the shortfalls. */
async function holdStock(price: PriceResult, ref: string): Promise<{ lines: HeldLine[] }> {
  const bought = price.lines.filter((l) => l.purchasable);
  // the session was inserted by this transaction: its ref is new
  const held = await products.stock.hold(
    bought.map((l) => ({ variantId: l.variantId, quantity: l.quantity })),
    ref,
    { newRef: true },
  );
  if (!held.ok) {
    const productOf = new Map(bought.map((l) => [l.variantId, l.productId]));
    throw E.CHECKOUT_INSUFFICIENT_STOCK({
      blockingReasons: ['insufficient_stock'],
      unavailableVariantIds: [],
      shortfalls: held.shortfalls.map((s) => ({
        productId: productOf.get(s.variantId) ?? null,
        variantId: s.variantId,
        requested: s.requested,
        available: s.available,
      })),
    });
  }
  return held;
}

/** Locks the cart to the session until it expires; a cart another session holds is not ready. */
async function lockCart(customer: string, ref: string, until: Date): Promise<void> {
  try {
    await carts.lock(customer, ref, until);
  } catch (e) {
    if (e instanceof AppError && e.errorCode === CartErrors.CART_LOCKED.errorCode) {
      throw E.CHECKOUT_CART_NOT_READY({ blockingReasons: ['cart_locked'], unavailableVariantIds: [], shortfalls: [] });
    }
    throw e;
  }
}

export async function freezeLines(
  session: CheckoutSession,
  price: PriceResult,
  reserved: Map<string, boolean>,
  seen: Map<string, number>,
): Promise<CheckoutSessionLine[]> {
  const rows = price.lines
    .filter((l) => l.purchasable)
    .map((l, position) =>
      repo(CheckoutSessionLine).create({
        publicId: newPublicId(),
        sessionId: session.id,
        position,
        variantPublicId: l.variantId,
        productPublicId: l.productId,
        productName: l.name,
        variantName: l.variantName,
        sku: l.sku,
        unitPrice: l.unitPrice,
        mrp: l.mrp,
        quantity: l.quantity,
        lineTotal: l.lineTotal,
        discountAmount: l.discountAmount,
        previousUnitPrice: seen.get(l.variantId) ?? null,
        reserved: reserved.get(l.variantId) ?? false,
        unavailableQuantity: 0,
      }),
    );
  return repo(CheckoutSessionLine).save(rows);
}

async function freezePromotions(session: CheckoutSession, price: PriceResult): Promise<CheckoutSessionPromotion[]> {
  const c = price.coupon;
  if (!c?.applied || !c.couponId) return [];
  return repo(CheckoutSessionPromotion).save([
    repo(CheckoutSessionPromotion).create({
      publicId: newPublicId(),
      sessionId: session.id,
      promotionPublicId: c.couponId,
      name: c.name ?? c.code,
      couponCode: c.code,
      discountAmount: price.discountAmount,
      // the coupon's part of the shipping discount (the zone's free-shipping threshold is not a promotion)
      shippingDiscountAmount: Math.min(c.shippingDiscountAmount, price.shippingDiscountAmount),
    }),
  ]);
}
