import { bootWithPanel, panelLogin, type Agent } from '../admin/support/panel.js';
import type { TestApp } from '../support/app.js';
import { adminWith, bearer, login, SUPERADMIN } from '../support/auth.js';
import { bannerApi } from './admin/support.js';

/* The Statistics page of banners and campaigns in the panel: daily impressions, clicks and CTR through the analytics service. */

let t: TestApp;
let root: string;
let su: Agent;
let api: ReturnType<typeof bannerApi>;

beforeAll(async () => {
  t = await bootWithPanel();
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  su = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
  api = bannerApi(t, () => root);
});
afterAll(async () => t?.close());

const statistics = (agent: Agent, resource: string, id: string, query: Record<string, string> = {}) =>
  agent.get(`/admin/api/resources/${resource}/records/${id}/statistics`).query(query).expect(200);

async function stat(date: string, banner: string, placement: string, campaign: string, impressions: number, clicks: number) {
  await t.bazaar.dataSource.query(
    `INSERT INTO banner_daily_stats (stat_date, banner_public_id, placement_public_id, campaign_public_id, impressions, clicks) VALUES ($1, $2, $3, $4, $5, $6)`,
    [date, banner, placement, campaign, impressions, clicks],
  );
}

const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('banner and campaign statistics in the panel', () => {
  let banner: string;
  let other: string;
  let campaign: string;
  let placementA: string;
  let placementB: string;

  beforeAll(async () => {
    banner = (await api.banner({ title: 'Stats banner' })).publicId;
    other = (await api.banner({ title: 'Stats other' })).publicId;
    campaign = (await api.campaign({ name: 'Stats campaign' })).publicId;
    const second = (await api.campaign({ name: 'Stats second' })).publicId;
    placementA = (await api.placement({ label: 'Stats A' })).publicId;
    placementB = (await api.placement({ label: 'Stats B' })).publicId;
    // 2025-05-01: the banner on two placements (summed); 2025-05-02: nothing; 2025-05-03: impressions, no clicks;
    // 2025-05-04: clicks without impressions (no CTR); the other banner and the second campaign only count where they belong
    await stat('2025-05-01', banner, placementA, campaign, 1000, 25);
    await stat('2025-05-01', banner, placementB, campaign, 200, 5);
    await stat('2025-05-03', banner, placementA, campaign, 300, 0);
    await stat('2025-05-04', banner, placementA, campaign, 0, 2);
    await stat('2025-05-01', banner, placementA, second, 800, 8);
    await stat('2025-05-01', other, placementA, campaign, 100, 1);
    await stat('2025-05-05', banner, placementA, campaign, 999, 99); // after the range asked
  });

  it("a banner's page: one row per date, summed over placements and campaigns, CTR with one decimal, null without impressions, totals", async () => {
    const res = await statistics(su, 'Banners', banner, { from: '2025-05-01', to: '2025-05-04' });
    expect(res.body.notice).toBeUndefined();
    expect(res.body.record.params.title).toBe('Stats banner');
    expect(res.body.data).toEqual({
      from: '2025-05-01',
      to: '2025-05-04',
      maxDays: 90,
      days: [
        { date: '2025-05-01', impressions: 2000, clicks: 38, ctr: 1.9 },
        { date: '2025-05-02', impressions: 0, clicks: 0, ctr: null },
        { date: '2025-05-03', impressions: 300, clicks: 0, ctr: 0 },
        { date: '2025-05-04', impressions: 0, clicks: 2, ctr: null },
      ],
      totals: { impressions: 2300, clicks: 40, ctr: 1.7 },
    });
  });

  it("a campaign's page sums its banners, and agrees with GET /api/admin/banner-analytics/stats", async () => {
    const res = await statistics(su, 'Campaigns', campaign, { from: '2025-05-01', to: '2025-05-03' });
    expect(res.body.data.days).toEqual([
      { date: '2025-05-01', impressions: 1300, clicks: 31, ctr: 2.4 },
      { date: '2025-05-02', impressions: 0, clicks: 0, ctr: null },
      { date: '2025-05-03', impressions: 300, clicks: 0, ctr: 0 },
    ]);
    expect(res.body.data.totals).toEqual({ impressions: 1600, clicks: 31, ctr: 1.9 });
    const route = await t.http
      .get('/api/admin/banner-analytics/stats')
      .set(bearer(root))
      .query({ campaignPublicId: campaign, from: '2025-05-01', to: '2025-05-03', pagination: false })
      .expect(200);
    const sum = (k: 'impressions' | 'clicks') => route.body.data.reduce((n: number, r: any) => n + r[k], 0);
    expect({ impressions: sum('impressions'), clicks: sum('clicks') }).toEqual({ impressions: 1600, clicks: 31 });
  });

  it('defaults to the last 30 UTC dates, today included', async () => {
    await stat(utcDay(0), banner, placementA, campaign, 40, 4);
    await stat(utcDay(-29), banner, placementA, campaign, 10, 3);
    await stat(utcDay(-30), banner, placementA, campaign, 500, 50);
    const { data } = (await statistics(su, 'Banners', banner)).body;
    expect([data.from, data.to, data.days.length]).toEqual([utcDay(-29), utcDay(0), 30]);
    expect(data.days[0]).toEqual({ date: utcDay(-29), impressions: 10, clicks: 3, ctr: 30 });
    expect(data.days[29]).toEqual({ date: utcDay(0), impressions: 40, clicks: 4, ctr: 10 });
    expect(data.totals).toEqual({ impressions: 50, clicks: 7, ctr: 14 });
    // only `from`: up to today; only `to`: the 30 dates before it
    expect((await statistics(su, 'Banners', banner, { from: utcDay(-2) })).body.data.days.map((d: any) => d.date)).toEqual([utcDay(-2), utcDay(-1), utcDay(0)]);
    const upTo = (await statistics(su, 'Banners', banner, { to: '2025-05-04' })).body.data;
    expect([upTo.from, upTo.days.length, upTo.totals.impressions]).toEqual(['2025-04-05', 30, 2300]);
  });

  it('90 dates pass, 91 are refused with a clear message; from after to and non-dates are refused, nothing read', async () => {
    const ninety = (await statistics(su, 'Banners', banner, { from: '2025-03-01', to: '2025-05-29' })).body.data;
    expect([ninety.days.length, ninety.error, ninety.totals.impressions]).toEqual([90, undefined, 3299]);
    const big = (await statistics(su, 'Banners', banner, { from: '2025-03-01', to: '2025-05-30' })).body.data;
    expect(big).toMatchObject({ days: [], error: '2025-03-01 to 2025-05-30 spans 91 days: statistics cover at most 90 days at a time (both dates count)' });
    const reversed = (await statistics(su, 'Banners', banner, { from: '2025-05-04', to: '2025-05-01' })).body.data;
    expect(reversed).toMatchObject({ days: [], error: 'from must not be after to' });
    const bad = (await statistics(su, 'Banners', banner, { from: '2025-02-30', to: '2025-03-01' })).body.data;
    expect(bad).toMatchObject({ days: [], error: 'from is not a calendar date' });
    const junk = (await statistics(su, 'Banners', banner, { from: "1' OR 1=1", to: '2025-03-01' })).body.data;
    expect(junk).toMatchObject({ days: [], error: 'from is not a calendar date' });
  });

  it('is offered and answered only with BannerAnalytics_READ', async () => {
    const password = 'admin-password-1';
    const withoutEmail = `stats-no-${Date.now()}@bazaar.test`;
    await adminWith(t, root, ['Banners_READ', 'Campaigns_READ'], withoutEmail);
    const without = await panelLogin(t, withoutEmail, password);
    const shown = await without.get(`/admin/api/resources/Banners/records/${banner}/show`).expect(200);
    expect(shown.body.record.params.title).toBe('Stats banner');
    expect(shown.body.record.recordActions.map((a: any) => a.name)).not.toContain('statistics');
    for (const resource of ['Banners', 'Campaigns']) {
      const refused = await statistics(without, resource, resource === 'Banners' ? banner : campaign, { from: '2025-05-01', to: '2025-05-04' });
      expect(refused.body.notice).toMatchObject({ type: 'error' });
      expect(refused.body.data).toBeUndefined();
    }

    const readerEmail = `stats-yes-${Date.now()}@bazaar.test`;
    await adminWith(t, root, ['Banners_READ', 'BannerAnalytics_READ'], readerEmail);
    const reader = await panelLogin(t, readerEmail, password);
    const offered = await reader.get(`/admin/api/resources/Banners/records/${banner}/show`).expect(200);
    expect(offered.body.record.recordActions.map((a: any) => a.name)).toContain('statistics');
    const read = await statistics(reader, 'Banners', banner, { from: '2025-05-01', to: '2025-05-01' });
    expect(read.body.data.totals).toEqual({ impressions: 2000, clicks: 38, ctr: 1.9 });
  });

  it('only reads: a POST changes nothing and is refused', async () => {
    const res = await su.post(`/admin/api/resources/Banners/records/${banner}/statistics`).send({ from: '2025-05-01' });
    expect(res.status).toBe(200);
    expect(res.body.notice).toEqual({ message: 'This page only reads', type: 'error' });
    expect(res.body.data).toBeUndefined();
  });
});
