import { definePlugin } from '../../../core/plugin.js';
import { availablePlugins } from '../../../plugins/index.js';
import { BANNERS_SCHEDULE_CHANGED, SCHEDULE_SYNC_JOB, syncSchedules } from '../../../plugins/banners/index.js';
import { bootApp, type TestApp } from '../../support/app.js';
import { login, SUPERADMIN, SUPERADMIN_ENV } from '../../support/auth.js';
import { BANNERS, bannerApi, CAMPAIGNS } from './support.js';

/*
 * The rows here live in 2099 and the sync is called with a "now" in 2099, so the real once-a-minute run
 * (real time) never touches them while a test runs.
 */
let t: TestApp;
let root: string;
let api: ReturnType<typeof bannerApi>;
const at = (month: number) => `2099-${String(month).padStart(2, '0')}-01T00:00:00Z`;
const JUNE = new Date(at(6));

/** What the schedule-change handlers of the test plugin do: count, fail first when asked, tell a waiting test. */
const scheduleHook = { heard: 0, failing: false, onHeard: undefined as (() => void) | undefined };
const scheduleListener = definePlugin({
  name: 'schedule-test',
  requires: ['banners'],
  hooks: [
    BANNERS_SCHEDULE_CHANGED.handle('schedule-test.fail', () => {
      if (scheduleHook.failing) throw new Error('redis down');
    }),
    BANNERS_SCHEDULE_CHANGED.handle('schedule-test.count', () => {
      scheduleHook.heard++;
      scheduleHook.onHeard?.();
    }),
  ],
});

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV, available: [...availablePlugins, scheduleListener] });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  api = bannerApi(t, () => root);
});
afterAll(async () => t?.close());

const bannerStatus = async (id: string) => (await api.get(`${BANNERS}/${id}`).expect(200)).body.data.scheduleStatus;
const campaignStatus = async (id: string) => (await api.get(`${CAMPAIGNS}/${id}`).expect(200)).body.data.status;

describe('schedule sync', () => {
  it('moves banners and campaigns as the spec says, and runs the schedule-change hook once', async () => {
    const b = {
      due: await api.banner({ scheduleStatus: 'scheduled', publishAt: at(5) }),
      dueButExpired: await api.banner({ scheduleStatus: 'scheduled', publishAt: at(3), expiresAt: at(4) }),
      notYet: await api.banner({ scheduleStatus: 'scheduled', publishAt: at(7) }),
      activeExpired: await api.banner({ scheduleStatus: 'active', publishAt: at(1), expiresAt: at(5) }),
      activeLive: await api.banner({ scheduleStatus: 'active', publishAt: at(1), expiresAt: at(8) }),
      evergreen: await api.banner({ publishAt: at(1), expiresAt: at(2) }),
      deleted: await api.banner({ scheduleStatus: 'scheduled', publishAt: at(5) }),
    };
    await api.del(`${BANNERS}/${b.deleted.publicId}`).expect(200);
    const campaign = async (startsAt: string, endsAt: string | null, action: 'schedule' | 'activate' | 'pause' | null) => {
      const c = await api.campaign({ startsAt, ...(endsAt ? { endsAt } : {}) });
      if (action === 'pause') await api.patch(`${CAMPAIGNS}/${c.publicId}/activate`).expect(200);
      if (action) await api.patch(`${CAMPAIGNS}/${c.publicId}/${action}`).expect(200);
      return c;
    };
    const c = {
      due: await campaign(at(5), null, 'schedule'),
      dueButOver: await campaign(at(3), at(4), 'schedule'),
      notYet: await campaign(at(7), null, 'schedule'),
      activeOver: await campaign(at(1), at(5), 'activate'),
      activeLive: await campaign(at(1), at(8), 'activate'),
      pausedOver: await campaign(at(1), at(5), 'pause'),
      draftOver: await campaign(at(1), at(5), null),
    };
    scheduleHook.heard = 0;
    const result = await syncSchedules(JUNE);
    expect(result).toEqual({ bannersActivated: 1, bannersExpired: 2, campaignsActivated: 1, campaignsEnded: 2 });
    expect(scheduleHook.heard).toBe(1);
    expect(await bannerStatus(b.due.publicId)).toBe('active');
    expect(await bannerStatus(b.dueButExpired.publicId)).toBe('expired');
    expect(await bannerStatus(b.notYet.publicId)).toBe('scheduled');
    expect(await bannerStatus(b.activeExpired.publicId)).toBe('expired');
    expect(await bannerStatus(b.activeLive.publicId)).toBe('active');
    expect(await bannerStatus(b.evergreen.publicId)).toBe('evergreen');
    expect(await bannerStatus(b.deleted.publicId)).toBe('scheduled');
    expect(await campaignStatus(c.due.publicId)).toBe('active');
    expect(await campaignStatus(c.dueButOver.publicId)).toBe('ended');
    expect(await campaignStatus(c.notYet.publicId)).toBe('scheduled');
    expect(await campaignStatus(c.activeOver.publicId)).toBe('ended');
    expect(await campaignStatus(c.activeLive.publicId)).toBe('active');
    expect(await campaignStatus(c.pausedOver.publicId)).toBe('paused');
    expect(await campaignStatus(c.draftOver.publicId)).toBe('draft');
  });

  it('a second run changes nothing and runs no hook; a failing handler is logged only and the next one runs', async () => {
    scheduleHook.heard = 0;
    expect(await syncSchedules(JUNE)).toEqual({ bannersActivated: 0, bannersExpired: 0, campaignsActivated: 0, campaignsEnded: 0 });
    expect(scheduleHook.heard).toBe(0);
    scheduleHook.failing = true;
    try {
      await api.banner({ scheduleStatus: 'scheduled', publishAt: at(5) });
      await expect(syncSchedules(JUNE)).resolves.toMatchObject({ bannersActivated: 1 });
      expect(scheduleHook.heard).toBe(1);
    } finally {
      scheduleHook.failing = false;
    }
  });

  it('drops the cached admin lists when it changed rows', async () => {
    const b = await api.banner({ title: 'Synced list', scheduleStatus: 'scheduled', publishAt: at(5) });
    expect((await api.get(`${BANNERS}?search=synced`).expect(200)).body.data[0].scheduleStatus).toBe('scheduled');
    await syncSchedules(JUNE);
    expect((await api.get(`${BANNERS}?search=synced`).expect(200)).body.data[0]).toMatchObject({ publicId: b.publicId, scheduleStatus: 'active' });
  });

  it('is a once-a-minute job the worker runs', async () => {
    expect(t.bazaar.jobs.names()).toContain(SCHEDULE_SYNC_JOB);
    const [schedule] = await t.bazaar.dataSource.query(`SELECT repeat_interval AS "repeatInterval" FROM agenda_jobs WHERE name = $1 AND type = 'single'`, [
      SCHEDULE_SYNC_JOB,
    ]);
    expect(schedule?.repeatInterval).toBe('1 minute');
    // a run through the job system (real time) activates a banner due now and runs the hook
    const due = await api.banner({ scheduleStatus: 'scheduled', publishAt: new Date(Date.now() - 1000).toISOString() });
    const heard = new Promise<void>((resolve) => (scheduleHook.onHeard = resolve));
    await t.bazaar.jobs.enqueue(SCHEDULE_SYNC_JOB);
    await heard;
    scheduleHook.onHeard = undefined;
    expect(await bannerStatus(due.publicId)).toBe('active');
  });
});
