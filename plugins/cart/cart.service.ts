import { signedInActor } from '../../core/context/request-context.js';
import { withTransaction } from '../../core/db/transaction.js';
import { ProductErrors, products } from '../products/index.js';
import { shortOfStock } from './basket-lines.js';
import { cartStore, isLocked, lockTakenHere, type CartRow } from './cart-store.js';
import { cartView, priceCart, pricedCartView, type CartView } from './cart-view.js';
import { CartErrors as E } from './errors.js';
import { CART_LIMITS } from './limits.js';

/** What checkout and POS read of a cart: its version, lock and lines (each with the unit price the customer last saw). */
export interface CartSnapshot {
  id: string;
  version: number;
  locked: boolean;
  lines: { variantId: string; quantity: number; seenUnitPrice: number }[];
}

/** The customer's own cart: the caller of a /api/mobile/cart route. */
const me = () => signedInActor().publicId;

/** A write refused for the lock or a stale version changes nothing (the transaction rolls back). */
function assertWritable(cart: CartRow, expectedVersion: number | undefined): void {
  if (isLocked(cart)) throw E.CART_LOCKED();
  if (expectedVersion !== undefined && expectedVersion !== cart.version) {
    throw E.CART_VERSION_CONFLICT({ currentVersion: cart.version });
  }
}

/**
 * One write to the caller's cart: decided under the cart's row lock (concurrent writes with the same
 * expectedVersion: the first wins, the others see the new version), version + 1 when accepted.
 */
async function write(expectedVersion: number | undefined, change: (cart: CartRow) => Promise<void>): Promise<CartView> {
  const customer = me();
  return withTransaction(async () => {
    const cart = await cartStore.lockForWrite(customer);
    assertWritable(cart, expectedVersion);
    await change(cart);
    await cartStore.bumpVersion(cart.id);
    // priced before commit: a change that takes the cart's total past 2^53 - 1 is refused and rolled back
    return cartView({ ...cart, version: cart.version + 1 });
  });
}

export class CartService {
  /** GET /api/mobile/cart */
  async mine(): Promise<CartView> {
    const found = await cartStore.findWithLines(me());
    return found ? cartView(found.cart, found.lines) : cartView(await cartStore.findOrCreate(me()), []);
  }

  /**
   * PUT /api/mobile/cart/items/{variantId}: sets (or creates) the line; the price seen is the live one now. The cart is
   * priced once, with the line as asked, under the cart's row lock: that one read decides (the variant exists, can be
   * bought, has the units) and answers; the line and the version are then written in one statement.
   */
  setItem(variantId: string, quantity: number, expectedVersion?: number): Promise<CartView> {
    const customer = me();
    const target = variantId.toLowerCase();
    return withTransaction(async () => {
      const { cart, lines } = await cartStore.lockWithLines(customer);
      assertWritable(cart, expectedVersion);
      const present = lines.some((l) => l.variantId === target);
      const asked = present
        ? lines.map((l) => (l.variantId === target ? { ...l, quantity } : l))
        : [...lines, { publicId: '', variantId: target, quantity, seenUnitPrice: 0 }];
      const priced = await priceCart(asked);
      const line = priced.lines.find((l) => l.variantId === target)!;
      if (!line.purchasable) throw E.CART_ITEM_UNAVAILABLE({ variantId });
      if (shortOfStock(line)) throw E.CART_INSUFFICIENT_STOCK({ variantId, available: line.available });
      if (!present && lines.length >= CART_LIMITS.maxLines) throw E.CART_LINE_LIMIT_REACHED({ maxLines: CART_LIMITS.maxLines });
      const written = await cartStore.setLine(cart.id, target, quantity, line.unitPrice);
      const stored = asked.map((l) => (l.variantId === target ? { ...l, publicId: written.publicId, seenUnitPrice: line.unitPrice } : l));
      return pricedCartView({ ...cart, version: written.version }, stored, priced);
    });
  }

  /** DELETE /api/mobile/cart/items/{variantId}: an unknown variant is 404 PRODUCT_VARIANT_NOT_FOUND, a known one not in the cart CART_ITEM_NOT_FOUND */
  removeItem(variantId: string, expectedVersion?: number): Promise<CartView> {
    return write(expectedVersion, async (cart) => {
      if (await cartStore.deleteLines(cart.id, [variantId])) return;
      if (!(await products.lookup([variantId])).has(variantId)) throw ProductErrors.PRODUCT_VARIANT_NOT_FOUND();
      throw E.CART_ITEM_NOT_FOUND();
    });
  }

  /** DELETE /api/mobile/cart: empties the cart */
  clear(expectedVersion?: number): Promise<CartView> {
    return write(expectedVersion, async (cart) => {
      await cartStore.deleteLines(cart.id);
    });
  }

  /** A customer's cart as its owner would see it (the panel, read only); null when the customer has none. */
  async ofCustomer(customerId: string): Promise<CartView | null> {
    const cart = await cartStore.find(customerId);
    return cart ? cartView(cart) : null;
  }

  // --- for checkout (issue 13) and POS: the customer by public id ---

  /**
   * Locks the cart for a checkout until `until` (again by the same ref: extends it); another live lock: CART_LOCKED.
   * The same lock taken again in the same transaction is not written again.
   */
  lock(customerId: string, ref: string, until: Date): Promise<void> {
    return withTransaction(async () => {
      if (lockTakenHere.is(customerId, ref, until)) return;
      // one statement when the cart is there and free or ours (every checkout's case); else decided as below
      if (!(await cartStore.takeLock(customerId, ref, until))) {
        const cart = await cartStore.lockForWrite(customerId);
        if (isLocked(cart) && cart.lockRef !== ref) throw E.CART_LOCKED();
        await cartStore.setLock(cart.id, ref, until);
      }
      lockTakenHere.remember(customerId, ref, until);
    });
  }

  /** Lifts the lock of `ref`; a lock of another ref (or none) stays as it is. */
  unlock(customerId: string, ref: string): Promise<void> {
    return withTransaction(async () => {
      lockTakenHere.forget(customerId);
      const cart = await cartStore.lockForWrite(customerId);
      if (cart.lockRef === ref) await cartStore.setLock(cart.id, null, null);
    });
  }

  /** The customer's cart (created empty the first time), in one read: lines with the unit price the customer last saw. */
  async snapshot(customerId: string): Promise<CartSnapshot> {
    const found = await this.peek(customerId);
    if (found) return found;
    const cart = await cartStore.findOrCreate(customerId);
    return { id: cart.publicId, version: cart.version, locked: isLocked(cart), lines: [] };
  }

  /** The same, without creating a cart: null when the customer has none (a read that must write nothing, e.g. a quote). */
  async peek(customerId: string): Promise<CartSnapshot | null> {
    const found = await cartStore.findWithLines(customerId);
    if (!found) return null;
    const { cart, lines } = found;
    return {
      id: cart.publicId,
      version: cart.version,
      locked: isLocked(cart),
      lines: lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity, seenUnitPrice: l.seenUnitPrice })),
    };
  }

  /** After a completed checkout: removes the bought lines whatever the lock (version + 1 when any went) and lifts the lock of `ref`. */
  releaseBought(customerId: string, ref: string, variantIds: string[]): Promise<void> {
    return cartStore.releaseBought(customerId, ref, variantIds);
  }
}
