import type { DashboardTile } from '../../core/panel/dashboard.js';
import { sqlRows } from '../../core/db/sql.js';

/*
 * `dashboard` of the banners manifest: the running campaigns, the campaigns ending within a week, a shortcut
 * to a new banner, and how the activity feed names banners and campaigns.
 */

async function activeCampaigns(): Promise<number> {
  const [row] = await sqlRows<{ n: string }>(`SELECT count(*) AS n FROM campaigns WHERE status = 'active' AND deleted_at IS NULL`);
  return Number(row?.n ?? 0);
}

async function endingSoon(limit: number) {
  const rows = await sqlRows<{ id: string; name: string; status: string; endsAt: Date }>(
    `SELECT public_id AS id, name, status, ends_at AS "endsAt" FROM campaigns
      WHERE status IN ('scheduled', 'active', 'paused') AND deleted_at IS NULL AND ends_at IS NOT NULL AND ends_at < now() + interval '7 days'
      ORDER BY ends_at, id LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({ id: r.id, title: r.name, status: r.status, detail: `ends ${new Date(r.endsAt).toISOString().slice(0, 10)}` }));
}

const titles =
  (table: string, column: string) =>
  async (publicIds: string[]): Promise<Map<string, string>> => {
    const rows = await sqlRows<{ id: string; title: string }>(`SELECT public_id AS id, ${column} AS title FROM ${table} WHERE public_id = ANY($1::uuid[])`, [
      publicIds,
    ]);
    return new Map(rows.map((r) => [r.id, r.title]));
  };

export function bannersDashboard(): DashboardTile[] {
  return [
    { kind: 'count', label: 'Running campaigns', resourceId: 'Campaigns', module: 'Campaigns', count: activeCampaigns },
    {
      kind: 'list',
      title: 'Campaigns ending this week',
      resourceId: 'Campaigns',
      module: 'Campaigns',
      empty: 'No campaign ends in the next seven days.',
      items: endingSoon,
    },
    { kind: 'shortcut', label: 'New banner', resourceId: 'Banners', module: 'Banners' },
    { kind: 'activity', entity: 'banner', noun: 'banner', resourceId: 'Banners', module: 'Banners', titles: titles('banners', 'title') },
    { kind: 'activity', entity: 'campaign', noun: 'campaign', resourceId: 'Campaigns', module: 'Campaigns', titles: titles('campaigns', 'name') },
  ];
}
