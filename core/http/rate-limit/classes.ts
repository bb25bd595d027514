export type RateLimitKey = 'account' | 'ip' | 'ip+device';

export interface RateLimitSpec {
  /** name used in the counter key and the OpenAPI document */
  name: string;
  limit: number;
  windowSeconds: number;
  key: RateLimitKey;
}

const min = 60;
const hour = 3600;

/** The named classes of spec 01, "Shared conventions" item 9. */
export const RATE_LIMIT_CLASSES = {
  ADMIN_READ: { name: 'ADMIN_READ', limit: 30, windowSeconds: min, key: 'account' },
  ADMIN_WRITE: { name: 'ADMIN_WRITE', limit: 10, windowSeconds: min, key: 'account' },
  ADMIN_BULK_WRITE: { name: 'ADMIN_BULK_WRITE', limit: 5, windowSeconds: min, key: 'account' },
  ADMIN_REORDER: { name: 'ADMIN_REORDER', limit: 30, windowSeconds: min, key: 'account' },
  ADMIN_ASYNC_JOB_SUBMIT: { name: 'ADMIN_ASYNC_JOB_SUBMIT', limit: 10, windowSeconds: hour, key: 'account' },
  PUBLIC_READ: { name: 'PUBLIC_READ', limit: 60, windowSeconds: min, key: 'ip' },
  PUBLIC_SEARCH: { name: 'PUBLIC_SEARCH', limit: 60, windowSeconds: min, key: 'ip+device' },
  PUBLIC_SUGGEST: { name: 'PUBLIC_SUGGEST', limit: 300, windowSeconds: min, key: 'ip+device' },
  PUBLIC_HIGH_FREQUENCY: { name: 'PUBLIC_HIGH_FREQUENCY', limit: 300, windowSeconds: min, key: 'ip' },
  CUSTOMER_READ: { name: 'CUSTOMER_READ', limit: 60, windowSeconds: min, key: 'account' },
  CUSTOMER_WRITE: { name: 'CUSTOMER_WRITE', limit: 20, windowSeconds: min, key: 'account' },
  // spec 03 "Endpoints" / "Limits": checkout quote, start and pay, per account
  CUSTOMER_CHECKOUT_QUOTE: { name: 'CUSTOMER_CHECKOUT_QUOTE', limit: 40, windowSeconds: min, key: 'account' },
  CUSTOMER_CHECKOUT_ATTEMPT: { name: 'CUSTOMER_CHECKOUT_ATTEMPT', limit: 10, windowSeconds: min, key: 'account' },
  CUSTOMER_CHECKOUT_PAY: { name: 'CUSTOMER_CHECKOUT_PAY', limit: 10, windowSeconds: min, key: 'account' },
} as const satisfies Record<string, RateLimitSpec>;

export type RateLimitClass = keyof typeof RATE_LIMIT_CLASSES;

/** Header a client sends to tell devices behind one IP apart (classes keyed on ip+device). */
export const DEVICE_HEADER = 'x-device-id';
