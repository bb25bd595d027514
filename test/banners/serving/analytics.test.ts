import { rollupDay, ROLLUP_BATCH } from '../../../plugins/banners/analytics/rollup.js';
import { pruneRawEvents } from '../../../plugins/banners/analytics/retention.js';
import { bootApp, type TestApp } from '../../support/app.js';
import { adminWith, bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../../support/auth.js';
import { bannerFixtures } from './fixtures.js';

const STATS = '/api/admin/banner-analytics/stats';
const EVENTS = '/api/admin/banner-analytics/events';
let t: TestApp;
let f: ReturnType<typeof bannerFixtures>;
let reader: string;
let root: string;

beforeAll(async () => {
  t = await bootApp({ env: { ...SUPERADMIN_ENV, ROLE: 'api' } });
  f = bannerFixtures(t);
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  reader = await adminWith(t, root, ['BannerAnalytics_READ']);
});
afterAll(() => t?.close());

/** n raw events of one (banner, placement, campaign) at `at` (campaign null: not rolled up) */
async function events(table: 'banner_impression_events' | 'banner_click_events', n: number, ids: [string, string, string | null], at: string, tag: string) {
  await f.q(
    `INSERT INTO ${table} (correlation_id, banner_public_id, placement_public_id, campaign_public_id, occurred_at, received_at)
     SELECT $5 || '-' || g, $1::uuid, $2::uuid, $3::uuid, $4::timestamptz, now() FROM generate_series(1, $6::int) g`,
    [...ids, at, tag, n],
  );
}
const uuid = (i: number) => `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`;

describe('nightly rollup', () => {
  it('counts the day per banner, placement and campaign, overwrites on every run (idempotent), in batches of 100', async () => {
    const day = '2025-02-10';
    // 250 combinations: 3 batches
    for (let i = 0; i < 250; i++) {
      await events('banner_impression_events', 2, [uuid(i), uuid(1000), uuid(2000)], `${day}T05:00:00Z`, `r-imp-${i}`);
    }
    await events('banner_click_events', 1, [uuid(0), uuid(1000), uuid(2000)], `${day}T23:59:59.999Z`, 'r-clk');
    await events('banner_impression_events', 5, [uuid(0), uuid(1000), null], `${day}T06:00:00Z`, 'r-nocampaign');
    await events('banner_impression_events', 7, [uuid(0), uuid(1000), uuid(2000)], '2025-02-11T00:00:00Z', 'r-nextday');
    const first = await rollupDay(day);
    expect(first).toEqual({ date: day, rows: 250, batches: Math.ceil(250 / ROLLUP_BATCH), removed: 0 });
    const read = () => f.q(`SELECT impressions::int, clicks::int FROM banner_daily_stats WHERE stat_date = $1 AND banner_public_id = $2`, [day, uuid(0)]);
    expect(await read()).toEqual([{ impressions: 2, clicks: 1 }]);
    const again = await rollupDay(day);
    expect(again.rows).toBe(250);
    expect(await read()).toEqual([{ impressions: 2, clicks: 1 }]); // overwritten, not added
    expect(Number((await f.q(`SELECT count(*) AS n FROM banner_daily_stats WHERE stat_date = $1`, [day]))[0].n)).toBe(250);
    // a row no event backs any more goes; a changed count is overwritten
    await f.q(`DELETE FROM banner_impression_events WHERE correlation_id LIKE 'r-imp-249-%'`);
    await events('banner_click_events', 3, [uuid(0), uuid(1000), uuid(2000)], `${day}T12:00:00Z`, 'r-clk-more');
    expect((await rollupDay(day)).removed).toBe(1);
    expect(await read()).toEqual([{ impressions: 2, clicks: 4 }]);
  });
});

describe('retention', () => {
  it('deletes raw events older than 180 days and keeps the rest', async () => {
    const now = new Date('2026-09-01T00:00:00Z'); // 180 days earlier: 2026-03-05T00:00:00Z
    await events('banner_impression_events', 3, [uuid(1), uuid(1), uuid(1)], '2026-03-04T23:59:59Z', 'old');
    await events('banner_click_events', 2, [uuid(1), uuid(1), uuid(1)], '2026-03-04T00:00:00Z', 'old-click');
    await events('banner_impression_events', 2, [uuid(1), uuid(1), uuid(1)], '2026-03-05T00:00:01Z', 'young');
    expect(await pruneRawEvents(now)).toBeGreaterThanOrEqual(5); // other suites' older rows go too
    const left = (pattern: string) =>
      f.q(
        `SELECT correlation_id FROM banner_impression_events WHERE correlation_id LIKE $1 UNION ALL SELECT correlation_id FROM banner_click_events WHERE correlation_id LIKE $1`,
        [pattern],
      );
    expect(await left('old%')).toEqual([]);
    expect(await left('young-%')).toHaveLength(2);
  });
});

describe('GET /api/admin/banner-analytics/stats', () => {
  it('pages daily stats between from and to inclusive, with filters', async () => {
    const b = uuid(3001);
    for (const [date, n] of [
      ['2025-04-01', 1],
      ['2025-04-02', 2],
      ['2025-04-03', 3],
    ] as const) {
      await f.q(
        `INSERT INTO banner_daily_stats (stat_date, banner_public_id, placement_public_id, campaign_public_id, impressions, clicks) VALUES ($1, $2, $3, $4, $5, 1)`,
        [date, b, uuid(3002), uuid(3003), n * 10],
      );
    }
    const res = await t.http.get(STATS).set(bearer(reader)).query({ from: '2025-04-02', to: '2025-04-03', bannerPublicId: b, size: 1 }).expect(200);
    expect(res.body).toMatchObject({ count: 2, currentPage: 1, totalPage: 2 });
    expect(res.body.data).toEqual([
      { bannerPublicId: b, placementPublicId: uuid(3002), campaignPublicId: uuid(3003), statDate: '2025-04-03', impressions: 30, clicks: 1, spendPaisa: null },
    ]);
    const none = await t.http
      .get(STATS)
      .set(bearer(reader))
      .query({ from: '2025-04-01', to: '2025-04-03', campaignPublicId: uuid(9999) })
      .expect(200);
    expect(none.body.count).toBe(0);
  });

  it('90 dates pass, 91 fail with 400 BANNER_ANALYTICS_TIME_WINDOW_TOO_LARGE; from after to, bad dates and missing bounds are 400 VALIDATION_FAILED', async () => {
    await t.http.get(STATS).set(bearer(reader)).query({ from: '2025-01-01', to: '2025-03-31' }).expect(200); // 90 dates
    const big = await t.http.get(STATS).set(bearer(reader)).query({ from: '2025-01-01', to: '2025-04-01' }).expect(400);
    expect(big.body.errorCode).toBe('BANNER_ANALYTICS_TIME_WINDOW_TOO_LARGE');
    for (const query of [
      { from: '2025-02-02', to: '2025-02-01' },
      { from: '2025-02-30', to: '2025-03-01' },
      { from: '2025-02-01' },
      { from: '1/2/2025', to: '2025-02-01' },
    ]) {
      expect((await t.http.get(STATS).set(bearer(reader)).query(query).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    }
  });

  it('needs BannerAnalytics_READ', async () => {
    const other = await adminWith(t, root, ['Banners_READ']);
    await t.http.get(STATS).set(bearer(other)).query({ from: '2025-01-01', to: '2025-01-02' }).expect(403);
    await t.http.get(STATS).query({ from: '2025-01-01', to: '2025-01-02' }).expect(401);
  });
});

describe('GET /api/admin/banner-analytics/events', () => {
  it('cursor-pages raw events newest first by type, filters and UTC dates; defaults to the last 7 days', async () => {
    const b = uuid(4001);
    await events('banner_click_events', 5, [b, uuid(4002), uuid(4003)], '2025-05-10T08:00:00Z', 'ev');
    await events('banner_click_events', 1, [b, uuid(4002), uuid(4003)], '2025-05-11T00:00:00Z', 'ev-next-day');
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await t.http
        .get(EVENTS)
        .set(bearer(reader))
        .query({ type: 'click', bannerPublicId: b, from: '2025-05-10', to: '2025-05-10', limit: 2, ...(cursor ? { cursor } : {}) })
        .expect(200);
      for (const e of res.body.data) {
        expect(e).toMatchObject({ type: 'click', bannerPublicId: b, campaignPublicId: uuid(4003), occurredAt: '2025-05-10T08:00:00.000Z' });
        seen.push(e.correlationId);
      }
      cursor = res.body.nextCursor ?? undefined;
    } while (cursor);
    expect(seen.sort()).toEqual(['ev-1', 'ev-2', 'ev-3', 'ev-4', 'ev-5']);
    const impressions = await t.http
      .get(EVENTS)
      .set(bearer(reader))
      .query({ type: 'impression', bannerPublicId: b, from: '2025-05-10', to: '2025-05-11' })
      .expect(200);
    expect(impressions.body.data).toEqual([]);

    const recent = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10) + 'T00:00:01Z';
    const old = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10) + 'T23:59:59Z';
    await events('banner_impression_events', 1, [b, uuid(4002), null], recent, 'recent');
    await events('banner_impression_events', 1, [b, uuid(4002), null], old, 'older');
    const res = await t.http.get(EVENTS).set(bearer(reader)).query({ type: 'impression', bannerPublicId: b }).expect(200);
    expect(res.body.data.map((e: { correlationId: string }) => e.correlationId)).toEqual(['recent-1']);
    expect(res.body.nextCursor).toBeNull();
  });

  it('refuses a missing type, a limit over 100 and a window over 90 dates', async () => {
    await t.http.get(EVENTS).set(bearer(reader)).expect(400);
    await t.http.get(EVENTS).set(bearer(reader)).query({ type: 'view' }).expect(400);
    await t.http.get(EVENTS).set(bearer(reader)).query({ type: 'click', limit: 101 }).expect(400);
    const big = await t.http.get(EVENTS).set(bearer(reader)).query({ type: 'click', from: '2025-01-01', to: '2025-04-01' }).expect(400);
    expect(big.body.errorCode).toBe('BANNER_ANALYTICS_TIME_WINDOW_TOO_LARGE');
  });
});
