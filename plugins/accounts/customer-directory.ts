import { prefixPattern, sqlRows } from '../../core/db/sql.js';
import { WALK_IN_NO_EMAIL_DOMAIN } from './walk-in.js';

/** A customer as a counter shows it (POS): email null for a phone-only walk-in. `internalId` is for services only. */
export interface CustomerCard {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  internalId: string;
}

const CARD = `u.id::text AS "internalId", u.public_id::text AS id, u.name,
              CASE WHEN u.email LIKE '%${WALK_IN_NO_EMAIL_DOMAIN}' THEN NULL ELSE u.email END AS email, u.phone`;
const LIVE_CUSTOMER = `u.kind = 'customer' AND u.deleted_at IS NULL AND u.anonymised_at IS NULL`;

/** Live customer accounts by public id (unknown, admin, deleted: left out). */
export async function customerCards(publicIds: string[]): Promise<Map<string, CustomerCard>> {
  const ids = publicIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id)).map((id) => id.toLowerCase());
  if (!ids.length) return new Map();
  const rows = await sqlRows<CustomerCard>(`SELECT ${CARD} FROM users u WHERE u.public_id = ANY($1::uuid[]) AND ${LIVE_CUSTOMER}`, [ids]);
  return new Map(rows.map((r) => [r.id, r]));
}

/** Live customers whose email, phone or name starts with `q` (case-insensitive), walk-ins included; at most `limit`, by name. */
export async function searchCustomers(q: string, limit = 20): Promise<CustomerCard[]> {
  const prefix = prefixPattern(q.trim().toLowerCase());
  return sqlRows<CustomerCard>(
    `SELECT ${CARD} FROM users u
      WHERE ${LIVE_CUSTOMER}
        AND ((lower(u.email) LIKE $1 AND u.email NOT LIKE '%${WALK_IN_NO_EMAIL_DOMAIN}') OR u.phone LIKE $1 OR lower(u.name) LIKE $1)
      ORDER BY u.name, u.id LIMIT $2`,
    [prefix, limit],
  );
}
