/** The cart's limits (issue 12 "Cart") and the stock level below which a line warns. */
export const CART_LIMITS = {
  maxLines: 50,
  minQuantity: 1,
  maxQuantity: 10,
  /** STOCK_LOW: a tracked line whose variant has this many units available or fewer (docs/decisions.md) */
  stockLowThreshold: 5,
} as const;
