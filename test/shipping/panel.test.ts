import { bootWithPanel, listOf as listResponse, panelLogin, type Agent } from '../admin/support/panel.js';
import type { TestApp } from '../support/app.js';
import { adminWith, login, SUPERADMIN } from '../support/auth.js';
import { shipping } from '../../plugins/shipping/index.js';
import { addressApi, customer } from '../addresses/support.js';
import { districtsByName, type District } from './support.js';

let t: TestApp;
let su: Agent;
let d: Map<string, District>;
const listOf = async (agent: Agent, resource: string, query: Record<string, string> = {}) => {
  const res = await listResponse(agent, resource, query);
  expect(res.status).toBe(200);
  return res.body;
};
const action = (resource: string, name: string) => `/admin/api/resources/${resource}/actions/${name}`;
const recordAction = (resource: string, id: string, name: string) => `/admin/api/resources/${resource}/records/${id}/${name}`;

beforeAll(async () => {
  t = await bootWithPanel();
  su = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
  d = await districtsByName(t);
});
afterAll(async () => t?.close());

describe('shipping panel', () => {
  it('creates a zone with districts picked by name; districts show serviceable and their zone; fees read in rupees', async () => {
    const res = await su
      .post(action('ShippingZones', 'new'))
      .type('form')
      .send({
        name: 'Kathmandu valley',
        fee: '100',
        freeShippingThreshold: 'Rs 2,500.50',
        isActive: 'true',
        'districtIds.0': d.get('Kathmandu')!.id,
        'districtIds.1': d.get('Lalitpur')!.id,
      })
      .expect(200);
    expect(res.body.notice).toMatchObject({ type: 'success' });
    const id = res.body.record.params.id;
    expect(res.body.record.params).toMatchObject({
      name: 'Kathmandu valley',
      fee: 'Rs 100.00',
      freeShippingThreshold: 'Rs 2,500.50',
      freeShippingText: 'Rs 2,500.50',
      districtCount: 2,
      isActive: true,
    });
    expect(await shipping.zones.detail(id)).toMatchObject({ fee: 10_000, freeShippingThreshold: 250_050 });
    const shown = await su.get(recordAction('ShippingZones', id, 'show')).expect(200);
    expect(shown.body.record.populated['districtIds.0'].title).toBe('Kathmandu');

    const list = await listOf(su, 'Districts', { 'filters.serviceable': 'true' });
    expect(list.records.map((r: any) => [r.params.name, r.params.provinceName, r.params.zoneName])).toEqual([
      ['Kathmandu', 'Bagmati', 'Kathmandu valley'],
      ['Lalitpur', 'Bagmati', 'Kathmandu valley'],
    ]);
    expect((await listOf(su, 'Districts', { 'filters.provinceName': 'Karnali' })).meta.total).toBe(10);

    // the home page: districts without delivery, and the zone named in the activity feed
    const home = (await su.get('/admin/api/dashboard').expect(200)).body;
    expect(home.counts).toContainEqual({ label: 'Districts without delivery', value: 75, href: '/admin/resources/Districts' });
    expect(home.activity[0]).toMatchObject({
      action: 'created',
      noun: 'shipping zone',
      title: 'Kathmandu valley',
      href: `/admin/resources/ShippingZones/records/${id}/show`,
    });

    // the service's rules: a district in another zone is refused, nothing written
    const clash = await su
      .post(action('ShippingZones', 'new'))
      .type('form')
      .send({ name: 'Clash', fee: '0.01', isActive: 'true', 'districtIds.0': d.get('Lalitpur')!.id })
      .expect(200);
    expect(clash.body.notice).toMatchObject({ type: 'error' });
    expect(clash.body.record.errors.districtIds).toMatchObject({ type: 'SHIPPING_DISTRICT_IN_OTHER_ZONE', message: expect.stringMatching(/^Districts: /) });
    expect((await listOf(su, 'ShippingZones')).meta.total).toBe(1);

    const paused = await su
      .post(recordAction('ShippingZones', id, 'edit'))
      .type('form')
      .send({ isActive: 'false', freeShippingThreshold: '' })
      .expect(200);
    expect(paused.body.record.params).toMatchObject({ isActive: false, freeShippingThreshold: null, freeShippingText: 'never' });
    expect((await shipping.districts.find(d.get('Kathmandu')!.id))!.serviceable).toBe(false);
    await su.post(recordAction('ShippingZones', id, 'delete')).expect(200);
    expect((await listOf(su, 'ShippingZones')).meta.total).toBe(0);
  });

  it('edits the pickup location through the service', async () => {
    const list = await listOf(su, 'PickupLocation');
    expect(list.records).toHaveLength(1);
    const id = list.records[0].params.id;
    const bad = await su
      .post(recordAction('PickupLocation', id, 'edit'))
      .type('form')
      .send({ phone: '98 0000 0000' })
      .expect(200);
    expect(bad.body.record.errors.phone).toBeDefined();
    const res = await su
      .post(recordAction('PickupLocation', id, 'edit'))
      .type('form')
      .send({
        name: 'Bazaar store',
        'addressLines.0': 'New Road 12',
        'addressLines.1': 'Kathmandu',
        phone: '9801234567',
        isEnabled: 'true',
      })
      .expect(200);
    expect(res.body.notice).toMatchObject({ type: 'success' });
    expect(await shipping.pickup.get()).toMatchObject({
      name: 'Bazaar store',
      addressLines: ['New Road 12', 'Kathmandu'],
      phone: '9801234567',
      isEnabled: true,
    });
    expect((await shipping.quote({ fulfilmentType: 'pickup', subtotal: 1 })).serviceable).toBe(true);
  });

  it("shows customers' addresses read only, filtered by customer, to admins with Customers_READ", async () => {
    const ann = await customer(t);
    const bob = await customer(t);
    const body = {
      recipientName: 'Ann',
      recipientPhone: '9812345678',
      districtId: d.get('Kaski')!.id,
      municipalityName: 'Pokhara',
      ward: 8,
      street: 'Lakeside',
    };
    const kept = (await addressApi(t, ann.token).create(body).expect(201)).body.data;
    const gone = (
      await addressApi(t, ann.token)
        .create({ ...body, street: 'Old road' })
        .expect(201)
    ).body.data;
    await addressApi(t, ann.token).del(gone.id).expect(200);
    await addressApi(t, bob.token)
      .create({ ...body, recipientName: 'Bob' })
      .expect(201);

    const list = await listOf(su, 'CustomerAddresses', { 'filters.customerId': ann.id });
    expect(list.records.map((r: any) => [r.params.recipientName, r.params.districtName, r.params.isDefault])).toEqual([['Ann', 'Kaski', true]]);
    expect(list.records[0].params.id).toBe(kept.id);
    const archived = await listOf(su, 'CustomerAddresses', { 'filters.customerId': ann.id, 'filters.archived': 'true' });
    expect(archived.records.map((r: any) => r.params.street)).toEqual(['Old road']);
    const shown = await su.get(recordAction('CustomerAddresses', kept.id, 'show')).expect(200);
    expect(shown.body.record.populated.customerId.title).toBe('Ann Buyer');
    // read only: no new, edit or delete
    const resource = (await su.get(action('CustomerAddresses', 'list')).expect(200)).body;
    expect(resource.records[0].recordActions.map((a: any) => a.name)).toEqual(['show']);

    const root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
    const email = `ship${Date.now()}@bazaar.test`;
    await adminWith(t, root, ['Shipping_READ'], email);
    const shippingOnly = await panelLogin(t, email, 'admin-password-1');
    const denied = await listOf(shippingOnly, 'CustomerAddresses');
    expect(denied.records).toEqual([]);
    expect(denied.notice).toMatchObject({ type: 'error' });
    expect((await listOf(shippingOnly, 'Districts')).meta.total).toBe(77);
  });
});
