import { clock } from '../../core/clock/clock.js';
import { bootPanelAsSuperadmin, type Agent } from '../admin/support/panel.js';
import type { TestApp } from '../support/app.js';
import { fixtures } from '../products/storefront-support.js';
import { BANKS, EMI, emiApi } from './support.js';

let t: TestApp;
let root: string;
let su: Agent;
let api: ReturnType<typeof emiApi>;
let f: ReturnType<typeof fixtures>;

const list = (resource: string) => `/admin/api/resources/${resource}/actions/list`;
const create = (resource: string) => `/admin/api/resources/${resource}/actions/new`;
const record = (resource: string, id: string, name: string) => `/admin/api/resources/${resource}/records/${encodeURIComponent(id)}/${name}`;
const post = (resource: string, id: string, name: string, body: Record<string, string> = {}) =>
  su
    .post(record(resource, id, name))
    .type('form')
    .send(body)
    .expect(200);
const shown = async (resource: string, id: string) => (await su.get(record(resource, id, 'show')).expect(200)).body.record;

beforeAll(async () => {
  ({ t, root, su } = await bootPanelAsSuperadmin());
  api = emiApi(t, () => root);
  f = fixtures(t, () => root);
  clock.set(Date.now());
});
afterAll(async () => {
  clock.reset();
  await t?.close();
});

describe('EMI panel', () => {
  it('lists every EMI resource; a record id that is nothing known finds nothing, never a 500', async () => {
    for (const resource of ['EmiSettings', 'EmiTenures', 'EmiEligibleCategories', 'EmiEligibleProducts', 'EmiBanks']) {
      const res = await su.get(list(resource)).expect(200);
      expect([resource, Array.isArray(res.body.records)]).toEqual([resource, true]);
      expect([resource, (await su.get(record(resource, 'not-an-id', 'show'))).status < 500]).toEqual([resource, true]);
    }
  });

  it('edits the settings through the settings service', async () => {
    const res = await post('EmiSettings', 'settings', 'edit', { enabled: 'true', priceSource: 'mrp', eligibilityMode: 'selected' });
    expect(res.body.notice).toMatchObject({ type: 'success' });
    expect((await api.get(`${EMI}/settings`)).body.data).toMatchObject({ enabled: true, priceSource: 'mrp', eligibilityMode: 'selected' });
    const bad = await post('EmiSettings', 'settings', 'edit', { enabled: 'true', priceSource: 'cost', eligibilityMode: 'all' });
    expect(bad.body.notice).toMatchObject({ type: 'error' });
  });

  it('deactivates a tenure (withdrawn from the banks) and activates it again; adds a new tenure', async () => {
    const bank = await api.bank({ name: 'Panel Tenure Bank' });
    await api.bankTenures(bank.id, [3, 18]);
    expect((await shown('EmiTenures', '18')).recordActions.map((a: any) => a.name)).toContain('deactivate');
    const off = await post('EmiTenures', '18', 'deactivate');
    expect(off.body.record.params).toMatchObject({ months: 18, isActive: false });
    expect((await api.get(`${BANKS}/${bank.id}/tenures`)).body.data).toEqual({ months: [3] });
    expect((await post('EmiTenures', '18', 'activate')).body.record.params.isActive).toBe(true);
    const added = await su.post(create('EmiTenures')).type('form').send({ months: '15' }).expect(200);
    expect(added.body.record.params).toMatchObject({ months: 15, isActive: true });
    const refused = await su.post(create('EmiTenures')).type('form').send({ months: '121' }).expect(200);
    expect(refused.body.notice?.type ?? 'error').toBe('error');
    expect((await api.get(`${EMI}/tenures`)).body.data.months.map((m: any) => m.months)).not.toContain(121);
  });

  it('lists eligible categories and products by name, added by picking and removed', async () => {
    const category = await f.category({ name: 'Panel Cameras' });
    const product = await f.product({ name: 'Panel Camera', category });
    const cat = await su.post(create('EmiEligibleCategories')).type('form').send({ pick: category.publicId }).expect(200);
    expect(cat.body.record.params).toMatchObject({ id: category.publicId, name: 'Panel Cameras' });
    const prod = await su.post(create('EmiEligibleProducts')).type('form').send({ pick: product.publicId }).expect(200);
    expect(prod.body.record.params).toMatchObject({ id: product.publicId, name: 'Panel Camera' });
    expect((await su.get(list('EmiEligibleProducts')).expect(200)).body.records.map((r: any) => r.params.name)).toEqual(['Panel Camera']);
    await post('EmiEligibleCategories', category.publicId, 'delete');
    expect((await api.get(`${EMI}/eligibility/categories`)).body.data).toEqual([]);
  });

  it('banks: created, a rate added in percent, tenures set, a scheduled rate deleted, deleted and restored', async () => {
    const created = await su.post(create('EmiBanks')).type('form').send({ name: 'Panel Bank', isActive: 'true' }).expect(200);
    expect(created.body.notice).toMatchObject({ type: 'success' });
    const id = created.body.record.params.id;

    const rate = await post('EmiBanks', id, 'addRate', { annualRate: '11.99', effectiveFrom: '' });
    expect(rate.body.notice).toMatchObject({ type: 'success' });
    const badRate = await post('EmiBanks', id, 'addRate', { annualRate: 'lots', effectiveFrom: '' });
    expect(badRate.body.notice).toMatchObject({ type: 'error' });
    const later = new Date(clock.nowMs() + 3_600_000).toISOString();
    await post('EmiBanks', id, 'addRate', { annualRate: '9.5', effectiveFrom: later });
    const rates = (await api.get(`${BANKS}/${id}/rates`)).body.data;
    expect(rates.map((r: any) => [r.annualRateBps, r.status])).toEqual([
      [950, 'scheduled'],
      [1199, 'in_force'],
    ]);

    const page = await shown('EmiBanks', id);
    expect(page.params.rateInForce).toBe('11.99%');
    const form = (await su.get(record('EmiBanks', id, 'deleteRate')).expect(200)).body.record;
    expect(JSON.stringify(form)).toContain(rates[0].id);
    expect(JSON.stringify(form)).not.toContain(rates[1].id);
    expect((await post('EmiBanks', id, 'deleteRate', { rateId: rates[1].id })).body.notice).toMatchObject({ type: 'error' });
    expect((await post('EmiBanks', id, 'deleteRate', { rateId: rates[0].id })).body.notice).toMatchObject({ type: 'success' });
    expect((await api.get(`${BANKS}/${id}/rates`)).body.data).toHaveLength(1);

    const tenures = await post('EmiBanks', id, 'setTenures', { months: '12, 3, 6' });
    expect(tenures.body.record.params.tenureText).toBe('3, 6, 12 months');
    expect((await post('EmiBanks', id, 'setTenures', { months: '7' })).body.notice).toMatchObject({ type: 'error' });

    await post('EmiBanks', id, 'delete');
    expect((await api.get(`${BANKS}/${id}`)).body.data.deletedAt).not.toBeNull();
    const restored = await post('EmiBanks', id, 'restore');
    expect(restored.body.notice).toMatchObject({ type: 'success' });
    expect((await api.get(`${BANKS}/${id}`)).body.data.deletedAt).toBeNull();
  });
});
