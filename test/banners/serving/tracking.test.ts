import { randomUUID } from 'node:crypto';
import { recordInboxEvents } from '../../../plugins/banners/tracking/event-recorder.js';
import { bootApp, type TestApp } from '../../support/app.js';
import { bannerFixtures } from './fixtures.js';

const EVENTS = '/api/mobile/banners/events';
let t: TestApp;
let f: ReturnType<typeof bannerFixtures>;
let scene: Awaited<ReturnType<ReturnType<typeof bannerFixtures>['scene']>>;

beforeAll(async () => {
  // ROLE=api: no record job runs here; the tests drain the inbox themselves
  t = await bootApp({ env: { ROLE: 'api' } });
  f = bannerFixtures(t);
  scene = await f.scene(1);
});
afterAll(() => t?.close());

const impression = (over: Record<string, unknown> = {}) => ({
  bannerPublicId: scene.banners[0].publicId,
  placementPublicId: scene.placement.publicId,
  campaignPublicId: scene.campaign.publicId,
  sessionId: 's-1',
  userId: 'u-1',
  deviceType: 'mobile',
  countryCode: 'NP',
  pageUrl: 'https://shop.example/',
  referrerUrl: 'https://google.com/',
  occurredAt: '2025-03-01T10:00:00.000Z',
  correlationId: randomUUID(),
  ...over,
});
const count = async (sql: string, params: unknown[] = []) => Number((await f.q(sql, params))[0].n);

describe('POST /api/mobile/banners/events/{impression,click}', () => {
  it('answers 202 with data null once the event is stored; the record job moves it into the raw table', async () => {
    const body = impression();
    const res = await t.http.post(`${EVENTS}/impression`).send(body).expect(202);
    expect(res.body).toEqual({ message: expect.any(String), data: null, errorCode: null });
    // durable before the answer: the row is in the inbox when the 202 arrives
    expect(await count(`SELECT count(*) AS n FROM banner_event_inbox WHERE correlation_id = $1`, [body.correlationId])).toBe(1);
    await recordInboxEvents();
    const [row] = await f.q(`SELECT * FROM banner_impression_events WHERE correlation_id = $1`, [body.correlationId]);
    expect(row).toMatchObject({
      banner_public_id: body.bannerPublicId,
      placement_public_id: body.placementPublicId,
      campaign_public_id: body.campaignPublicId,
      session_id: 's-1',
      user_id: 'u-1',
      device_type: 'mobile',
      country_code: 'NP',
      page_url: 'https://shop.example/',
      referrer_url: 'https://google.com/',
    });
    expect(new Date(row.occurred_at).toISOString()).toBe(body.occurredAt);
    expect(await count(`SELECT count(*) AS n FROM banner_event_inbox`)).toBe(0);
  });

  it('a click carries destinationUrl and no referrerUrl', async () => {
    const { referrerUrl: _r, ...rest } = impression();
    await t.http
      .post(`${EVENTS}/click`)
      .send({ ...rest, destinationUrl: 'https://shop.example/p/1' })
      .expect(202);
    await t.http
      .post(`${EVENTS}/click`)
      .send({ ...rest, correlationId: randomUUID(), referrerUrl: 'https://x.example' })
      .expect(400);
    await recordInboxEvents();
    const [row] = await f.q(`SELECT destination_url FROM banner_click_events WHERE correlation_id = $1`, [rest.correlationId]);
    expect(row.destination_url).toBe('https://shop.example/p/1');
  });

  it('a repeated correlationId is accepted (202) and ignored, within a batch and across batches', async () => {
    const body = impression();
    await Promise.all([1, 2, 3].map(() => t.http.post(`${EVENTS}/impression`).send(body).expect(202)));
    await recordInboxEvents();
    await t.http
      .post(`${EVENTS}/impression`)
      .send({ ...body, sessionId: 'other' })
      .expect(202);
    await recordInboxEvents();
    const rows = await f.q(`SELECT session_id FROM banner_impression_events WHERE correlation_id = $1`, [body.correlationId]);
    expect(rows).toEqual([{ session_id: 's-1' }]);
  });

  it('404 BANNER_NOT_FOUND / PLACEMENT_NOT_FOUND for unknown or deleted ones; nothing is stored', async () => {
    const deleted = await f.banner({ deleted_at: new Date() });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ bannerPublicId: randomUUID() }, 'BANNER_NOT_FOUND'],
      [{ bannerPublicId: 'not-a-uuid' }, 'BANNER_NOT_FOUND'],
      [{ bannerPublicId: deleted.publicId }, 'BANNER_NOT_FOUND'],
      [{ bannerPublicId: 'x'.repeat(500) }, 'BANNER_NOT_FOUND'],
      [{ bannerPublicId: '' }, 'BANNER_NOT_FOUND'],
      [{ placementPublicId: randomUUID() }, 'PLACEMENT_NOT_FOUND'],
      [{ placementPublicId: 'y'.repeat(500) }, 'PLACEMENT_NOT_FOUND'],
    ];
    for (const [over, code] of cases) {
      const body = impression(over);
      const res = await t.http.post(`${EVENTS}/impression`).send(body).expect(404);
      expect(res.body).toMatchObject({ statusCode: 404, errorCode: code });
      expect(await count(`SELECT count(*) AS n FROM banner_event_inbox WHERE correlation_id = $1`, [body.correlationId])).toBe(0);
    }
  });

  it('a banner created a moment ago is known at once; an unknown campaign is dropped from the event', async () => {
    const fresh = await f.banner();
    const body = impression({ bannerPublicId: fresh.publicId, campaignPublicId: randomUUID() });
    await t.http.post(`${EVENTS}/impression`).send(body).expect(202);
    await recordInboxEvents();
    const [row] = await f.q(`SELECT campaign_public_id FROM banner_impression_events WHERE correlation_id = $1`, [body.correlationId]);
    expect(row.campaign_public_id).toBeNull();
    // an id that could never name a campaign is dropped the same way, not refused
    const odd = impression({ bannerPublicId: fresh.publicId, campaignPublicId: 'z'.repeat(300) });
    await t.http.post(`${EVENTS}/impression`).send(odd).expect(202);
    await recordInboxEvents();
    const [oddRow] = await f.q(`SELECT campaign_public_id FROM banner_impression_events WHERE correlation_id = $1`, [odd.correlationId]);
    expect(oddRow.campaign_public_id).toBeNull();
  });

  it('refuses bad input with 400 VALIDATION_FAILED naming the field', async () => {
    for (const [over, field] of [
      [{ occurredAt: 'yesterday' }, 'occurredAt'],
      [{ correlationId: '' }, 'correlationId'],
      [{ sessionId: 5 }, 'sessionId'],
      [{ extra: 1 }, 'extra'],
    ] as const) {
      const res = await t.http.post(`${EVENTS}/impression`).send(impression(over)).expect(400);
      expect(res.body.errorCode).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.body)).toContain(field);
    }
  });

  it('many concurrent requests are group-committed and every accepted event is stored exactly once', async () => {
    const bodies = Array.from({ length: 200 }, () => impression());
    const answers = await Promise.all(bodies.map((b) => t.http.post(`${EVENTS}/impression`).send(b)));
    expect(answers.every((r) => r.status === 202)).toBe(true);
    await recordInboxEvents();
    expect(await count(`SELECT count(*) AS n FROM banner_impression_events WHERE correlation_id = ANY($1)`, [bodies.map((b) => b.correlationId)])).toBe(200);
  });
});
