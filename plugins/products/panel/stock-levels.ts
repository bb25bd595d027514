/*
 * A variant's stock as the shop watches it, one SQL expression shared by the variants list's `stockLevel` filter and
 * the dashboard's stock tiles (so a tile's count is the list it opens): a variant is watched when it is tracked,
 * active and of a live product on sale (published or unlisted, not on pre-order); it is then out of stock at 0
 * available or less, low at its low-stock threshold or less, else in stock.
 */

export const STOCK_LEVELS = ['out_of_stock', 'low_stock', 'in_stock', 'not_watched'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];

/** The level of the variant row `v` (a product_variants alias), as text. */
export const stockLevelSql = (v: string) => `CASE
  WHEN NOT ${v}.is_tracked OR ${v}.status <> 'active' OR NOT EXISTS (
    SELECT 1 FROM products sp WHERE sp.id = ${v}.product_id AND sp.deleted_at IS NULL AND sp.status IN ('published', 'unlisted') AND sp.stock_status <> 'pre_order'
  ) THEN 'not_watched'
  WHEN ${v}.available <= 0 THEN 'out_of_stock'
  WHEN ${v}.available <= ${v}.low_stock_threshold THEN 'low_stock'
  ELSE 'in_stock' END`;
