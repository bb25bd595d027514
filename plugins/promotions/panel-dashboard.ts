import type { DashboardTile } from '../../core/panel/dashboard.js';
import { clock } from '../../core/clock/clock.js';
import { sqlRows } from '../../core/db/sql.js';

/*
 * `dashboard` of the promotions manifest: how many coupons, the usable coupons close to their usage limit
 * (used + held at 80% of it or more), a shortcut to a new coupon, and how the activity feed names coupons.
 */

async function couponCount(): Promise<number> {
  const [row] = await sqlRows<{ n: string }>(`SELECT count(*) AS n FROM coupons WHERE deleted_at IS NULL`);
  return Number(row?.n ?? 0);
}

async function nearlyUsedUp(limit: number) {
  const rows = await sqlRows<{ id: string; code: string; name: string; used: number; held: number; usageLimit: number }>(
    `SELECT public_id AS id, code, name, used_count AS used, held_count AS held, usage_limit AS "usageLimit"
       FROM coupons
      WHERE deleted_at IS NULL AND is_active AND usage_limit IS NOT NULL AND (ends_at IS NULL OR ends_at > $1)
        AND (used_count + held_count) * 5 >= usage_limit * 4
      ORDER BY usage_limit - used_count - held_count, id LIMIT $2`,
    [clock.now(), limit],
  );
  return rows.map((r) => ({ id: r.id, title: `${r.code} · ${r.name}`, detail: `${r.used} used / ${r.held} held / ${r.usageLimit}` }));
}

async function couponTitles(publicIds: string[]): Promise<Map<string, string>> {
  const rows = await sqlRows<{ id: string; code: string }>(`SELECT public_id AS id, code FROM coupons WHERE public_id = ANY($1::uuid[])`, [publicIds]);
  return new Map(rows.map((r) => [r.id, r.code]));
}

export function promotionsDashboard(): DashboardTile[] {
  return [
    { kind: 'count', label: 'Coupons', resourceId: 'Coupons', module: 'Promotions', count: couponCount },
    {
      kind: 'list',
      title: 'Coupons nearly used up',
      resourceId: 'Coupons',
      module: 'Promotions',
      empty: 'No active coupon has used 80% of its limit.',
      items: nearlyUsedUp,
    },
    { kind: 'shortcut', label: 'New coupon', resourceId: 'Coupons', module: 'Promotions' },
    { kind: 'activity', entity: 'coupon', noun: 'coupon', resourceId: 'Coupons', module: 'Promotions', titles: couponTitles },
  ];
}
