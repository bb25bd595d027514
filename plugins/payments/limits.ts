/** The payments plugin's limits and timings (spec 03 "Limits"; the rest in docs/decisions.md "Payments"). */
export const PAYMENT_LIMITS = {
  resolveNoteMin: 10,
  resolveNoteMax: 2000,
  /** a gateway attempt left at the gateway this long is asked about by the expiry sweep */
  gatewayAttemptTtlSeconds: 20 * 60,
  /** verification backoff of an attempt in flight: first re-ask after base, doubling, capped, until its deadline (verify-window.ts) */
  verifyBaseDelaySeconds: 5,
  verifyMaxDelaySeconds: 15 * 60,
  /** an attempt ended without COMPLETE (failed, cancelled, expired) is asked about after this, doubling, capped, for the late window */
  finalCheckDelaySeconds: 60,
  /** a verification round that failed (or died with its worker) is asked again after this */
  failedRoundRetrySeconds: 30,
  lateCheckMaxDelaySeconds: 6 * 3600,
  /** retryAfterSeconds in a processing answer */
  pollAfterSeconds: 5,
  /** attempts one run of a sweep job handles */
  sweepBatch: 100,
} as const;

/** Seconds until the next status check after `tries` unanswered ones: base x 2^tries, capped. */
export function verifyDelaySeconds(tries: number): number {
  return Math.min(PAYMENT_LIMITS.verifyMaxDelaySeconds, PAYMENT_LIMITS.verifyBaseDelaySeconds * 2 ** Math.min(tries, 20));
}
