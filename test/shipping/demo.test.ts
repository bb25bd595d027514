import { seedDemo } from '../../core/demo/run-demo.js';
import accounts from '../../plugins/accounts/index.js';
import addressesPlugin from '../../plugins/addresses/index.js';
import shippingPlugin, { shipping } from '../../plugins/shipping/index.js';
import { bootApp, type TestApp } from '../support/app.js';

let t: TestApp;
const sql = (text: string, params: unknown[] = []) => t.bazaar.dataSource.query(text, params);

beforeAll(async () => {
  t = await bootApp({ available: [accounts, shippingPlugin, addressesPlugin] });
});
afterAll(async () => t?.close());

describe('the demo shipping', () => {
  it('seeds the valley and rest-of-Nepal zones, a few remote districts unserviceable, pickup enabled; a second run changes nothing', async () => {
    await seedDemo(t.bazaar);
    const zones = await sql(`SELECT z.name, z.fee::int AS fee, z.free_shipping_threshold::int AS threshold, count(zd.*)::int AS districts
                               FROM shipping_zones z LEFT JOIN shipping_zone_districts zd ON zd.zone_id = z.id GROUP BY z.id ORDER BY z.name`);
    expect(zones).toEqual([
      { name: 'Kathmandu valley', fee: 10000, threshold: 200000, districts: 3 },
      { name: 'Rest of Nepal', fee: 25000, threshold: 500000, districts: 69 },
    ]);
    const unserviceable = (await shipping.districts.list()).filter((d) => !d.serviceable).map((d) => d.name);
    expect(unserviceable.sort()).toEqual(['Dolpa', 'Humla', 'Manang', 'Mugu', 'Mustang']);
    expect(await shipping.pickup.get()).toMatchObject({ isEnabled: true, name: 'Bazaar store counter' });

    const before = await sql(`SELECT (SELECT count(*) FROM shipping_zones)::int AS zones, (SELECT count(*) FROM activity_log)::int AS activity`);
    await seedDemo(t.bazaar);
    expect(await sql(`SELECT (SELECT count(*) FROM shipping_zones)::int AS zones, (SELECT count(*) FROM activity_log)::int AS activity`)).toEqual(before);
  });
});
