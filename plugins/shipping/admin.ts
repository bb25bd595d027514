import { districtsResource } from './admin-districts.js';
import { pickupLocationResource } from './admin-pickup.js';
import { shippingZonesResource } from './admin-zones.js';

/*
 * The shipping panel: districts (serviceable at a glance), delivery zones (districts picked by name, fees
 * shown in rupees) and the one pickup location. Reads query the tables; writes go through the services.
 */

export function shippingAdmin() {
  return [districtsResource(), shippingZonesResource(), pickupLocationResource()];
}
