import { liveAddressesOfCustomer } from './address-queries.js';
import { AddressesService } from './addresses.service.js';
import { findLiveAddress } from './snapshot.js';

/** The addresses plugin's services: what the routes, the panel and other plugins (checkout) call. */
export const addresses = {
  /** the customer's LIVE address (null when unknown, archived or another customer's): checkout freezes it */
  findLive: findLiveAddress,
  /** the signed-in customer's address book (the routes) */
  book: new AddressesService(),
  /** a customer's live addresses by the customer's public id (the panel, read only) */
  ofCustomer: liveAddressesOfCustomer,
};
