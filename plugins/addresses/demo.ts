import { runAs } from '../../core/context/request-context.js';
import type { DemoContext } from '../../core/demo/demo-context.js';
import { sqlRows } from '../../core/db/sql.js';
import { DEMO_CUSTOMER } from '../accounts/index.js';
import { shipping } from '../shipping/index.js';
import { addresses } from './addresses-context.js';
import { CreateAddressDto } from './dto/address.dto.js';

const DEMO_ADDRESSES = [
  {
    label: 'Home',
    district: 'Kathmandu',
    municipalityName: 'Kathmandu Metropolitan City',
    ward: 4,
    street: 'Baluwatar Marg, house 12',
    landmark: 'Opposite the Baluwatar school gate',
    postalCode: '44600',
  },
  {
    label: 'Office',
    district: 'Lalitpur',
    municipalityName: 'Lalitpur Metropolitan City',
    ward: 3,
    street: 'Jhamsikhel Road',
    landmark: 'Above the Jhamel bakery',
  },
];

/** The demo customer's address book (home is the default), written through her own book; only while she has none. */
export async function addressesDemo(ctx: DemoContext): Promise<void> {
  const [customer] = await sqlRows<{ id: string; publicId: string; addresses: number }>(
    `SELECT u.id, u.public_id AS "publicId", (SELECT count(*)::int FROM customer_addresses a WHERE a.user_id = u.id) AS addresses
       FROM accounts_user_names u WHERE u.email = $1 AND u.kind = 'customer'`,
    [DEMO_CUSTOMER.email.toLowerCase()],
  );
  if (!customer || customer.addresses > 0) return;
  const districtIds = new Map((await shipping.districts.list()).map((d) => [d.name, d.id]));
  const actor = { kind: 'customer' as const, publicId: customer.publicId, internalId: String(customer.id) };
  for (const { district, ...a } of DEMO_ADDRESSES) {
    const dto = await ctx.input(CreateAddressDto, {
      ...a,
      recipientName: DEMO_CUSTOMER.name,
      recipientPhone: '9841234567',
      districtId: districtIds.get(district),
    });
    await runAs(actor, () => addresses.book.create(dto));
  }
  ctx.log(`${DEMO_ADDRESSES.length} addresses for the demo customer`);
}
