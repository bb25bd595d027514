import type { PaymentAttempt } from '../entities/payment-attempt.entity.js';
import type { StatusAnswer } from '../gateway/status-check.js';
import type { PaymentRedirect } from '../mappers.js';
import type { PaymentSettings } from '../payment-settings.js';

/** What starting an attempt gave: paid at once (COD, cash at a counter), or a redirect the client follows. */
export type StartOutcome = { settled: true } | { redirect: PaymentRedirect };

/**
 * One way to pay. Its code is what payment_attempts.method stores (payments' own CHECK lists every code);
 * outside payments a method is opaque text. Adding a method is one handler in registry.ts plus that CHECK.
 */
export interface PaymentMethodHandler {
  readonly code: string;
  /** GET /api/mobile/payments/methods */
  readonly label: string;
  readonly description: string;
  /** offered when this says so (COD always; the gateway when configured) */
  enabled(settings: PaymentSettings): boolean;
  /** A new attempt's own columns (its expiry, the provider's ids), set before it is written. */
  prepare?(attempt: PaymentAttempt, now: Date): void;
  /**
   * Pays a locked attempt in flight, in the caller's transaction: a new one, or the one in flight asked for
   * again with the same method. Settled at once, or a redirect to the provider.
   */
  start(attempt: PaymentAttempt): Promise<StartOutcome>;
  /** The redirect of an attempt in flight, built again without writing (a replayed start). Present: the method redirects. */
  redirectOf?(attempt: PaymentAttempt): PaymentRedirect;
  /**
   * The provider's word on an attempt (the verification flow's one external call). Present: the attempt is
   * asked about until the provider answers, and again after it ends without payment (the late checks).
   */
  verify?(attempt: PaymentAttempt): Promise<StatusAnswer>;
}
