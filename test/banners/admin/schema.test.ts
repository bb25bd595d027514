import { bootApp, type TestApp } from '../../support/app.js';

/** The database's last line of defence for banners: constraints that hold whatever the services do. */
let t: TestApp;
const sql = (text: string, params: unknown[] = []) => t.bazaar.dataSource.query(text, params);
const uuid = () => crypto.randomUUID();

async function insert(table: string, row: Record<string, unknown>): Promise<string> {
  const cols = Object.keys(row);
  const [r] = await sql(`INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`, Object.values(row));
  return String(r.id);
}
const banner = (fields: Record<string, unknown> = {}) =>
  insert('banners', { public_id: uuid(), title: 'B', primary_image_url: 'https://x.test/a.webp', ...fields });
const placement = (fields: Record<string, unknown> = {}) =>
  insert('placements', { public_id: uuid(), slug: `p-${Math.random().toString(36).slice(2, 8)}`, label: 'P', layout_type: 'full_slider', ...fields });
const campaign = (fields: Record<string, unknown> = {}) => insert('campaigns', { public_id: uuid(), name: 'C', ...fields });

beforeAll(async () => {
  t = await bootApp();
});
afterAll(async () => t?.close());

describe('banners schema', () => {
  it('loads the plugin and maps its entities', async () => {
    expect(t.bazaar.plugins.map((p) => p.name)).toContain('banners');
    const id = await banner();
    const [row] = await sql(`SELECT schedule_status, source, priority, schedule_timezone, media_variants FROM banners WHERE id = $1`, [id]);
    expect(row).toEqual({ schedule_status: 'evergreen', source: 'internal', priority: 0, schedule_timezone: 'UTC', media_variants: {} });
  });

  it('checks the banner enums, priority, bg colour, schedule order and the target rule', async () => {
    await expect(banner({ schedule_status: 'paused' })).rejects.toThrow(/check/);
    await expect(banner({ source: 'other' })).rejects.toThrow(/check/);
    await expect(banner({ priority: -1 })).rejects.toThrow(/check/);
    await expect(banner({ bg_color: 'red' })).rejects.toThrow(/check/);
    await expect(banner({ bg_color: '#A0B1C2' })).resolves.toBeDefined();
    await expect(banner({ publish_at: '2030-01-02', expires_at: '2030-01-01' })).rejects.toThrow(/chk_banners_schedule/);
    await expect(banner({ recurrence_window_start: '18:00:00', recurrence_window_end: '09:00:00' })).rejects.toThrow(/chk_banners_recurrence_window/);
    await expect(banner({ target_kind: 'url' })).rejects.toThrow(/chk_banners_cta_url/);
    await expect(banner({ target_kind: 'category', target_product_id: 1 })).rejects.toThrow(/chk_banners_target_product_id/);
  });

  it('keeps placements valid and their slug unique among live ones', async () => {
    await expect(placement({ max_banners: 0 })).rejects.toThrow(/check/);
    await expect(placement({ layout_type: 'carousel' })).rejects.toThrow(/check/);
    await expect(placement({ sort_order: -1 })).rejects.toThrow(/check/);
    await placement({ slug: 'home-hero' });
    await expect(placement({ slug: 'home-hero' })).rejects.toThrow(/uq_placements_slug/);
    await sql(`UPDATE placements SET deleted_at = now() WHERE slug = 'home-hero'`);
    await expect(placement({ slug: 'home-hero' })).resolves.toBeDefined();
  });

  it('keeps campaigns ordered and links, assignments and rules unique and valid', async () => {
    await expect(campaign({ status: 'running' })).rejects.toThrow(/check/);
    await expect(campaign({ starts_at: '2030-01-02', ends_at: '2030-01-02' })).rejects.toThrow(/chk_campaigns_dates/);
    const c = await campaign();
    const p = await placement();
    const b = await banner();
    await insert('campaign_placements', { campaign_id: c, placement_id: p });
    await expect(insert('campaign_placements', { campaign_id: c, placement_id: p })).rejects.toThrow(/uq_campaign_placements_pair/);
    await insert('banner_assignments', { campaign_id: c, placement_id: p, banner_id: b });
    await expect(insert('banner_assignments', { campaign_id: c, placement_id: p, banner_id: b })).rejects.toThrow(/uq_banner_assignments_triple/);
    // an assignment needs its campaign-placement link
    const other = await placement();
    await expect(insert('banner_assignments', { campaign_id: c, placement_id: other, banner_id: b })).rejects.toThrow(/fk_banner_assignments_link/);
    const rule = (ruleType: string, operator: string) =>
      insert('targeting_rules', { public_id: uuid(), campaign_id: c, rule_type: ruleType, operator, value: { values: ['x'] } });
    await expect(rule('device', 'in')).resolves.toBeDefined();
    await expect(rule('device', 'eq')).rejects.toThrow(/chk_targeting_rules_operator/);
    await expect(rule('referrer_domain', 'ends_with')).resolves.toBeDefined();
    await expect(rule('weather', 'in')).rejects.toThrow(/check/);
    // removing the link takes its assignments with it
    await sql(`DELETE FROM campaign_placements WHERE campaign_id = $1`, [c]);
    expect(await sql(`SELECT 1 FROM banner_assignments WHERE campaign_id = $1`, [c])).toHaveLength(0);
  });
});
