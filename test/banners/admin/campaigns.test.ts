import { ALLOWED_FROM, CAMPAIGN_ACTIONS, type CampaignAction } from '../../../plugins/banners/campaign-lifecycle.js';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '../../../plugins/banners/entities/enums.js';
import { bootApp, type TestApp } from '../../support/app.js';
import { adminWith, bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../../support/auth.js';
import { bannerApi, CAMPAIGNS, failure, inMinutes } from './support.js';

let t: TestApp;
let root: string;
let api: ReturnType<typeof bannerApi>;
const setStatus = (publicId: string, status: string) => t.bazaar.dataSource.query(`UPDATE campaigns SET status = $2 WHERE public_id = $1`, [publicId, status]);

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  api = bannerApi(t, () => root);
});
afterAll(async () => t?.close());

describe('campaigns admin', () => {
  it('creates a campaign, always as a draft, with its fields, and reads it (id is the public UUID)', async () => {
    const res = await api.post(CAMPAIGNS, {
      name: ' Dashain ',
      source: 'sponsored',
      startsAt: inMinutes(60),
      endsAt: inMinutes(600),
      budgetTotalPaisa: 9_007_199_254_740_991,
      budgetDailyPaisa: 1000,
      impressionCap: 5000,
      clickCap: 100,
      advertiserName: 'Acme',
      advertiserContact: 'ads@acme.test',
      contractRef: 'C-1',
      priority: 3,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Dashain',
      status: 'draft',
      source: 'sponsored',
      budgetTotalPaisa: 9_007_199_254_740_991,
      impressionCap: 5000,
      priority: 3,
      deletedAt: null,
    });
    expect(res.body.data.id).toBe(res.body.data.publicId);
    expect(res.body.data.createdBy).toMatch(/^[0-9a-f-]{36}$/);
    expect((await api.get(`${CAMPAIGNS}/${res.body.data.publicId}`).expect(200)).body.data).toEqual(res.body.data);
    // status is not taken: unknown property
    expect(failure(await api.post(CAMPAIGNS, { name: 'X', status: 'active' })).code).toBe('VALIDATION_FAILED');
  });

  it('refuses startsAt >= endsAt (400 CAMPAIGN_DATE_INVALID) on create and update, and bad fields', async () => {
    const hourAhead = inMinutes(60); // one instant for both (two calls can differ by a millisecond)
    expect(failure(await api.post(CAMPAIGNS, { name: 'X', startsAt: hourAhead, endsAt: hourAhead }))).toMatchObject({
      status: 400,
      code: 'CAMPAIGN_DATE_INVALID',
    });
    const c = await api.campaign({ endsAt: inMinutes(60) });
    expect(failure(await api.patch(`${CAMPAIGNS}/${c.publicId}`, { startsAt: inMinutes(61) }))).toMatchObject({ status: 400, code: 'CAMPAIGN_DATE_INVALID' });
    for (const [body, field] of [
      [{ budgetTotalPaisa: -1 }, 'budgetTotalPaisa'],
      [{ budgetDailyPaisa: 1.5 }, 'budgetDailyPaisa'],
      [{ source: 'x' }, 'source'],
      [{ name: '' }, 'name'],
      [{ startsAt: 'tomorrow' }, 'startsAt'],
    ] as const) {
      expect(failure(await api.post(CAMPAIGNS, { name: 'X', ...body }))).toEqual({ status: 400, code: 'VALIDATION_FAILED', fields: [field] });
    }
  });

  it('lists paged with the filters status, source, includeDeleted and search', async () => {
    const a = await api.campaign({ name: 'Listed One', source: 'affiliate' });
    const b = await api.campaign({ name: 'Listed Two', advertiserName: 'Zed' });
    const c = await api.campaign({ name: 'Listed Three' });
    await api.patch(`${CAMPAIGNS}/${b.publicId}/activate`).expect(200);
    await api.del(`${CAMPAIGNS}/${c.publicId}`).expect(200);
    const names = async (q: string) => (await api.get(`${CAMPAIGNS}?search=listed&${q}`).expect(200)).body.data.map((x: any) => x.name).sort();
    expect(await names('')).toEqual(['Listed One', 'Listed Two']);
    expect(await names('includeDeleted=true')).toEqual(['Listed One', 'Listed Three', 'Listed Two']);
    expect(await names('status=active')).toEqual(['Listed Two']);
    expect(await names('source=affiliate')).toEqual(['Listed One']);
    expect((await api.get(`${CAMPAIGNS}?search=zed`).expect(200)).body.data.map((x: any) => x.publicId)).toEqual([b.publicId]);
    expect((await api.get(`${CAMPAIGNS}?search=listed&size=1`).expect(200)).body).toMatchObject({ count: 2, totalPage: 2, currentPage: 1 });
    expect(failure(await api.get(`${CAMPAIGNS}?status=running`)).code).toBe('VALIDATION_FAILED');
    expect(a.publicId).toBeDefined();
  });

  it('edits, soft deletes and restores (404 and the 400 pair)', async () => {
    const c = await api.campaign();
    expect((await api.patch(`${CAMPAIGNS}/${c.publicId}`, { name: 'Renamed', description: 'd' }).expect(200)).body.data).toMatchObject({
      name: 'Renamed',
      description: 'd',
      status: 'draft',
    });
    await api.del(`${CAMPAIGNS}/${c.publicId}`).expect(200);
    expect(failure(await api.del(`${CAMPAIGNS}/${c.publicId}`))).toMatchObject({ status: 400, code: 'CAMPAIGN_ALREADY_DELETED' });
    expect(failure(await api.patch(`${CAMPAIGNS}/${c.publicId}`, { name: 'x' }))).toMatchObject({ status: 400, code: 'CAMPAIGN_ALREADY_DELETED' });
    expect(failure(await api.patch(`${CAMPAIGNS}/${c.publicId}/activate`))).toMatchObject({ status: 400, code: 'CAMPAIGN_ALREADY_DELETED' });
    expect((await api.post(`${CAMPAIGNS}/${c.publicId}/restore`).expect(200)).body.data.deletedAt).toBeNull();
    expect(failure(await api.post(`${CAMPAIGNS}/${c.publicId}/restore`))).toMatchObject({ status: 400, code: 'CAMPAIGN_NOT_DELETED' });
    const unknown = '01900000-0000-7000-8000-000000000000';
    for (const res of [
      await api.get(`${CAMPAIGNS}/${unknown}`),
      await api.patch(`${CAMPAIGNS}/${unknown}`, { name: 'x' }),
      await api.del(`${CAMPAIGNS}/${unknown}`),
      await api.post(`${CAMPAIGNS}/${unknown}/restore`),
      ...(await Promise.all(CAMPAIGN_ACTIONS.map((a) => api.patch(`${CAMPAIGNS}/${unknown}/${a}`)))),
    ])
      expect(failure(res)).toMatchObject({ status: 404, code: 'CAMPAIGN_NOT_FOUND' });
  });

  it('needs the Campaigns permissions', async () => {
    const reader = await adminWith(t, root, ['Campaigns_READ']);
    const c = await api.campaign();
    expect((await t.http.get(`${CAMPAIGNS}/${c.publicId}`).set(bearer(reader))).status).toBe(200);
    expect((await t.http.patch(`${CAMPAIGNS}/${c.publicId}/activate`).set(bearer(reader))).status).toBe(403);
  });
});

describe('campaign lifecycle: every (status, action) pair', () => {
  const TARGET: Record<CampaignAction, CampaignStatus> = { schedule: 'scheduled', activate: 'active', pause: 'paused', end: 'ended', cancel: 'cancelled' };
  // the spec's table, restated here (the sentence under it wins for schedule): draft -> scheduled, active; scheduled -> active, cancelled;
  // active -> paused, ended, cancelled; paused -> active, ended, cancelled; ended, cancelled -> none; schedule from draft, active, paused
  const EXPECTED: Record<CampaignStatus, CampaignAction[]> = {
    draft: ['schedule', 'activate'],
    scheduled: ['activate', 'cancel'],
    active: ['schedule', 'pause', 'end', 'cancel'],
    paused: ['schedule', 'activate', 'end', 'cancel'],
    ended: [],
    cancelled: [],
  };

  it('the lifecycle module agrees with the table', () => {
    for (const from of CAMPAIGN_STATUSES) {
      expect([from, CAMPAIGN_ACTIONS.filter((a) => ALLOWED_FROM[a].includes(from))]).toEqual([from, EXPECTED[from]]);
    }
  });

  for (const from of CAMPAIGN_STATUSES) {
    for (const action of CAMPAIGN_ACTIONS) {
      const allowed = EXPECTED[from].includes(action);
      it(`${from} --${action}--> ${allowed ? TARGET[action] : '400 CAMPAIGN_INVALID_TRANSITION'}`, async () => {
        const c = await api.campaign({ startsAt: inMinutes(60), endsAt: inMinutes(600) });
        await setStatus(c.publicId, from);
        const res = await api.patch(`${CAMPAIGNS}/${c.publicId}/${action}`);
        if (allowed) {
          expect([res.status, res.body.data?.status]).toEqual([200, TARGET[action]]);
        } else {
          expect(failure(res)).toMatchObject({ status: 400, code: 'CAMPAIGN_INVALID_TRANSITION' });
          expect((await api.get(`${CAMPAIGNS}/${c.publicId}`).expect(200)).body.data.status).toBe(from);
        }
      });
    }
  }

  it('schedule needs startsAt in the future (400 CAMPAIGN_DATE_INVALID) and changes nothing otherwise', async () => {
    const none = await api.campaign();
    expect(failure(await api.patch(`${CAMPAIGNS}/${none.publicId}/schedule`))).toMatchObject({ status: 400, code: 'CAMPAIGN_DATE_INVALID' });
    const past = await api.campaign({ startsAt: inMinutes(-1), endsAt: inMinutes(60) });
    expect(failure(await api.patch(`${CAMPAIGNS}/${past.publicId}/schedule`))).toMatchObject({ status: 400, code: 'CAMPAIGN_DATE_INVALID' });
    expect((await api.get(`${CAMPAIGNS}/${past.publicId}`).expect(200)).body.data.status).toBe('draft');
  });

  it('two concurrent moves from one status: the row lock lets exactly one pass', async () => {
    const c = await api.campaign();
    await api.patch(`${CAMPAIGNS}/${c.publicId}/activate`).expect(200);
    // both terminal: whichever runs second finds the other's status and is refused
    const [end, cancel] = await Promise.all([api.patch(`${CAMPAIGNS}/${c.publicId}/end`), api.patch(`${CAMPAIGNS}/${c.publicId}/cancel`)]);
    expect([end.status, cancel.status].sort()).toEqual([200, 400]);
    const final = (await api.get(`${CAMPAIGNS}/${c.publicId}`).expect(200)).body.data.status;
    expect(final).toBe(end.status === 200 ? 'ended' : 'cancelled');
  });
});
