import type { DemoContext } from '../../core/demo/demo-context.js';
import { sqlRows } from '../../core/db/sql.js';
import { PutPickupDto } from './dto/pickup.dto.js';
import { CreateZoneDto } from './dto/zone.dto.js';
import { shipping } from './shipping-context.js';

/*
 * The demo shop's shipping: a cheap Kathmandu valley zone, a "Rest of Nepal" zone (free from Rs 5,000) for every
 * other district but a few remote mountain ones (left unserviceable, to show what that looks like), and the
 * store's pickup counter. Zones are known by name; the pickup location is set only while nobody has set it.
 */

const VALLEY = ['Kathmandu', 'Lalitpur', 'Bhaktapur'];
const REMOTE = ['Humla', 'Dolpa', 'Mugu', 'Manang', 'Mustang'];

const ZONES = [
  { name: 'Kathmandu valley', districts: (all: string[]) => all.filter((d) => VALLEY.includes(d)), fee: 10_000, freeShippingThreshold: 200_000 },
  {
    name: 'Rest of Nepal',
    districts: (all: string[]) => all.filter((d) => !VALLEY.includes(d) && !REMOTE.includes(d)),
    fee: 25_000,
    freeShippingThreshold: 500_000,
  },
];

export async function shippingDemo(ctx: DemoContext): Promise<void> {
  const districts = await shipping.districts.list();
  const idOf = new Map(districts.map((d) => [d.name, d.id]));
  const taken = new Set(
    (await sqlRows<{ name: string }>(`SELECT d.name FROM shipping_zone_districts zd JOIN districts d ON d.id = zd.district_id`)).map((r) => r.name),
  );
  const zoneNames = new Set((await sqlRows<{ name: string }>(`SELECT name FROM shipping_zones`)).map((r) => r.name));
  for (const zone of ZONES) {
    if (zoneNames.has(zone.name)) continue;
    // a district a merchant already put in a zone stays there
    const names = zone.districts(districts.map((d) => d.name)).filter((n) => !taken.has(n));
    const dto = await ctx.input(CreateZoneDto, {
      name: zone.name,
      districtIds: names.map((n) => idOf.get(n)!),
      fee: zone.fee,
      freeShippingThreshold: zone.freeShippingThreshold,
      isActive: true,
    });
    await shipping.zones.create(dto);
    names.forEach((n) => taken.add(n));
    ctx.log(`shipping zone "${zone.name}" (${names.length} districts)`);
  }
  const pickup = await shipping.pickup.get();
  if (pickup.phone === null) {
    await shipping.pickup.put(
      await ctx.input(PutPickupDto, {
        name: 'Bazaar store counter',
        addressLines: ['Bazaar Tower, New Road', 'Kathmandu 44600'],
        phone: '014221234',
        isEnabled: true,
      }),
    );
    ctx.log('pickup location enabled');
  }
}
