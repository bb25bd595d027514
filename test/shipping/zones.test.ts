import { bootApp, type TestApp } from '../support/app.js';
import { adminWith, login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { shipping } from '../../plugins/shipping/index.js';
import { DISTRICTS, districtsByName, PICKUP, shippingApi, ZONES, type District } from './support.js';

let t: TestApp;
let root: string;
let d: Map<string, District>;
const api = () => shippingApi(t, () => root);
const id = (name: string) => d.get(name)!.id;
const sql = (text: string, params: unknown[] = []) => t.bazaar.dataSource.query(text, params);

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  d = await districtsByName(t);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await sql(`DELETE FROM shipping_zones`);
});

describe('GET /api/mobile/shipping/districts', () => {
  it('is public: 77 districts in 7 provinces, by province (official order) then name', async () => {
    const res = await t.http.get(DISTRICTS).expect(200);
    const list = res.body.data as District[];
    expect(list).toHaveLength(77);
    expect(Object.keys(list[0]).sort()).toEqual(['id', 'name', 'provinceName', 'serviceable']);
    const provinces = [...new Set(list.map((x) => x.provinceName))];
    expect(provinces).toEqual(['Koshi', 'Madhesh', 'Bagmati', 'Gandaki', 'Lumbini', 'Karnali', 'Sudurpashchim']);
    const counts = provinces.map((p) => list.filter((x) => x.provinceName === p).length);
    expect(counts).toEqual([14, 8, 13, 11, 12, 10, 9]);
    for (const p of provinces) {
      const names = list.filter((x) => x.provinceName === p).map((x) => x.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    }
  });

  it('shows a district serviceable only while an active zone covers it', async () => {
    const zone = await api().zone({ name: 'Valley', districtIds: [id('Kathmandu')], fee: 10000 });
    let after = await districtsByName(t);
    expect(after.get('Kathmandu')!.serviceable).toBe(true);
    expect(after.get('Lalitpur')!.serviceable).toBe(false);
    await api().patch(`${ZONES}/${zone.id}`, { isActive: false }).expect(200);
    after = await districtsByName(t);
    expect(after.get('Kathmandu')!.serviceable).toBe(false);
  });
});

describe('zones', () => {
  it('creates (201), reads, lists (paged), edits and deletes a zone', async () => {
    const created = await api()
      .post(ZONES, { name: ' Valley ', districtIds: [id('Lalitpur'), id('Kathmandu')], fee: 10000, freeShippingThreshold: 500000, isActive: true })
      .expect(201);
    const zone = created.body.data;
    expect(zone).toEqual({
      id: expect.any(String),
      name: 'Valley',
      districtIds: [id('Kathmandu'), id('Lalitpur')],
      districts: [
        { id: id('Kathmandu'), name: 'Kathmandu', provinceName: 'Bagmati' },
        { id: id('Lalitpur'), name: 'Lalitpur', provinceName: 'Bagmati' },
      ],
      fee: 10000,
      freeShippingThreshold: 500000,
      isActive: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await api().get(`${ZONES}/${zone.id}`).expect(200)).body.data).toEqual(zone);
    await api().zone({ name: 'Pokhara', districtIds: [id('Kaski')], fee: 20000, isActive: false });

    const page = await api().get(`${ZONES}?size=1&sort=name&order=asc`).expect(200);
    expect(page.body.data.map((z: any) => z.name)).toEqual(['Pokhara']);
    expect(page.body).toMatchObject({ count: 2, currentPage: 1, totalPage: 2 });
    expect((await api().get(`${ZONES}?isActive=true`).expect(200)).body.data.map((z: any) => z.name)).toEqual(['Valley']);
    expect((await api().get(`${ZONES}?search=okh`).expect(200)).body.data.map((z: any) => z.name)).toEqual(['Pokhara']);

    const edited = await api()
      .patch(`${ZONES}/${zone.id}`, { districtIds: [id('Bhaktapur')], freeShippingThreshold: null, fee: 15000 })
      .expect(200);
    expect(edited.body.data).toMatchObject({ name: 'Valley', districtIds: [id('Bhaktapur')], fee: 15000, freeShippingThreshold: null });
    // Kathmandu left the zone: free for another one
    await api().zone({ name: 'Kathmandu only', districtIds: [id('Kathmandu')], fee: 1 });

    await api().del(`${ZONES}/${zone.id}`).expect(200);
    expect((await api().get(`${ZONES}/${zone.id}`).expect(404)).body.errorCode).toBe('SHIPPING_ZONE_NOT_FOUND');
    expect((await api().del(`${ZONES}/${zone.id}`).expect(404)).body.errorCode).toBe('SHIPPING_ZONE_NOT_FOUND');
    expect((await api().patch(`${ZONES}/${zone.id}`, { fee: 1 }).expect(404)).body.errorCode).toBe('SHIPPING_ZONE_NOT_FOUND');
  });

  it('refuses a district another zone holds (409 SHIPPING_DISTRICT_IN_OTHER_ZONE) and changes nothing', async () => {
    const valley = await api().zone({ name: 'Valley', districtIds: [id('Kathmandu')], fee: 10000 });
    const res = await api()
      .post(ZONES, { name: 'Other', districtIds: [id('Jhapa'), id('Kathmandu')], fee: 1, isActive: true })
      .expect(409);
    expect(res.body.errorCode).toBe('SHIPPING_DISTRICT_IN_OTHER_ZONE');
    expect(res.body.details).toEqual({ districts: [{ districtName: 'Kathmandu', zoneName: 'Valley' }] });
    const other = await api().zone({ name: 'Other', districtIds: [id('Jhapa')], fee: 1 });
    expect(
      (
        await api()
          .patch(`${ZONES}/${other.id}`, { districtIds: [id('Jhapa'), id('Kathmandu')] })
          .expect(409)
      ).body.errorCode,
    ).toBe('SHIPPING_DISTRICT_IN_OTHER_ZONE');
    expect((await api().get(`${ZONES}/${other.id}`)).body.data.districtIds).toEqual([id('Jhapa')]);
    // the zone may keep its own districts
    await api()
      .patch(`${ZONES}/${valley.id}`, { districtIds: [id('Kathmandu'), id('Lalitpur')] })
      .expect(200);
    expect(await sql(`SELECT count(*)::int AS n FROM shipping_zones`)).toEqual([{ n: 2 }]);
  });

  it('the database refuses a district in two zones, and concurrent claims end with one zone holding it', async () => {
    const [a] = await sql(`INSERT INTO shipping_zones (public_id, name, fee) VALUES ('0190a0a0-0000-7000-8000-0000000000a1', 'A', 1) RETURNING id`);
    const [b] = await sql(`INSERT INTO shipping_zones (public_id, name, fee) VALUES ('0190a0a0-0000-7000-8000-0000000000b1', 'B', 1) RETURNING id`);
    const district = (await sql(`SELECT id FROM districts WHERE name = 'Ilam'`))[0].id;
    await sql(`INSERT INTO shipping_zone_districts (zone_id, district_id) VALUES ($1, $2)`, [a.id, district]);
    await expect(sql(`INSERT INTO shipping_zone_districts (zone_id, district_id) VALUES ($1, $2)`, [b.id, district])).rejects.toMatchObject({
      driverError: expect.objectContaining({ constraint: 'uq_shipping_zone_districts_district' }),
    });
    await sql(`DELETE FROM shipping_zones`);

    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => api().post(ZONES, { name: `Race ${i}`, districtIds: [id('Morang')], fee: 100, isActive: true })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.errorCode === 'SHIPPING_DISTRICT_IN_OTHER_ZONE')).toBe(true);
    expect(await sql(`SELECT count(*)::int AS n FROM shipping_zone_districts`)).toEqual([{ n: 1 }]);
  });

  it('refuses bad input with 400 VALIDATION_FAILED and writes nothing', async () => {
    const good = { name: 'Z', districtIds: [id('Kathmandu')], fee: 100, isActive: true };
    const bad: Record<string, unknown>[] = [
      { ...good, colour: 'red' },
      { ...good, districtIds: ['0190a0a0-0000-7000-8000-000000000000'] },
      { ...good, districtIds: ['kathmandu'] },
      { ...good, districtIds: [id('Kathmandu'), id('Kathmandu')] },
      { ...good, districtIds: 'x' },
      { ...good, fee: -1 },
      { ...good, fee: 1.5 },
      { ...good, fee: '100' },
      { ...good, fee: 2 ** 53 },
      { ...good, freeShippingThreshold: -5 },
      { ...good, name: '   ' },
      { ...good, isActive: undefined },
      { ...good, isActive: 'yes' },
    ];
    for (const body of bad) {
      const res = await api().post(ZONES, body);
      expect([res.status, res.body.errorCode, JSON.stringify(body)]).toEqual([400, 'VALIDATION_FAILED', JSON.stringify(body)]);
    }
    expect((await api().get(`${ZONES}/not-a-uuid`).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    expect((await api().get(`${ZONES}?sort=colour`).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    expect(await sql(`SELECT count(*)::int AS n FROM shipping_zones`)).toEqual([{ n: 0 }]);
  });

  it('needs the Shipping permission module', async () => {
    const reader = await adminWith(t, root, ['Shipping_READ']);
    const asReader = shippingApi(t, () => reader);
    await asReader.get(ZONES).expect(200);
    await asReader.get(PICKUP).expect(200);
    expect((await asReader.post(ZONES, { name: 'Z', districtIds: [], fee: 1, isActive: true }).expect(403)).body.errorCode).toBe('FORBIDDEN');
    await asReader.put(PICKUP, { name: 'Shop', addressLines: ['x'], phone: '9800000000', isEnabled: true }).expect(403);
    await t.http.get(ZONES).expect(401);
  });
});

describe('pickup location', () => {
  it('starts disabled; PUT replaces it; a disabled pickup is not serviceable', async () => {
    const first = await api().get(PICKUP).expect(200);
    expect(first.body.data).toMatchObject({ isEnabled: false, addressLines: [], phone: null });
    expect(await shipping.quote({ fulfilmentType: 'pickup', subtotal: 100 })).toMatchObject({ serviceable: false, fee: null });

    const body = { name: 'Bazaar store', addressLines: [' New Road 12 ', 'Kathmandu'], phone: '014412345', isEnabled: true };
    const put = await api().put(PICKUP, body).expect(200);
    expect(put.body.data).toEqual({
      name: 'Bazaar store',
      addressLines: ['New Road 12', 'Kathmandu'],
      phone: '014412345',
      isEnabled: true,
      updatedAt: expect.any(String),
    });
    expect((await api().get(PICKUP)).body.data).toEqual(put.body.data);
    expect(await shipping.quote({ fulfilmentType: 'pickup', districtId: id('Jumla'), subtotal: 100 })).toEqual({
      fulfilmentType: 'pickup',
      serviceable: true,
      fee: 0,
      shippingDiscountAmount: 0,
      districtName: null,
    });

    for (const bad of [
      { ...body, phone: '98 0000 0000' },
      { ...body, phone: '12345' },
      { ...body, addressLines: [] },
      { ...body, extra: 1 },
      { ...body, isEnabled: undefined },
      { ...body, addressLines: ['x'.repeat(201)] },
    ]) {
      expect((await api().put(PICKUP, bad).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    }
    await api()
      .put(PICKUP, { ...body, isEnabled: false })
      .expect(200);
    expect(await shipping.quote({ fulfilmentType: 'pickup', subtotal: 100 })).toMatchObject({ serviceable: false, fee: null });
    expect((await api().get(PICKUP)).body.data.name).toBe('Bazaar store');
  });
});

describe('shipping.quote (delivery)', () => {
  it('charges the zone fee; free at or above the threshold (shown as shippingDiscountAmount), not one below', async () => {
    await api().zone({ name: 'Valley', districtIds: [id('Bhaktapur')], fee: 10000, freeShippingThreshold: 300000 });
    const at = (subtotal: number) => shipping.quote({ fulfilmentType: 'delivery', districtId: id('Bhaktapur'), subtotal });
    expect(await at(299999)).toEqual({ fulfilmentType: 'delivery', serviceable: true, fee: 10000, shippingDiscountAmount: 0, districtName: 'Bhaktapur' });
    expect(await at(300000)).toEqual({ fulfilmentType: 'delivery', serviceable: true, fee: 10000, shippingDiscountAmount: 10000, districtName: 'Bhaktapur' });
    expect((await at(Number.MAX_SAFE_INTEGER)).shippingDiscountAmount).toBe(10000);
    expect((await at(0)).shippingDiscountAmount).toBe(0);
  });

  it('without a threshold never ships free; an inactive zone, no zone, no or an unknown district: not serviceable', async () => {
    const zone = await api().zone({ name: 'Far west', districtIds: [id('Darchula')], fee: 50000 });
    expect(await shipping.quote({ fulfilmentType: 'delivery', districtId: id('Darchula'), subtotal: 10 ** 12 })).toMatchObject({
      serviceable: true,
      fee: 50000,
      shippingDiscountAmount: 0,
    });
    await api().patch(`${ZONES}/${zone.id}`, { isActive: false }).expect(200);
    const none = { fulfilmentType: 'delivery', serviceable: false, fee: null, shippingDiscountAmount: 0 };
    expect(await shipping.quote({ fulfilmentType: 'delivery', districtId: id('Darchula'), subtotal: 1 })).toEqual({ ...none, districtName: 'Darchula' });
    expect(await shipping.quote({ fulfilmentType: 'delivery', districtId: id('Humla'), subtotal: 1 })).toEqual({ ...none, districtName: 'Humla' });
    expect(await shipping.quote({ fulfilmentType: 'delivery', subtotal: 1 })).toEqual({ ...none, districtName: null });
    expect(await shipping.quote({ fulfilmentType: 'delivery', districtId: '0190a0a0-0000-7000-8000-000000000000', subtotal: 1 })).toEqual({
      ...none,
      districtName: null,
    });
  });
});
