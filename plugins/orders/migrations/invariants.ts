/** Constraints of orders' tables that only its own code can break: a violation is a bug (PluginManifest.invariants). */
export const ORDERS_INVARIANTS = [
  'chk_orders_discount',
  'chk_orders_shipping_discount',
  'chk_orders_grand_total',
  'chk_orders_paid',
  'chk_orders_refunded',
  'chk_orders_cod_all_or_none',
  'chk_order_items_line_total',
  'chk_order_items_discount',
  'chk_order_items_refunded',
];
