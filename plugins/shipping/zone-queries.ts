import { toMinorUnits } from '../../core/db/money.js';

/** A zone with its districts (by province, then name), as one row; `alias` names shipping_zones. */
export const zoneSelect = (alias: string) => `
  SELECT ${alias}.id AS "internalId", ${alias}.public_id AS id, ${alias}.name, ${alias}.fee, ${alias}.free_shipping_threshold AS "freeShippingThreshold",
         ${alias}.is_active AS "isActive", ${alias}.created_at AS "createdAt", ${alias}.updated_at AS "updatedAt",
         coalesce((SELECT json_agg(json_build_object('id', d.public_id, 'name', d.name, 'provinceName', p.name) ORDER BY p.position, d.name)
                     FROM shipping_zone_districts zd JOIN districts d ON d.id = zd.district_id JOIN provinces p ON p.id = d.province_id
                    WHERE zd.zone_id = ${alias}.id), '[]'::json) AS districts
    FROM shipping_zones ${alias}`;

export const ZONE_SELECT = zoneSelect('z');

export interface ZoneRow {
  internalId: string;
  id: string;
  name: string;
  fee: string;
  freeShippingThreshold: string | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
  districts: { id: string; name: string; provinceName: string }[];
}

export interface ZoneView {
  id: string;
  name: string;
  districtIds: string[];
  districts: { id: string; name: string; provinceName: string }[];
  fee: number;
  freeShippingThreshold: number | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export function toZone(row: ZoneRow): ZoneView {
  return {
    id: row.id,
    name: row.name,
    districtIds: row.districts.map((d) => d.id),
    districts: row.districts,
    fee: toMinorUnits(row.fee),
    freeShippingThreshold: row.freeShippingThreshold === null ? null : toMinorUnits(row.freeShippingThreshold),
    isActive: row.isActive,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
