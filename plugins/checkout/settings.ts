/** What the checkout takes from the configuration (set in the plugin's onStart). */
export const checkoutSettings = {
  /** CHECKOUT_SESSION_TTL_SECONDS */
  ttlSeconds: 900,
  /**
   * PAYMENT_VERIFY_WINDOW_MINUTES: a session at the gateway outlives expiresAt by this at most (payments
   * expires it then, through expireAtGateway), so its cart lock is stretched this far and no further.
   */
  paymentWindowMs: 10 * 60_000,
  configure(opts: { ttlSeconds: number; paymentWindowMinutes: number }): void {
    this.ttlSeconds = opts.ttlSeconds;
    this.paymentWindowMs = opts.paymentWindowMinutes * 60_000;
  },
};

/** How long a settled session's cart stays locked: until completion lifts it (the outbox runs it at once). */
export const SETTLED_CART_LOCK_MS = 7 * 24 * 3600 * 1000;

/** The cart lock of a session being paid: its expiry stretched by the payment window. */
export const paymentLockUntil = (expiresAt: Date): Date => new Date(expiresAt.getTime() + checkoutSettings.paymentWindowMs);
