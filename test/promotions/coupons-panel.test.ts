import { bootPanelAsSuperadmin, panelAdminWith, type Agent } from '../admin/support/panel.js';
import { fixtures } from '../products/storefront-support.js';
import type { TestApp } from '../support/app.js';
import { bearer } from '../support/auth.js';
import { promotions } from '../../plugins/promotions/index.js';
import { COUPONS, customer } from './support.js';

let t: TestApp;
let root: string;
let su: Agent;
let f: ReturnType<typeof fixtures>;
let audio: any;
let sonique: any;
const action = (name: string) => `/admin/api/resources/Coupons/actions/${name}`;
const recordAction = (id: string, name: string) => `/admin/api/resources/Coupons/records/${id}/${name}`;
const apiCoupon = async (id: string) => (await t.http.get(`${COUPONS}/${id}`).set(bearer(root)).expect(200)).body.data;

beforeAll(async () => {
  ({ t, root, su } = await bootPanelAsSuperadmin());
  f = fixtures(t, () => root);
  const electronics = await f.category({ name: 'Electronics' });
  audio = await f.category({ name: 'Audio', parentId: electronics.publicId });
  sonique = await f.brand({ name: 'Sonique' });
});
afterAll(async () => t?.close());

describe('coupons admin panel', () => {
  it('creates a scoped coupon through the service; the list shows kind and value in words, usage and targets by name', async () => {
    const res = await su
      .post(action('new'))
      .type('form')
      .send({
        code: 'audio15',
        name: 'Audio 15%',
        kind: 'percentage',
        valueBps: '15',
        maxDiscount: '1,000',
        amount: '',
        usageLimit: '10',
        scope: 'categories',
        'categoryPublicIds.0': audio.publicId,
        isActive: 'true',
      })
      .expect(200);
    expect(res.body.notice).toMatchObject({ type: 'success' });
    const id = res.body.record.params.id;
    expect(res.body.record.params).toMatchObject({
      code: 'AUDIO15',
      value: '15% off (up to Rs 1,000.00)',
      usage: '0 used / 0 held / 10',
      scopeTargets: 'Categories: Audio',
    });
    expect(await apiCoupon(id)).toMatchObject({ kind: 'percentage', valueBps: 1500, maxDiscount: 100_000, categoryPublicIds: [audio.publicId] });

    expect(await promotions.slots.holdSlot(id, customer(), 'panel-1')).toEqual({ ok: true });
    expect(await promotions.slots.holdSlot(id, customer(), 'panel-2')).toEqual({ ok: true });
    await promotions.slots.consumeSlot('panel-1');
    const list = await su.get(action('list')).query({ 'filters.code': 'audio' }).expect(200);
    expect(list.body.records.map((r: any) => [r.params.code, r.params.value, r.params.usage])).toEqual([
      ['AUDIO15', '15% off (up to Rs 1,000.00)', '1 used / 1 held / 10'],
    ]);
    const shown = await su.get(`/admin/api/resources/Coupons/records/${id}/show`).expect(200);
    expect(shown.body.record.populated['categoryPublicIds.0'].title).toBe('Electronics > Audio');
  });

  it('refuses what the service refuses, beside the field with its label, and writes nothing', async () => {
    const backwards = await su
      .post(action('new'))
      .type('form')
      .send({
        code: 'BADPANEL',
        name: 'Bad',
        kind: 'fixed',
        amount: '5',
        scope: 'all',
        startsAt: '2026-12-02T00:00:00.000Z',
        endsAt: '2026-12-01T00:00:00.000Z',
      })
      .expect(200);
    expect(backwards.body.notice).toMatchObject({ type: 'error', message: 'Ends at must be after startsAt' });
    expect(backwards.body.record.errors.endsAt).toMatchObject({ message: 'Ends at must be after startsAt' });
    const noTargets = await su.post(action('new')).type('form').send({ code: 'BADPANEL', name: 'Bad', kind: 'free_shipping', scope: 'brands' }).expect(200);
    expect(noTargets.body.notice).toMatchObject({ type: 'error', message: expect.stringMatching(/brandPublicIds/) });
    const noValue = await su
      .post(action('new'))
      .type('form')
      .send({ code: 'BADPANEL', name: 'Bad', kind: 'percentage', valueBps: '', scope: 'all' })
      .expect(200);
    expect(noValue.body.notice).toMatchObject({ type: 'error', message: expect.stringMatching(/valueBps/) });
    expect(noValue.body.record.errors.valueBps).toMatchObject({ message: expect.stringMatching(/^Percent: /) });
    const tooMuch = await su
      .post(action('new'))
      .type('form')
      .send({ code: 'BADPANEL', name: 'Bad', kind: 'percentage', valueBps: '100.01', scope: 'all' })
      .expect(200);
    expect(tooMuch.body.record.errors.valueBps).toMatchObject({ message: 'Percent must not be greater than 100%' });
    const paisa = await su.post(action('new')).type('form').send({ code: 'BADPANEL', name: 'Bad', kind: 'fixed', amount: '5.001', scope: 'all' }).expect(200);
    expect(paisa.body.record.errors.amount).toMatchObject({ message: 'Amount off must be an amount in rupees with at most two decimals, e.g. 12,999.50' });
    expect((await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM coupons WHERE code = 'BADPANEL'`))[0].n).toBe(0);
  });

  it('edits, soft deletes and restores a coupon through the service', async () => {
    const created = await su
      .post(action('new'))
      .type('form')
      .send({ code: 'SONIQUE500', name: 'Sonique', kind: 'fixed', amount: '500', scope: 'brands', 'brandPublicIds.0': sonique.publicId })
      .expect(200);
    const id = created.body.record.params.id;
    expect(created.body.record.params).toMatchObject({
      value: 'Rs 500.00 off',
      usage: '0 used / 0 held / no limit',
      scopeTargets: 'Brands: Sonique',
      isActive: true,
    });

    const edited = await su.post(recordAction(id, 'edit')).type('form').send({ kind: 'free_shipping', amount: '', isActive: 'false' }).expect(200);
    expect(edited.body.notice).toMatchObject({ type: 'success' });
    expect(edited.body.record.params).toMatchObject({ value: 'Free shipping', isActive: false });
    expect(await apiCoupon(id)).toMatchObject({ kind: 'free_shipping', amount: null, isActive: false });

    expect((await su.post(recordAction(id, 'delete')).expect(200)).body.notice).toMatchObject({ type: 'success' });
    expect((await apiCoupon(id)).deletedAt).not.toBeNull();
    const deleted = await su.get(action('list')).query({ 'filters.deleted': 'true' }).expect(200);
    expect(deleted.body.records.map((r: any) => r.params.code)).toEqual(['SONIQUE500']);
    const restored = await su.post(recordAction(id, 'restore')).expect(200);
    expect(restored.body.record.params).toMatchObject({ deletedAt: null, code: 'SONIQUE500' });
  });

  it('the dashboard counts coupons, lists those nearly used up, names them in the activity feed', async () => {
    const res = await t.http
      .post(COUPONS)
      .set(bearer(root))
      .send({ code: 'ALMOST', name: 'Almost gone', kind: 'free_shipping', usageLimit: 5, scope: 'all', isActive: true })
      .expect(201);
    const id = res.body.data.publicId;
    const nearly = async () => (await su.get('/admin/api/dashboard').expect(200)).body.lists.find((l: any) => l.title === 'Coupons nearly used up');
    expect((await nearly()).items.map((i: any) => i.id)).not.toContain(id);
    for (let i = 0; i < 4; i++) expect(await promotions.slots.holdSlot(id, customer(), `almost-${i}`)).toEqual({ ok: true });
    expect((await nearly()).items.find((i: any) => i.id === id)).toMatchObject({ title: 'ALMOST · Almost gone', detail: '0 used / 4 held / 5' });
    const data = (await su.get('/admin/api/dashboard').expect(200)).body;
    expect(data.counts.find((c: any) => c.label === 'Coupons').value).toBe(
      (await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM coupons WHERE deleted_at IS NULL`))[0].n,
    );
    expect(data.activity[0]).toMatchObject({ action: 'created', noun: 'coupon', title: 'ALMOST' });
  });

  it('gates by the Promotions permissions', async () => {
    const email = `coupon-reader${Date.now()}@bazaar.test`;
    const reader = await panelAdminWith(t, root, ['Promotions_READ'], email);
    await reader.get(action('list')).expect(200);
    const res = await reader.post(action('new')).type('form').send({ code: 'NOPE99', name: 'Nope', kind: 'free_shipping', scope: 'all' });
    expect(res.body.notice).toMatchObject({ type: 'error' });
    expect((await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM coupons WHERE code = 'NOPE99'`))[0].n).toBe(0);
  });
});
