import { newPublicId } from '../../../core/db/ids.js';
import { syncSchedules } from '../../../plugins/banners/schedule-sync.js';
import { notifications } from '../../../core/db/notifications.js';
import { BANNER_CHANGES_CHANNEL, bannerChangesApplied } from '../../../plugins/banners/serving/change-feed.js';
import type { TestApp } from '../../support/app.js';

/**
 * Rows of the banners admin half written straight into its tables (the serving half's tests do not depend
 * on the admin routes): each helper returns { id, publicId } and takes column overrides (snake_case).
 */
export function bannerFixtures(t: TestApp) {
  const q = (sql: string, params: unknown[] = []) => t.bazaar.dataSource.query(sql, params);
  const insert = async (table: string, values: Record<string, unknown>, withPublicId = true) => {
    const row = withPublicId ? { public_id: newPublicId(), ...values } : values;
    const cols = Object.keys(row);
    const [r] = await q(
      `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id::text AS id${withPublicId ? ', public_id AS "publicId"' : ''}`,
      cols.map((c) => {
        const v = row[c];
        return v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v;
      }),
    );
    return r as { id: string; publicId: string };
  };
  let n = 0;
  return {
    q,
    placement: (over: Record<string, unknown> = {}) =>
      insert('placements', { slug: `slot-${++n}-${Date.now().toString(36)}`, label: 'Home hero', layout_type: 'full_slider', max_banners: 1, ...over }),
    campaign: (over: Record<string, unknown> = {}) => insert('campaigns', { name: `campaign ${++n}`, status: 'active', ...over }),
    banner: (over: Record<string, unknown> = {}) => insert('banners', { title: `banner ${++n}`, primary_image_url: 'https://cdn.example/b.webp', ...over }),
    link: (campaign: { id: string }, placement: { id: string }, over: Record<string, unknown> = {}) =>
      insert('campaign_placements', { campaign_id: campaign.id, placement_id: placement.id, ...over }, false),
    assign: (campaign: { id: string }, placement: { id: string }, banner: { id: string }, over: Record<string, unknown> = {}) =>
      insert('banner_assignments', { campaign_id: campaign.id, placement_id: placement.id, banner_id: banner.id, ...over }, false),
    rule: (campaign: { id: string }, rule_type: string, operator: string, value: unknown, over: Record<string, unknown> = {}) =>
      insert('targeting_rules', { campaign_id: campaign.id, rule_type, operator, value, ...over }),
    /** a placement with one active campaign linked and `count` primary banners assigned */
    async scene(count = 1, placementOver: Record<string, unknown> = {}, bannerOver: Record<string, unknown> = {}) {
      const placement = await this.placement({ max_banners: count, ...placementOver });
      const campaign = await this.campaign();
      await this.link(campaign, placement);
      const banners = [];
      for (let i = 0; i < count; i++) {
        const banner = await this.banner(bannerOver);
        await this.assign(campaign, placement, banner, { display_order: i });
        banners.push(banner);
      }
      const [{ slug }] = await q(`SELECT slug FROM placements WHERE id = $1`, [placement.id]);
      return { placement, campaign, banners, slug: slug as string };
    },
    /**
     * Waits until the serve cache has heard of every banner-table write made so far and nothing else is due
     * to drop it: the schedule sync is run to completion first (a later run then changes no row), then a
     * marker notification is awaited (PostgreSQL delivers notifications in commit order; the change feed,
     * listening since start-up, has started the BANNERS_TABLES_CHANGED handlers for each one before), and the
     * handlers the feed started are awaited to their end.
     */
    async quiet(): Promise<void> {
      await syncSchedules();
      const marker = `marker-${++n}-${Date.now()}`;
      let listener!: (payload: string) => void;
      const heard = new Promise<void>((resolve) => (listener = (payload) => payload === marker && resolve()));
      await notifications.listen(BANNER_CHANGES_CHANNEL, listener);
      try {
        await q('SELECT pg_notify($1, $2)', [BANNER_CHANGES_CHANNEL, marker]);
        await heard;
        await bannerChangesApplied(); // the drops the handlers started (a Redis round trip) have finished
      } finally {
        notifications.unlisten(listener);
      }
    },
  };
}
