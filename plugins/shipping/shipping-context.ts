import { DistrictsService } from './districts.service.js';
import { PickupService } from './pickup.service.js';
import { quoteShipping } from './quote.js';
import { ZonesService } from './zones.service.js';

const districts = new DistrictsService();

/** The shipping plugin's services: what the routes, the panel and other plugins (addresses, cart) call. */
export const shipping = {
  districts,
  zones: new ZonesService(districts),
  pickup: new PickupService(),
  /** shipping for (fulfilmentType, districtId, subtotal): pure reads, no route of its own */
  quote: quoteShipping,
};
