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
  // issue 21: the lifecycle's bounds, checked by the services first (the constraint is the last line)
  'chk_orders_cod_collection',
  'chk_order_items_units',
  'chk_order_items_delivered',
  'chk_order_items_returns',
  'chk_order_refunds_within_paid',
  'chk_order_refunds_within_line',
  'chk_order_refunds_settled',
  'chk_order_refunds_method_chosen',
  'chk_order_return_items_inspected',
];
