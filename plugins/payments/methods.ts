import type { PaymentMethod } from './entities/payment-attempt.entity.js';
import { PaymentErrors as E } from './errors.js';
import { paymentSettings } from './payment-settings.js';

export interface PaymentMethodView {
  method: PaymentMethod;
  label: string;
  description: string;
  requiresRedirect: boolean;
}

const ALL: PaymentMethodView[] = [
  { method: 'cod', label: 'Cash on delivery', description: 'Pay in cash when the order is delivered', requiresRedirect: false },
  { method: 'gateway', label: 'eSewa', description: 'Pay online with eSewa: you are sent to eSewa and brought back here', requiresRedirect: true },
];

/** The enabled methods: cod always, the gateway only when its four variables are set. */
export function enabledMethods(): PaymentMethodView[] {
  return ALL.filter((m) => m.method === 'cod' || paymentSettings.gateway !== undefined);
}

/** The method as typed, or 400 PAYMENT_METHOD_UNAVAILABLE (unknown or not configured). */
export function availableMethod(method: unknown): PaymentMethod {
  const found = enabledMethods().find((m) => m.method === method);
  if (!found) throw E.PAYMENT_METHOD_UNAVAILABLE({ method: typeof method === 'string' ? method.slice(0, 40) : null, available: enabledMethods().map((m) => m.method) });
  return found.method;
}
