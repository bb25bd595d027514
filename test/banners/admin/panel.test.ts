import { bootWithPanel, panelLogin, type Agent } from '../../admin/support/panel.js';
import type { TestApp } from '../../support/app.js';
import { login, SUPERADMIN } from '../../support/auth.js';
import { fixtures } from '../../products/storefront-support.js';
import { BANNERS, bannerApi, CAMPAIGNS, inMinutes } from './support.js';

let t: TestApp;
let root: string;
let su: Agent;
let api: ReturnType<typeof bannerApi>;
let f: ReturnType<typeof fixtures>;
const action = (resource: string, name: string) => `/admin/api/resources/${resource}/actions/${name}`;
const recordAction = (resource: string, id: string, name: string) => `/admin/api/resources/${resource}/records/${encodeURIComponent(id)}/${name}`;

beforeAll(async () => {
  t = await bootWithPanel();
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  su = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
  api = bannerApi(t, () => root);
  f = fixtures(t, () => root);
});
afterAll(async () => t?.close());

describe('banners panel', () => {
  it('lists every banners resource', async () => {
    await api.banner({ title: 'Listed in panel' });
    for (const resource of ['Placements', 'Campaigns', 'Banners', 'CampaignPlacements', 'BannerAssignments', 'TargetingRules']) {
      const list = await su.get(action(resource, 'list')).expect(200);
      expect([resource, Array.isArray(list.body.records)]).toEqual([resource, true]);
    }
    const banners = await su.get(action('Banners', 'list')).query({ 'filters.title': 'listed in' }).expect(200);
    expect(banners.body.records.map((r: any) => r.params.title)).toEqual(['Listed in panel']);
  });

  it('a record id that is no UUID finds nothing, never a 500', async () => {
    for (const resource of ['Placements', 'Campaigns', 'Banners', 'TargetingRules', 'CampaignPlacements', 'BannerAssignments']) {
      const res = await su.get(recordAction(resource, 'not-a-uuid', 'show'));
      expect([resource, res.status < 500]).toEqual([resource, true]);
    }
  });

  it('creates and lists placements, toggles them through the service', async () => {
    const created = await su
      .post(action('Placements', 'new'))
      .type('form')
      .send({ label: 'Panel hero', slug: 'panel-hero', layoutType: 'full_slider', maxBanners: '3' })
      .expect(200);
    expect(created.body.notice).toMatchObject({ type: 'success' });
    const id = created.body.record.params.id;
    expect(created.body.record.params).toMatchObject({ label: 'Panel hero', slug: 'panel-hero', maxBanners: 3, isActive: true });
    const list = await su.get(action('Placements', 'list')).query({ 'filters.label': 'panel' }).expect(200);
    expect(list.body.records.map((r: any) => r.params.slug)).toEqual(['panel-hero']);
    const off = await su.post(recordAction('Placements', id, 'deactivate')).expect(200);
    expect(off.body.record.params.isActive).toBe(false);
    const dup = await su.post(action('Placements', 'new')).type('form').send({ label: 'Again', slug: 'panel-hero', layoutType: 'popup' }).expect(200);
    expect(dup.body.notice).toMatchObject({ type: 'error' });
  });

  it('moves a campaign through its lifecycle actions, offering only the allowed ones', async () => {
    const created = await su
      .post(action('Campaigns', 'new'))
      .type('form')
      .send({ name: 'Panel campaign', startsAt: inMinutes(60), endsAt: inMinutes(600) })
      .expect(200);
    const id = created.body.record.params.id;
    expect(created.body.record.params.status).toBe('draft');
    const shown = await su.get(recordAction('Campaigns', id, 'show')).expect(200);
    const names: string[] = shown.body.record.recordActions.map((a: any) => a.name);
    expect(names).toEqual(expect.arrayContaining(['schedule', 'activate']));
    expect(names.filter((n) => ['pause', 'end', 'cancel', 'restore'].includes(n))).toEqual([]);
    expect((await su.post(recordAction('Campaigns', id, 'schedule')).expect(200)).body.record.params.status).toBe('scheduled');
    // refused by the service: a notice, nothing changed
    const pause = await su.post(recordAction('Campaigns', id, 'pause')).expect(200);
    expect(pause.body.notice).toMatchObject({ type: 'error' });
    expect((await su.post(recordAction('Campaigns', id, 'activate')).expect(200)).body.record.params.status).toBe('active');
    expect((await su.post(recordAction('Campaigns', id, 'pause')).expect(200)).body.record.params.status).toBe('paused');
    expect((await su.post(recordAction('Campaigns', id, 'end')).expect(200)).body.record.params.status).toBe('ended');
    expect((await api.get(`${CAMPAIGNS}/${id}`).expect(200)).body.data.status).toBe('ended');
    const other = await api.campaign({ name: 'Panel cancel' });
    await api.patch(`${CAMPAIGNS}/${other.publicId}/activate`).expect(200);
    expect((await su.post(recordAction('Campaigns', other.publicId, 'cancel')).expect(200)).body.record.params.status).toBe('cancelled');
  });

  it('creates a banner targeting a product by name, schedules, deactivates and restores it', async () => {
    const cat = await f.category({ name: 'Panel phones' });
    const product = await f.product({ name: 'Panel phone', category: cat });
    const created = await su
      .post(action('Banners', 'new'))
      .type('form')
      .send({
        title: 'Panel banner',
        primaryImageUrl: 'https://cdn.test/p.webp',
        targetKind: 'product',
        targetProductPublicId: product.publicId,
        mediaVariants: '{"sm": "https://cdn.test/sm.webp"}',
        publishAt: inMinutes(30),
      })
      .expect(200);
    expect(created.body.notice).toMatchObject({ type: 'success' });
    const id = created.body.record.params.id;
    expect(created.body.record.params).toMatchObject({
      title: 'Panel banner',
      targetKind: 'product',
      targetProductPublicId: product.publicId,
      scheduleStatus: 'evergreen',
    });
    const shown = await su.get(recordAction('Banners', id, 'show')).expect(200);
    expect(shown.body.record.populated.targetProductPublicId.title).toBe('Panel phone');
    // the target rule holds in the panel too
    const broken = await su
      .post(action('Banners', 'new'))
      .type('form')
      .send({ title: 'Broken', primaryImageUrl: 'https://cdn.test/p.webp', targetKind: 'category' })
      .expect(200);
    expect(broken.body.notice).toMatchObject({ type: 'error' });
    expect((await su.post(recordAction('Banners', id, 'schedule')).expect(200)).body.record.params.scheduleStatus).toBe('scheduled');
    expect((await su.post(recordAction('Banners', id, 'deactivate')).expect(200)).body.record.params.isActive).toBe(false);
    await su.post(recordAction('Banners', id, 'delete')).expect(200);
    expect((await api.get(`${BANNERS}/${id}`).expect(200)).body.data.deletedAt).not.toBeNull();
    expect((await su.post(recordAction('Banners', id, 'restore')).expect(200)).body.record.params.deletedAt).toBeNull();
  });

  it('assigns a banner under a campaign and a placement, and adds a targeting rule, all by name', async () => {
    const c = await api.campaign({ name: 'Assigning' });
    const p = await api.placement({ label: 'Assign slot' });
    const b = await api.banner({ title: 'Assigned banner' });
    const link = await su
      .post(action('CampaignPlacements', 'new'))
      .type('form')
      .send({ campaignPublicId: c.publicId, placementPublicId: p.publicId })
      .expect(200);
    expect(link.body.notice).toMatchObject({ type: 'success' });
    expect(link.body.record.params.title).toBe('Assigning @ Assign slot');
    const created = await su
      .post(action('BannerAssignments', 'new'))
      .type('form')
      .send({
        campaignPublicId: c.publicId,
        placementPublicId: p.publicId,
        bannerPublicId: b.publicId,
        displayOrder: '2',
        weight: '50',
      })
      .expect(200);
    expect(created.body.notice).toMatchObject({ type: 'success' });
    const id = created.body.record.params.id;
    expect(created.body.record.params).toMatchObject({ title: 'Assigned banner (Assigning @ Assign slot)', displayOrder: 2, weight: 50, isActive: true });
    const list = await su.get(action('BannerAssignments', 'list')).query({ 'filters.campaignPublicId': c.publicId }).expect(200);
    expect(list.body.records.map((r: any) => r.params.id)).toEqual([id]);
    expect((await su.post(recordAction('BannerAssignments', id, 'deactivate')).expect(200)).body.record.params.isActive).toBe(false);
    const edited = await su
      .post(recordAction('BannerAssignments', id, 'edit'))
      .type('form')
      .send({ weight: '70' })
      .expect(200);
    expect(edited.body.record.params.weight).toBe(70);
    const via = await api.get(`${CAMPAIGNS}/${c.publicId}/placements/${p.publicId}/banners`).expect(200);
    expect(via.body.data[0]).toMatchObject({ bannerPublicId: b.publicId, weight: 70, isActive: false });

    const rule = await su
      .post(action('TargetingRules', 'new'))
      .type('form')
      .send({ campaignPublicId: c.publicId, ruleType: 'device', operator: 'in', value: '{"values": ["mobile"]}' })
      .expect(200);
    expect(rule.body.notice).toMatchObject({ type: 'success' });
    expect(rule.body.record.params.title).toBe('Assigning: device in {"values":["mobile"]}');
    const bad = await su
      .post(action('TargetingRules', 'new'))
      .type('form')
      .send({ campaignPublicId: c.publicId, ruleType: 'device', operator: 'eq', value: '{"value": true}' })
      .expect(200);
    expect(bad.body.notice).toMatchObject({ type: 'error' });
  });

  it('shows its tiles on the panel home page: running campaigns, campaigns ending this week, activity by name', async () => {
    const dashboard = async () => (await su.get('/admin/api/dashboard').expect(200)).body;
    const running = (d: any) => d.counts.find((c: any) => c.label === 'Running campaigns');
    const before = running(await dashboard()).value;
    const c = await api.campaign({ name: 'Dash ending', startsAt: inMinutes(-60), endsAt: inMinutes(60 * 24) });
    await api.patch(`${CAMPAIGNS}/${c.publicId}/activate`).expect(200);
    const data = await dashboard();
    expect(running(data)).toEqual({ label: 'Running campaigns', value: before + 1, href: '/admin/resources/Campaigns' });
    const ending = data.lists.find((l: any) => l.title === 'Campaigns ending this week');
    expect(ending.items.map((i: any) => i.title)).toContain('Dash ending');
    expect(data.shortcuts).toContainEqual({ label: 'New banner', href: '/admin/resources/Banners/actions/new' });
    expect(data.activity[0]).toMatchObject({
      action: 'activated',
      noun: 'campaign',
      title: 'Dash ending',
      href: `/admin/resources/Campaigns/records/${c.publicId}/show`,
    });
  });
});
