import { Shipping1764200001000 } from './1764200001000-shipping.js';
import { PickupPublicId1764200003000 } from './1764200003000-pickup-public-id.js';

/** The shipping plugin's schema, oldest first (declared in its manifest). A class name is recorded once run: never rename one. */
export const shippingMigrations: Function[] = [Shipping1764200001000, PickupPublicId1764200003000];
