import type { RateLimitSpec } from '../../core/http/rate-limit/classes.js';

/** Limits of the newsletter area: spec 01 "Limits", and the sizes and timings this plugin chose (docs/decisions.md). */
export const NEWSLETTER_LIMITS = {
  subscribe: { name: 'NEWSLETTER_SUBSCRIBE', limit: 3, windowSeconds: 3600, key: 'ip+device' } satisfies RateLimitSpec,
  /** the ceiling of one IP whatever X-Device-Id it sends (the device is the caller's word) */
  subscribeIp: { name: 'NEWSLETTER_SUBSCRIBE_IP', limit: 30, windowSeconds: 3600, key: 'ip' } satisfies RateLimitSpec,
  /** confirmation mails one address is sent at most, whoever asks, in a rolling hour and a rolling day */
  confirmationMailsPerHour: 3,
  confirmationMailsPerDay: 5,
  emailMax: 320,
  nameMax: 255,
  subjectMax: 255,
  bodyMax: 100_000,
  searchMax: 100,
  /** a confirmation link works this long */
  confirmTokenTtlMs: 7 * 24 * 3600 * 1000,
  /** recipients read per batch by the sender */
  sendBatch: 100,
  /** mails in flight at once per sending worker (the SMTP pool's size) */
  sendLanes: 3,
  /** a sending worker renews its lease on the campaign every batch; a lease this old is taken over */
  sendLeaseMs: 5 * 60 * 1000,
} as const;
