import type { DashboardTile } from '../../core/panel/dashboard.js';
import { sqlRows } from '../../core/db/sql.js';

/*
 * `dashboard` of the shipping manifest: how many districts the store does not deliver to (a gap a zone should
 * close), and how the activity feed names zones.
 */

async function unserviceable(): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    `SELECT count(*)::int AS n FROM districts d
      WHERE NOT EXISTS (SELECT 1 FROM shipping_zone_districts zd JOIN shipping_zones z ON z.id = zd.zone_id WHERE zd.district_id = d.id AND z.is_active)`,
  );
  return row?.n ?? 0;
}

async function zoneTitles(publicIds: string[]): Promise<Map<string, string>> {
  const rows = await sqlRows<{ id: string; name: string }>(`SELECT public_id AS id, name FROM shipping_zones WHERE public_id = ANY($1::uuid[])`, [publicIds]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

export function shippingDashboard(): DashboardTile[] {
  return [
    { kind: 'count', label: 'Districts without delivery', resourceId: 'Districts', module: 'Shipping', count: unserviceable },
    { kind: 'activity', entity: 'shipping_zone', noun: 'shipping zone', resourceId: 'ShippingZones', module: 'Shipping', titles: zoneTitles },
  ];
}
