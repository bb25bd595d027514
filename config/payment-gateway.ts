import { ConfigError } from './config-error.js';
import { Env, int, str, url } from './readers.js';

/** The redirect payment gateway (eSewa ePay v2 in behaviour); all four variables or none. */
export interface PaymentGatewayConfig {
  /** the form-post URL the browser is sent to (PAYMENT_GATEWAY_URL) */
  formUrl: string;
  /** the server-to-server status check (PAYMENT_GATEWAY_STATUS_URL) */
  statusUrl: string;
  productCode: string;
  /** the HMAC-SHA256 key of the signatures both ways */
  secret: string;
  /** how long the status check waits for an answer (PAYMENT_GATEWAY_TIMEOUT_MS, default 10000) */
  timeoutMs: number;
}

export const PAYMENT_GATEWAY_VARIABLES = [
  'PAYMENT_GATEWAY_URL',
  'PAYMENT_GATEWAY_STATUS_URL',
  'PAYMENT_GATEWAY_PRODUCT_CODE',
  'PAYMENT_GATEWAY_SECRET',
] as const;

/** undefined when none of the four is set (the gateway method is off); partly set stops start-up naming the missing ones. */
export function readPaymentGateway(env: Env): PaymentGatewayConfig | undefined {
  const missing = PAYMENT_GATEWAY_VARIABLES.filter((name) => str(env, name) === undefined);
  if (missing.length === PAYMENT_GATEWAY_VARIABLES.length) return undefined;
  if (missing.length) {
    const set = PAYMENT_GATEWAY_VARIABLES.filter((name) => !missing.includes(name));
    throw new ConfigError(
      missing.join(', '),
      `${missing.length === 1 ? 'is' : 'are'} required when ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set (the payment gateway needs all four or none)`,
    );
  }
  const productCode = str(env, 'PAYMENT_GATEWAY_PRODUCT_CODE')!;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(productCode)) throw new ConfigError('PAYMENT_GATEWAY_PRODUCT_CODE', 'must be 1-64 letters, digits, "_" or "-"');
  return {
    formUrl: url(env, 'PAYMENT_GATEWAY_URL', ['http', 'https'])!,
    statusUrl: url(env, 'PAYMENT_GATEWAY_STATUS_URL', ['http', 'https'])!,
    productCode,
    // the secret is used as given (ePay's test key ends in "/q"): no trimming beyond what str() does
    secret: str(env, 'PAYMENT_GATEWAY_SECRET')!,
    timeoutMs: int(env, 'PAYMENT_GATEWAY_TIMEOUT_MS', 10_000, 100, 120_000),
  };
}

/** PAYMENT_RESULT_PATH: where the browser lands after a gateway return, under FRONTEND_BASE_URL. */
export function readPaymentResultPath(env: Env): string {
  const path = str(env, 'PAYMENT_RESULT_PATH', '/payment/result')!;
  if (!/^\/[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*$/.test(path) || path.startsWith('//')) {
    throw new ConfigError('PAYMENT_RESULT_PATH', `must be a path starting with "/" (no query or fragment), got "${path}"`);
  }
  return path;
}
