import { clock } from '../../core/clock/clock.js';
import { newPublicId } from '../../core/db/ids.js';
import { toMinorUnits } from '../../core/db/money.js';
import { preparedRows, sqlRows } from '../../core/db/sql.js';
import { transactionSlots } from '../../core/db/transaction.js';

/** SQL of the carts and their lines; decisions are the service's, under the cart's row lock. */

export interface CartRow {
  id: string;
  publicId: string;
  customerPublicId: string;
  version: number;
  lockRef: string | null;
  lockedUntil: Date | null;
}

export interface CartLineRow {
  publicId: string;
  variantId: string;
  quantity: number;
  seenUnitPrice: number;
}

const CART_COLUMNS = `id::text, public_id::text AS "publicId", customer_public_id::text AS "customerPublicId", version,
  lock_ref AS "lockRef", locked_until AS "lockedUntil"`;

export const isLocked = (cart: Pick<CartRow, 'lockedUntil'>): boolean => cart.lockedUntil !== null && cart.lockedUntil.getTime() > clock.nowMs();

type CartWithLines = { cart: CartRow; lines: CartLineRow[] };

async function withLines(customerPublicId: string, lock: '' | 'FOR UPDATE'): Promise<CartWithLines | null> {
  const [row] = await preparedRows(
    `SELECT ${CART_COLUMNS},
            coalesce((SELECT json_agg(json_build_object('publicId', l.public_id, 'variantId', l.variant_public_id, 'quantity', l.quantity,
                                                        'seenUnitPrice', l.seen_unit_price::text) ORDER BY l.created_at, l.id)
                        FROM cart_lines l WHERE l.cart_id = carts.id), '[]'::json) AS lines
       FROM carts WHERE customer_public_id = $1 ${lock}`,
    [customerPublicId],
  );
  if (!row) return null;
  const { lines, ...cart } = row;
  return {
    cart: { ...cart, lockedUntil: cart.lockedUntil === null ? null : new Date(cart.lockedUntil) },
    lines: lines.map((l: CartLineRow) => ({ ...l, seenUnitPrice: toMinorUnits(l.seenUnitPrice) })),
  };
}

async function create(customerPublicId: string): Promise<void> {
  await sqlRows(`INSERT INTO carts (public_id, customer_public_id) VALUES ($1, $2) ON CONFLICT (customer_public_id) DO NOTHING`, [
    newPublicId(),
    customerPublicId,
  ]);
}

export const cartStore = {
  async find(customerPublicId: string): Promise<CartRow | null> {
    const [row] = await sqlRows<CartRow>(`SELECT ${CART_COLUMNS} FROM carts WHERE customer_public_id = $1`, [customerPublicId]);
    return row ?? null;
  },

  /** The customer's cart with its lines in one statement (the GET's read); null when the customer has none. */
  findWithLines(customerPublicId: string): Promise<CartWithLines | null> {
    return withLines(customerPublicId, '');
  },

  /** The same, the cart row locked until the transaction ends (created when missing): a line write decides under it. */
  async lockWithLines(customerPublicId: string): Promise<CartWithLines> {
    const found = await withLines(customerPublicId, 'FOR UPDATE');
    if (found) return found;
    await create(customerPublicId);
    return (await withLines(customerPublicId, 'FOR UPDATE'))!;
  },

  /** The customer's cart, created empty at version 1 the first time it is asked for. */
  async findOrCreate(customerPublicId: string): Promise<CartRow> {
    const found = await this.find(customerPublicId);
    if (found) return found;
    await create(customerPublicId);
    return (await this.find(customerPublicId))!;
  },

  /** The customer's cart (created when missing), row locked until the transaction ends: writes decide under it. */
  async lockForWrite(customerPublicId: string): Promise<CartRow> {
    const lockIt = () => sqlRows<CartRow>(`SELECT ${CART_COLUMNS} FROM carts WHERE customer_public_id = $1 FOR UPDATE`, [customerPublicId]);
    const [found] = await lockIt();
    if (found) return found;
    await create(customerPublicId);
    return (await lockIt())[0];
  },

  async lines(cartId: string): Promise<CartLineRow[]> {
    const rows = await sqlRows(
      `SELECT public_id::text AS "publicId", variant_public_id::text AS "variantId", quantity, seen_unit_price AS "seenUnitPrice"
         FROM cart_lines WHERE cart_id = $1 ORDER BY created_at, id`,
      [cartId],
    );
    return rows.map((r) => ({ ...r, seenUnitPrice: toMinorUnits(r.seenUnitPrice) }));
  },

  /** Sets the variant's line (created or updated) and bumps the cart's version, in one statement: the line's id and the new version. */
  async setLine(cartId: string, variantId: string, quantity: number, seenUnitPrice: number): Promise<{ publicId: string; version: number }> {
    const [row] = await preparedRows<{ publicId: string; version: number }>(
      `WITH line AS (
         INSERT INTO cart_lines (public_id, cart_id, variant_public_id, quantity, seen_unit_price) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (cart_id, variant_public_id) DO UPDATE SET quantity = EXCLUDED.quantity, seen_unit_price = EXCLUDED.seen_unit_price, updated_at = now()
         RETURNING public_id::text AS "publicId"),
       bumped AS (UPDATE carts SET version = version + 1, updated_at = now() WHERE id = $2 RETURNING version)
       SELECT (SELECT "publicId" FROM line) AS "publicId", (SELECT version FROM bumped) AS version`,
      [newPublicId(), cartId, variantId, quantity, seenUnitPrice],
    );
    return row;
  },

  /** Removes the lines of these variants (all lines when none are named); how many went. */
  async deleteLines(cartId: string, variantIds?: string[]): Promise<number> {
    const rows = variantIds
      ? await sqlRows(`DELETE FROM cart_lines WHERE cart_id = $1 AND variant_public_id = ANY($2::uuid[]) RETURNING id`, [cartId, variantIds])
      : await sqlRows(`DELETE FROM cart_lines WHERE cart_id = $1 RETURNING id`, [cartId]);
    return rows.length;
  },

  async bumpVersion(cartId: string): Promise<void> {
    await sqlRows(`UPDATE carts SET version = version + 1, updated_at = now() WHERE id = $1`, [cartId]);
  },

  /**
   * After a completed checkout, in one statement under the cart's row lock: the bought lines removed (version + 1 when
   * any went) and the lock of `ref` lifted (another ref's lock stays). A customer without a cart: nothing.
   */
  async releaseBought(customerPublicId: string, ref: string, variantIds: string[]): Promise<void> {
    lockTakenHere.forget(customerPublicId);
    await preparedRows(
      `WITH c AS (SELECT id FROM carts WHERE customer_public_id = $1 FOR UPDATE),
            gone AS (DELETE FROM cart_lines l USING c WHERE l.cart_id = c.id AND l.variant_public_id = ANY($2::uuid[]) RETURNING l.id)
       UPDATE carts SET version = version + CASE WHEN EXISTS (SELECT 1 FROM gone) THEN 1 ELSE 0 END,
              lock_ref = CASE WHEN lock_ref = $3 THEN NULL ELSE lock_ref END,
              locked_until = CASE WHEN lock_ref = $3 THEN NULL ELSE locked_until END,
              updated_at = now()
         FROM c WHERE carts.id = c.id AND (EXISTS (SELECT 1 FROM gone) OR carts.lock_ref = $3)`,
      [customerPublicId, variantIds, ref],
    );
  },

  /** Locks the customer's cart for `ref` until `until` in one statement, when it exists and is unlocked or locked by `ref`; says whether it did. */
  async takeLock(customerPublicId: string, ref: string, until: Date): Promise<boolean> {
    const rows = await preparedRows(
      `UPDATE carts SET lock_ref = $2, locked_until = $3, updated_at = now()
        WHERE customer_public_id = $1 AND (lock_ref = $2 OR locked_until IS NULL OR locked_until <= $4)
       RETURNING id`,
      [customerPublicId, ref, until, clock.now()],
    );
    return rows.length > 0;
  },

  async setLock(cartId: string, ref: string | null, until: Date | null): Promise<void> {
    await sqlRows(`UPDATE carts SET lock_ref = $2, locked_until = $3, updated_at = now() WHERE id = $1`, [cartId, ref, until]);
  },
};

const takenLocks = transactionSlots<string>('cart.lock');

/**
 * The cart lock this transaction wrote (customer -> ref and until), so the same lock taken again in it is not
 * written again (a pay that starts its checkout locks the cart once for the start and its payment's begin).
 */
export const lockTakenHere = {
  is: (customerPublicId: string, ref: string, until: Date): boolean => takenLocks.get(customerPublicId) === `${ref}@${until.getTime()}`,
  remember: (customerPublicId: string, ref: string, until: Date): void => takenLocks.set(customerPublicId, `${ref}@${until.getTime()}`),
  forget: (customerPublicId: string): void => takenLocks.delete(customerPublicId),
};
