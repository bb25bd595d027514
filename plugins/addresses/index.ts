import { definePlugin } from '../../core/plugin.js';
import { addressesDemo } from './demo.js';
import { CustomerAddress } from './entities/customer-address.entity.js';
import { addressesMigrations } from './migrations/index.js';
import { AddressesController } from './addresses.controller.js';
import { addressesAdmin, addressesPanelHooks } from './admin.js';

// the public surface (checkout): a customer's live address as it is frozen
export { addresses } from './addresses-context.js';
export type { AddressSnapshot } from './snapshot.js';
export type { AddressView } from './address-queries.js';
export { AddressErrors } from './errors.js';
// POS: a delivery address given at the counter is the body of POST /api/mobile/addresses
export { CreateAddressDto, NEPALI_MOBILE } from './dto/address.dto.js';

export default definePlugin({
  name: 'addresses',
  requires: ['accounts', 'shipping'],
  references: ['users', 'districts'], // foreign keys of our migrations into these owners' tables
  entities: [CustomerAddress],
  migrations: addressesMigrations,
  controllers: [AddressesController],
  admin: () => addressesAdmin(),
  hooks: addressesPanelHooks,
  demo: addressesDemo,
});
