import { bootApp, type TestApp } from '../support/app.js';
import { shipping } from '../../plugins/shipping/index.js';
import { addresses } from '../../plugins/addresses/index.js';
import { isUuidV7 } from '../../core/db/ids.js';

let t: TestApp;
const sql = (text: string, params: unknown[] = []) => t.bazaar.dataSource.query(text, params);

beforeAll(async () => {
  t = await bootApp();
});
afterAll(async () => t?.close());

describe('the public surface (cart and checkout build on it)', () => {
  it('seeds the 7 provinces and 77 districts with UUID v7 ids, ordered by province then name', async () => {
    const list = await shipping.districts.list();
    expect(list).toHaveLength(77);
    expect(list.every((d) => isUuidV7(d.id))).toBe(true);
    expect(new Set(list.map((d) => d.provinceName))).toEqual(new Set(['Koshi', 'Madhesh', 'Bagmati', 'Gandaki', 'Lumbini', 'Karnali', 'Sudurpashchim']));
    expect(list[0]).toEqual({ id: expect.any(String), name: 'Bhojpur', provinceName: 'Koshi', serviceable: false });
    expect(list.at(-1)!.name).toBe('Kanchanpur');
    expect(list.filter((d) => d.provinceName === 'Bagmati').map((d) => d.name)).toContain('Kathmandu');
  });

  it('finds a district by id; an unknown or malformed id is null', async () => {
    const [first] = await shipping.districts.list();
    expect(await shipping.districts.find(first.id)).toEqual(first);
    expect(await shipping.districts.find('0190a0a0-0000-7000-8000-000000000000')).toBeNull();
    expect(await shipping.districts.find('nope')).toBeNull();
  });

  it('quotes delivery from the active zone holding the district, and pickup only while enabled', async () => {
    const kathmandu = (await shipping.districts.list()).find((d) => d.name === 'Kathmandu')!;
    expect(await shipping.quote({ fulfilmentType: 'delivery', districtId: kathmandu.id, subtotal: 100 })).toEqual({
      fulfilmentType: 'delivery',
      serviceable: false,
      fee: null,
      shippingDiscountAmount: 0,
      districtName: 'Kathmandu',
    });
    const [{ id }] = await sql(
      `INSERT INTO shipping_zones (public_id, name, fee, free_shipping_threshold) VALUES ('0190a0a0-0000-7000-8000-0000000000aa', 'Valley', 10000, 500000) RETURNING id`,
    );
    await sql(`INSERT INTO shipping_zone_districts (zone_id, district_id) SELECT $1, id FROM districts WHERE name = 'Kathmandu'`, [id]);
    expect(await shipping.quote({ fulfilmentType: 'delivery', districtId: kathmandu.id, subtotal: 499999 })).toMatchObject({
      serviceable: true,
      fee: 10000,
      shippingDiscountAmount: 0,
    });
    expect(await shipping.quote({ fulfilmentType: 'delivery', districtId: kathmandu.id, subtotal: 500000 })).toMatchObject({
      serviceable: true,
      fee: 10000,
      shippingDiscountAmount: 10000,
    });
    expect(await shipping.quote({ fulfilmentType: 'delivery', districtId: null, subtotal: 1 })).toMatchObject({
      serviceable: false,
      fee: null,
      districtName: null,
    });
    expect(await shipping.quote({ fulfilmentType: 'pickup', subtotal: 1 })).toEqual({
      fulfilmentType: 'pickup',
      serviceable: false,
      fee: null,
      shippingDiscountAmount: 0,
      districtName: null,
    });
    await sql(`UPDATE shipping_pickup_location SET is_enabled = true`);
    expect(await shipping.quote({ fulfilmentType: 'pickup', subtotal: 1 })).toEqual({
      fulfilmentType: 'pickup',
      serviceable: true,
      fee: 0,
      shippingDiscountAmount: 0,
      districtName: null,
    });
  });

  it('addresses.findLive is null for an unknown address', async () => {
    expect(await addresses.findLive('0190a0a0-0000-7000-8000-000000000001', '0190a0a0-0000-7000-8000-000000000002')).toBeNull();
    expect(await addresses.findLive('x', 'y')).toBeNull();
  });
});
