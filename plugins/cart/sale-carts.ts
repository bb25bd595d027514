import { newPublicId } from '../../core/db/ids.js';
import { sqlRows } from '../../core/db/sql.js';
import { withTransaction } from '../../core/db/transaction.js';

export interface OwnedCartLine {
  variantId: string;
  quantity: number;
  seenUnitPrice: number;
}

/**
 * Carts owned by something other than a customer (issue 23: a POS sale owns its cart, `owner_ref`), never the
 * customer's online basket. The owner writes its lines whole; checkout freezes the cart by its public id.
 */
export const saleCarts = {
  /** The owner's cart holding exactly `lines` (created the first time, version + 1 after): its public id and version. */
  replace(ownerRef: string, lines: OwnedCartLine[]): Promise<{ id: string; version: number }> {
    return withTransaction(async () => {
      const [cart] = await sqlRows<{ id: string; publicId: string; version: number }>(
        `INSERT INTO carts (public_id, owner_ref) VALUES ($1, $2)
         ON CONFLICT (owner_ref) DO UPDATE SET version = carts.version + 1, updated_at = now()
         RETURNING id, public_id::text AS "publicId", version`,
        [newPublicId(), ownerRef],
      );
      await sqlRows(`DELETE FROM cart_lines WHERE cart_id = $1`, [cart.id]);
      for (const l of lines) {
        await sqlRows(`INSERT INTO cart_lines (public_id, cart_id, variant_public_id, quantity, seen_unit_price) VALUES ($1, $2, $3, $4, $5)`, [
          newPublicId(),
          cart.id,
          l.variantId,
          l.quantity,
          l.seenUnitPrice,
        ]);
      }
      return { id: cart.publicId, version: cart.version };
    });
  },
};
