import { definePlugin } from '../../core/plugin.js';
import { District } from './entities/district.entity.js';
import { PickupLocation } from './entities/pickup-location.entity.js';
import { Province } from './entities/province.entity.js';
import { ShippingZoneDistrict } from './entities/shipping-zone-district.entity.js';
import { ShippingZone } from './entities/shipping-zone.entity.js';
import { shippingMigrations } from './migrations/index.js';
import { DistrictsController } from './districts.controller.js';
import { ShippingAdminController } from './shipping-admin.controller.js';
import { shippingAdmin } from './admin.js';
import { shippingDemo } from './demo.js';
import { shippingDashboard } from './panel-dashboard.js';

// the public surface (addresses, cart, checkout): districts and the shipping quote
export { shipping } from './shipping-context.js';
export type { DistrictInfo } from './districts.service.js';
export type { FulfilmentType, ShippingQuote, QuoteInput } from './quote.js';
export { ShippingErrors } from './errors.js';
// the district and province of an address, joined by another plugin's SQL (addresses)
export { districtJoins } from './district-joins.js';

export default definePlugin({
  name: 'shipping',
  requires: ['accounts'],
  permissions: ['Shipping'],
  entities: [Province, District, ShippingZone, ShippingZoneDistrict, PickupLocation],
  migrations: shippingMigrations,
  controllers: [DistrictsController, ShippingAdminController],
  admin: () => shippingAdmin(),
  demo: shippingDemo,
  dashboard: shippingDashboard,
});
