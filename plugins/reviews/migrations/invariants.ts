/** Constraints of reviews' tables that only its own code can break: a violation is a bug (PluginManifest.invariants). */
export const REVIEWS_INVARIANTS = [
  'chk_product_rating_aggregates_count_1',
  'chk_product_rating_aggregates_count_2',
  'chk_product_rating_aggregates_count_3',
  'chk_product_rating_aggregates_count_4',
  'chk_product_rating_aggregates_count_5',
];
