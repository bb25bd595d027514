import type { PanelFilterSql } from '../../core/panel/panel-reads.js';

/** The shipping panel's menu group. */
export const SHIPPING_NAV = { name: 'Shipping', icon: 'Truck' };

/** A boolean filter's SQL: the condition for 'true', its negation otherwise. */
export const flag =
  (condition: string): PanelFilterSql =>
  (v) =>
    v === 'true' ? condition : `NOT ${condition}`;
