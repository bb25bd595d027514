import { validate as isUuid } from 'uuid';
import { preparedRows } from '../../core/db/sql.js';
import { districtJoins } from '../shipping/index.js';

/** An address as the checkout freezes it (ids are public ids). */
export interface AddressSnapshot {
  id: string;
  label: string | null;
  recipientName: string;
  recipientPhone: string;
  districtId: string;
  districtName: string;
  provinceName: string;
  municipalityName: string;
  ward: number;
  street: string;
  landmark: string | null;
  postalCode: string | null;
}

/** The address columns with its district and province names; `alias` customer_addresses, `d` districts, `p` provinces. */
export const addressColumns = (alias: string) => `
  ${alias}.public_id AS id, ${alias}.label, ${alias}.recipient_name AS "recipientName", ${alias}.recipient_phone AS "recipientPhone",
  d.public_id AS "districtId", d.name AS "districtName", p.name AS "provinceName",
  ${alias}.municipality_name AS "municipalityName", ${alias}.ward, ${alias}.street, ${alias}.landmark, ${alias}.postal_code AS "postalCode"`;
/** The joins addressColumns reads, from customer_addresses `alias`. */
export const addressJoins = (alias: string) => districtJoins(`${alias}.district_id`);
export const ADDRESS_COLUMNS = addressColumns('a');
export const ADDRESS_JOINS = addressJoins('a');

/** The customer's live address; null when unknown, archived or another customer's. */
export async function findLiveAddress(customerId: string, addressId: string): Promise<AddressSnapshot | null> {
  if (!isUuid(customerId) || !isUuid(addressId)) return null;
  const [row] = await preparedRows<AddressSnapshot>(
    `SELECT ${ADDRESS_COLUMNS}
       FROM customer_addresses a ${ADDRESS_JOINS}
       JOIN accounts_user_names u ON u.id = a.user_id
      WHERE a.public_id = $1 AND u.public_id = $2 AND a.archived_at IS NULL`,
    [addressId, customerId],
  );
  return row ?? null;
}
