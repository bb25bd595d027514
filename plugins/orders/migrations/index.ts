import { Orders1764820001000 } from './1764820001000-orders.js';
import { PaymentMethodOpaque1764840012000 } from './1764840012000-payment-method-opaque.js';
import { PlacementSubscribers1764840031000 } from './1764840031000-placement-subscribers.js';
import { OrderLifecycle1764860001000 } from './1764860001000-order-lifecycle.js';
import { OrderNoteLength1764860011000 } from './1764860011000-order-note-length.js';
import { RefundBoundNames1764860021000 } from './1764860021000-refund-bound-names.js';
import { OrderChannel1764920004000 } from './1764920004000-order-channel.js';

/** The orders plugin's schema, oldest first (declared in its manifest). A class name is recorded once run: never rename one. */
export const ordersMigrations: Function[] = [
  Orders1764820001000,
  PaymentMethodOpaque1764840012000,
  PlacementSubscribers1764840031000,
  OrderLifecycle1764860001000,
  OrderNoteLength1764860011000,
  RefundBoundNames1764860021000,
  OrderChannel1764920004000,
];
