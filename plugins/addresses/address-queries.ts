import { preparedRows } from '../../core/db/sql.js';
import { ADDRESS_COLUMNS, ADDRESS_JOINS, type AddressSnapshot } from './snapshot.js';

export interface AddressView extends AddressSnapshot {
  isDefault: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const SELECT_VIEW = `
  SELECT ${ADDRESS_COLUMNS}, a.is_default AS "isDefault", a.created_at AS "createdAt", a.updated_at AS "updatedAt"
    FROM customer_addresses a ${ADDRESS_JOINS}`;

/** The customer's live addresses: the default first, then the newest. */
export function liveAddressesOf(userId: string): Promise<AddressView[]> {
  return preparedRows<AddressView>(`${SELECT_VIEW} WHERE a.user_id = $1 AND a.archived_at IS NULL ORDER BY a.is_default DESC, a.created_at DESC, a.id DESC`, [
    userId,
  ]);
}

/** One live address of the customer; null when unknown, archived or another customer's. */
export async function liveAddressOf(userId: string, publicId: string): Promise<AddressView | null> {
  const [row] = await preparedRows<AddressView>(`${SELECT_VIEW} WHERE a.user_id = $1 AND a.public_id = $2 AND a.archived_at IS NULL`, [userId, publicId]);
  return row ?? null;
}

/** A customer's live addresses by the customer's public id (the panel's read-only view). */
export function liveAddressesOfCustomer(customerPublicId: string): Promise<AddressView[]> {
  return preparedRows<AddressView>(
    `${SELECT_VIEW} JOIN accounts_user_names u ON u.id = a.user_id
      WHERE u.public_id = $1 AND a.archived_at IS NULL ORDER BY a.is_default DESC, a.created_at DESC, a.id DESC`,
    [customerPublicId],
  );
}
