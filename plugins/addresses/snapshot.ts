import { validate as isUuid } from 'uuid';
import { sqlRows } from '../../core/db/sql.js';
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

/** The address columns with its district and province names; `a` customer_addresses, `d` districts, `p` provinces. */
export const ADDRESS_COLUMNS = `
  a.public_id AS id, a.label, a.recipient_name AS "recipientName", a.recipient_phone AS "recipientPhone",
  d.public_id AS "districtId", d.name AS "districtName", p.name AS "provinceName",
  a.municipality_name AS "municipalityName", a.ward, a.street, a.landmark, a.postal_code AS "postalCode"`;
export const ADDRESS_JOINS = districtJoins('a.district_id');

/** The customer's live address; null when unknown, archived or another customer's. */
export async function findLiveAddress(customerId: string, addressId: string): Promise<AddressSnapshot | null> {
  if (!isUuid(customerId) || !isUuid(addressId)) return null;
  const [row] = await sqlRows<AddressSnapshot>(
    `SELECT ${ADDRESS_COLUMNS}
       FROM customer_addresses a ${ADDRESS_JOINS}
       JOIN accounts_user_names u ON u.id = a.user_id
      WHERE a.public_id = $1 AND u.public_id = $2 AND a.archived_at IS NULL`,
    [addressId, customerId],
  );
  return row ?? null;
}
