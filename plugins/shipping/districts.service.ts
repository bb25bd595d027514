import { validate as isUuid } from 'uuid';
import { sqlRows } from '../../core/db/sql.js';

export interface DistrictInfo {
  id: string;
  name: string;
  provinceName: string;
  serviceable: boolean;
}

/** A district is serviceable while an active zone covers it. */
const DISTRICT_SQL = `
  SELECT d.public_id AS id, d.name, p.name AS "provinceName",
         EXISTS (SELECT 1 FROM shipping_zone_districts zd JOIN shipping_zones z ON z.id = zd.zone_id
                  WHERE zd.district_id = d.id AND z.is_active) AS serviceable
    FROM districts d JOIN provinces p ON p.id = d.province_id`;

/** Nepal's districts (read only: seeded by the migration). */
export class DistrictsService {
  /** every district, by province (official order) then name */
  list(): Promise<DistrictInfo[]> {
    return sqlRows<DistrictInfo>(`${DISTRICT_SQL} ORDER BY p.position, d.name`);
  }

  async find(publicId: string): Promise<DistrictInfo | null> {
    if (!isUuid(publicId)) return null;
    const [row] = await sqlRows<DistrictInfo>(`${DISTRICT_SQL} WHERE d.public_id = $1`, [publicId]);
    return row ?? null;
  }

  /** internal keys by public id (unknown ids are left out) */
  async internalIds(publicIds: string[]): Promise<Map<string, string>> {
    const valid = publicIds.filter((id) => isUuid(id));
    if (!valid.length) return new Map();
    const rows = await sqlRows<{ id: string; publicId: string }>(`SELECT id, public_id AS "publicId" FROM districts WHERE public_id = ANY($1::uuid[])`, [
      valid,
    ]);
    return new Map(rows.map((r) => [r.publicId, String(r.id)]));
  }
}
