import { Checkout1764800001000 } from './1764800001000-checkout.js';
import { SettledMethodOpaque1764840011000 } from './1764840011000-settled-method-opaque.js';
import { CheckoutTopicNames1764840030000 } from './1764840030000-topic-names.js';
import { SessionChannel1764920002000 } from './1764920002000-session-channel.js';

/** The checkout plugin's schema, oldest first (declared in its manifest). A class name is recorded once run: never rename one. */
export const checkoutMigrations: Function[] = [
  Checkout1764800001000,
  SettledMethodOpaque1764840011000,
  CheckoutTopicNames1764840030000,
  SessionChannel1764920002000,
];
