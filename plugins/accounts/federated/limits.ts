import type { RateLimitSpec } from '../../../core/http/rate-limit/classes.js';

/** Limits of the federated routes (the spec leaves them open; see the decisions notes). */
export const FEDERATED_LIMITS = {
  start: { name: 'AUTH_OAUTH_START', limit: 30, windowSeconds: 60, key: 'ip' },
  callback: { name: 'AUTH_OAUTH_CALLBACK', limit: 30, windowSeconds: 60, key: 'ip' },
  exchange: { name: 'AUTH_OAUTH_EXCHANGE', limit: 10, windowSeconds: 60, key: 'ip' },
} satisfies Record<string, RateLimitSpec>;
