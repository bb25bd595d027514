/** What the checkout takes from the configuration (set in the plugin's onStart). */
export const checkoutSettings = {
  /** CHECKOUT_SESSION_TTL_SECONDS */
  ttlSeconds: 900,
  configure(opts: { ttlSeconds: number }): void {
    this.ttlSeconds = opts.ttlSeconds;
  },
};

/**
 * How long the cart stays locked once a session is at the gateway: payment_in_progress outlives expiresAt
 * (it never expires by the clock), so the lock is stretched for it; completion, cancel or expire lift it.
 */
export const PAYMENT_CART_LOCK_MS = 7 * 24 * 3600 * 1000;
