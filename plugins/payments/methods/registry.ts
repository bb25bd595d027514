import { PaymentErrors as E } from '../errors.js';
import { paymentSettings } from '../payment-settings.js';
import { cod } from './cod.js';
import { card, cash, qr } from './counter.js';
import { epayGateway } from './epay-gateway.js';
import type { PaymentMethodHandler } from './handler.js';

/** Every payment method, in the order GET /payments/methods lists them. */
const HANDLERS: readonly PaymentMethodHandler[] = [cod, epayGateway, cash, card, qr];

/** Every method's code, enabled or not: what payment_attempts.method may hold (the API document lists them). */
export const PAYMENT_METHOD_CODES: readonly string[] = HANDLERS.map((h) => h.code);

/** The codes of methods whose provider is asked about an attempt (the verification jobs pick only these). */
export const VERIFIED_METHOD_CODES: readonly string[] = HANDLERS.filter((h) => h.verify).map((h) => h.code);

export interface PaymentMethodView {
  method: string;
  label: string;
  description: string;
  requiresRedirect: boolean;
}

const viewOf = (h: PaymentMethodHandler): PaymentMethodView => ({
  method: h.code,
  label: h.label,
  description: h.description,
  requiresRedirect: h.redirectOf !== undefined,
});

/** The handler of a stored attempt's method (payments' CHECK keeps the column to these codes). */
export function handlerOf(code: string): PaymentMethodHandler {
  const found = HANDLERS.find((h) => h.code === code);
  if (!found) throw new Error(`payment method "${code}" has no handler`);
  return found;
}

const enabledHandlers = () => HANDLERS.filter((h) => h.enabled(paymentSettings));

/** The methods offered now: cod always, the gateway only when its four variables are set. */
export function enabledMethods(): PaymentMethodView[] {
  return enabledHandlers().map(viewOf);
}

/** The handler of the method asked for, or 400 PAYMENT_METHOD_UNAVAILABLE (unknown or not configured). */
export function availableMethod(method: unknown): PaymentMethodHandler {
  const enabled = enabledHandlers();
  const found = enabled.find((h) => h.code === method);
  if (!found) throw E.PAYMENT_METHOD_UNAVAILABLE({ method: typeof method === 'string' ? method.slice(0, 40) : null, available: enabled.map((h) => h.code) });
  return found;
}
