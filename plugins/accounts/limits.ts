import type { RateLimitSpec } from '../../core/http/rate-limit/classes.js';

/** Limits of spec 01 "Limits"; those the spec leaves open are recorded in docs/decisions.md. */
export const AUTH_LIMITS = {
  login: { name: 'AUTH_LOGIN', limit: 10, windowSeconds: 60, key: 'ip' },
  refresh: { name: 'AUTH_REFRESH', limit: 30, windowSeconds: 60, key: 'ip' },
  passwordSet: { name: 'AUTH_PASSWORD_SET', limit: 5, windowSeconds: 15 * 60, key: 'account' },
} satisfies Record<string, RateLimitSpec>;
