import type { RateLimitSpec } from '../../core/http/rate-limit/classes.js';

const MIN = 60;
const HOUR = 3600;

/**
 * Limits of spec 01 "Limits" (password set, deletion request/cancel, recovery request/confirm); the
 * ones the spec leaves open (login, register, refresh, verification, forgot/reset, phone, status) are
 * this plugin's choice, recorded in docs/decisions.md. Counters are per route.
 */
export const AUTH_LIMITS = {
  login: { name: 'AUTH_LOGIN', limit: 10, windowSeconds: MIN, key: 'ip' },
  register: { name: 'AUTH_REGISTER', limit: 10, windowSeconds: HOUR, key: 'ip' },
  refresh: { name: 'AUTH_REFRESH', limit: 30, windowSeconds: MIN, key: 'ip' },
  passwordSet: { name: 'AUTH_PASSWORD_SET', limit: 5, windowSeconds: 15 * MIN, key: 'account' },
  passwordForgot: { name: 'AUTH_PASSWORD_FORGOT', limit: 5, windowSeconds: HOUR, key: 'ip' },
  passwordReset: { name: 'AUTH_PASSWORD_RESET', limit: 10, windowSeconds: 15 * MIN, key: 'ip' },
  emailResend: { name: 'AUTH_EMAIL_RESEND', limit: 5, windowSeconds: HOUR, key: 'ip' },
  emailConfirm: { name: 'AUTH_EMAIL_CONFIRM', limit: 10, windowSeconds: 15 * MIN, key: 'ip' },
  phoneRequest: { name: 'AUTH_PHONE_REQUEST', limit: 5, windowSeconds: HOUR, key: 'account' },
  phoneConfirm: { name: 'AUTH_PHONE_CONFIRM', limit: 10, windowSeconds: 15 * MIN, key: 'account' },
  deletionRequest: { name: 'AUTH_DELETION_REQUEST', limit: 2, windowSeconds: 24 * HOUR, key: 'account' },
  deletionCancel: { name: 'AUTH_DELETION_CANCEL', limit: 5, windowSeconds: 24 * HOUR, key: 'account' },
  deletionStatus: { name: 'AUTH_DELETION_STATUS', limit: 60, windowSeconds: MIN, key: 'account' },
  recoverRequest: { name: 'AUTH_RECOVER_REQUEST', limit: 3, windowSeconds: HOUR, key: 'ip' },
  recoverConfirm: { name: 'AUTH_RECOVER_CONFIRM', limit: 5, windowSeconds: 15 * MIN, key: 'ip' },
} satisfies Record<string, RateLimitSpec>;

/**
 * Mails of one purpose (verification, password reset, recovery) one account's address receives at most from
 * the flows anonymous callers start, whoever asks, in a rolling hour and a rolling day (docs/decisions.md).
 */
export const MAILED_CODE_CAP = { perHour: 3, perDay: 5 } as const;
