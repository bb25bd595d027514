import { bootPanelAsSuperadmin, panelAdminWith, type Agent } from '../admin/support/panel.js';
import type { TestApp } from '../support/app.js';
import { bearer } from '../support/auth.js';
import { DEALS, fixtures, inMinutes, STORE } from './storefront-support.js';

let t: TestApp;
let root: string;
let su: Agent;
let f: ReturnType<typeof fixtures>;
let audio: any;
let sonique: any;
let speaker: any;
let lamp: any;
const action = (name: string) => `/admin/api/resources/Deals/actions/${name}`;
const recordAction = (id: string, name: string) => `/admin/api/resources/Deals/records/${id}/${name}`;
const apiDeal = async (id: string) => (await t.http.get(`${DEALS}/${id}`).set(bearer(root)).expect(200)).body.data;
const card = async (slug: string) => (await t.http.get(`${STORE}/${slug}`).expect(200)).body.data;

beforeAll(async () => {
  ({ t, root, su } = await bootPanelAsSuperadmin());
  f = fixtures(t, () => root);
  const electronics = await f.category({ name: 'Electronics' });
  audio = await f.category({ name: 'Audio', parentId: electronics.publicId });
  const home = await f.category({ name: 'Home' });
  sonique = await f.brand({ name: 'Sonique' });
  speaker = await f.product({
    name: 'Panel Speaker',
    slug: 'panel-speaker',
    category: audio,
    brand: sonique,
    variants: [{ mrp: 10_000, sellingPrice: 10_000 }],
  });
  lamp = await f.product({ name: 'Panel Lamp', slug: 'panel-lamp', category: home, variants: [{ mrp: 4_000, sellingPrice: 4_000 }] });
});
afterAll(async () => t?.close());

describe('deals admin panel', () => {
  it('creates a deal with scope pickers through the service; the list shows it by name, state and discount in percent', async () => {
    const res = await su
      .post(action('new'))
      .type('form')
      .send({
        name: 'Audio week',
        discountBps: '15',
        startsAt: inMinutes(-60),
        endsAt: inMinutes(60 * 24),
        isActive: 'true',
        'categoryPublicIds.0': audio.publicId,
        'brandPublicIds.0': sonique.publicId,
      })
      .expect(200);
    expect(res.body.notice).toMatchObject({ type: 'success' });
    const id = res.body.record.params.id;
    expect(res.body.record.params).toMatchObject({ name: 'Audio week', state: 'live', discountBps: '15%', isActive: true });
    expect(await apiDeal(id)).toMatchObject({ discountBps: 1500 });
    expect(await apiDeal(id)).toMatchObject({ isLive: true, categoryPublicIds: [audio.publicId], brandPublicIds: [sonique.publicId], productPublicIds: [] });
    // applied at read time on the storefront
    expect((await card('panel-speaker')).pricing.deal).toMatchObject({ discountBps: 1500, saving: 1500, effectivePrice: 8500 });

    const list = await su.get(action('list')).query({ 'filters.name': 'audio' }).expect(200);
    expect(list.body.records.map((r: any) => [r.params.name, r.params.state, r.params.discountBps])).toEqual([['Audio week', 'live', '15%']]);
    // pickers by name: the category by its path, the brand by its name
    const shown = await su.get(`/admin/api/resources/Deals/records/${id}/show`).expect(200);
    expect(shown.body.record.populated['categoryPublicIds.0'].title).toBe('Electronics > Audio');
    expect(shown.body.record.populated['brandPublicIds.0'].title).toBe('Sonique');
  });

  it('refuses what the service refuses: window, empty scope, unknown record, bounds', async () => {
    const base = { name: 'Bad', discountBps: '10', startsAt: inMinutes(60), endsAt: inMinutes(120), 'productPublicIds.0': lamp.publicId };
    const backwards = await su
      .post(action('new'))
      .type('form')
      .send({ ...base, startsAt: inMinutes(120), endsAt: inMinutes(60) })
      .expect(200);
    expect([backwards.body.notice.type, backwards.body.notice.message]).toEqual(['error', expect.stringMatching(/start/i)]);
    expect(backwards.body.record.errors.endsAt).toMatchObject({ type: 'DEAL_DATE_INVALID', message: 'Ends at: startsAt must be before endsAt' });
    const { 'productPublicIds.0': _, ...noScope } = base;
    expect((await su.post(action('new')).type('form').send(noScope).expect(200)).body.notice).toMatchObject({ type: 'error' });
    const unknown = await su
      .post(action('new'))
      .type('form')
      .send({ ...base, 'productPublicIds.0': '01900000-0000-7000-8000-000000000000' })
      .expect(200);
    expect(unknown.body.notice).toMatchObject({ type: 'error' });
    const tooBig = await su
      .post(action('new'))
      .type('form')
      .send({ ...base, discountBps: '90.01' })
      .expect(200);
    expect(tooBig.body.record.errors.discountBps).toMatchObject({ message: 'Discount must not be greater than 90%' });
    const fraction = await su
      .post(action('new'))
      .type('form')
      .send({ ...base, discountBps: '12.555' })
      .expect(200);
    expect(fraction.body.record.errors.discountBps).toMatchObject({ message: 'Discount must be a percent with at most two decimals, e.g. 12.5' });
    expect((await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM deals WHERE name = 'Bad'`))[0].n).toBe(0);
  });

  it('edits a deal (a scope list replaces the stored one), soft deletes and restores it', async () => {
    const created = await su
      .post(action('new'))
      .type('form')
      .send({
        name: 'Lamp days',
        discountBps: '10',
        startsAt: inMinutes(60),
        endsAt: inMinutes(180),
        'productPublicIds.0': speaker.publicId,
      })
      .expect(200);
    const id = created.body.record.params.id;
    expect(created.body.record.params).toMatchObject({ state: 'scheduled', isActive: true });

    const edited = await su
      .post(recordAction(id, 'edit'))
      .type('form')
      .send({ discountBps: '25%', startsAt: inMinutes(-5), 'productPublicIds.0': lamp.publicId })
      .expect(200);
    expect(edited.body.notice).toMatchObject({ type: 'success' });
    expect(edited.body.record.params).toMatchObject({ state: 'live', discountBps: '25%' });
    expect((await apiDeal(id)).productPublicIds).toEqual([lamp.publicId]);
    expect((await card('panel-lamp')).pricing.deal).toMatchObject({ discountBps: 2500, effectivePrice: 3000 });

    const paused = await su.post(recordAction(id, 'edit')).type('form').send({ isActive: 'false' }).expect(200);
    expect(paused.body.record.params.state).toBe('inactive');
    expect((await card('panel-lamp')).pricing.deal).toBeNull();

    expect((await su.post(recordAction(id, 'delete')).expect(200)).body.notice).toMatchObject({ type: 'success' });
    expect((await apiDeal(id)).deletedAt).not.toBeNull();
    const deleted = await su.get(action('list')).query({ 'filters.deleted': 'true' }).expect(200);
    expect(deleted.body.records.map((r: any) => [r.params.name, r.params.state])).toEqual([['Lamp days', 'deleted']]);
    const live = await su.get(action('list')).query({ 'filters.state': 'live' }).expect(200);
    expect(live.body.records.map((r: any) => r.params.name)).toEqual(['Audio week']);
    const restored = await su.post(recordAction(id, 'restore')).expect(200);
    expect(restored.body.record.params).toMatchObject({ deletedAt: null, state: 'inactive' });
  });

  it('gates by the Deals permissions', async () => {
    const email = `deal-reader${Date.now()}@bazaar.test`;
    const reader = await panelAdminWith(t, root, ['Deals_READ'], email);
    await reader.get(action('list')).expect(200);
    const res = await reader
      .post(action('new'))
      .type('form')
      .send({ name: 'Nope', discountBps: '1', startsAt: inMinutes(1), endsAt: inMinutes(2), 'productPublicIds.0': lamp.publicId });
    expect(res.body.notice).toMatchObject({ type: 'error' });
    expect((await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM deals WHERE name = 'Nope'`))[0].n).toBe(0);
  });
});
