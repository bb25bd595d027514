/** Constraints of checkout's tables that only its own code can break: a violation is a bug (PluginManifest.invariants). */
export const CHECKOUT_INVARIANTS = [
  'chk_checkout_sessions_totals',
  'chk_checkout_sessions_discount',
  'chk_checkout_sessions_shipping_discount',
  'chk_checkout_sessions_settled',
  'chk_checkout_sessions_completed',
  'chk_checkout_sessions_completed_settled',
  'chk_checkout_sessions_settled_amount',
  'chk_checkout_sessions_closed',
  'chk_checkout_session_lines_line_total_sum',
  'chk_checkout_session_lines_discount',
  'chk_checkout_session_lines_unavailable',
];
