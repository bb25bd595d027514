import type { PermissionAction } from '../plugin.js';

/*
 * What a plugin puts on the panel's home page (the manifest's `dashboard`). Every tile names the permission
 * module it belongs to: an admin sees a tile only with `<module>_READ` (a shortcut: with its own permission).
 * admin/dashboard.ts gathers the tiles of the enabled plugins and answers the page's data.
 */

/** A list filter as the panel's URL carries it: a value, or a datetime range (ISO instants, both ends included). */
export type DashboardFilterValue = string | { from?: string; to?: string };
export type DashboardFilters = Record<string, DashboardFilterValue>;

/**
 * Where a count sits on the home page: `today` (the day's sales, in Kathmandu), `attention` (what waits for someone:
 * orders to act on, stock to order, payments to check), or `records` (how many there are: below, smaller).
 */
export type DashboardGroup = 'today' | 'attention' | 'records';

/**
 * A number on the home page; the tile opens the resource's list, filtered by `filters` when given. The count must
 * be what that list counts with those filters (use the list's own count, or the same SQL condition), so the
 * tile and the list it opens agree.
 */
export interface DashboardCount {
  kind: 'count';
  /** e.g. 'Categories', 'To confirm' */
  label: string;
  resourceId: string;
  module: string;
  /** default `records` */
  group?: DashboardGroup;
  /** its place among its group's tiles, lower first (e.g. orders before stock); without one: after those, in plugin order */
  order?: number;
  /**
   * the list filters the tile's link carries (property path -> value), e.g. `{ status: 'created' }`; a function for
   * filters that move with time (today's range), called when the page is answered
   */
  filters?: DashboardFilters | (() => DashboardFilters);
  /** a short line under the label, e.g. 'delivered, cash on delivery' */
  hint?: string;
  /** the value is money in paisa (shown in rupees); the list then holds the records it adds up */
  money?: true;
  count(): Promise<number>;
}

/** A record in a dashboard list (e.g. a job in progress). */
export interface DashboardListItem {
  /** public id: the item links to the record's page */
  id: string;
  title: string;
  /** an enum value, shown with the status colours of the panel */
  status?: string;
  /** e.g. '120 / 300 rows' */
  detail?: string;
}

/** A short list of records that need an eye on them, e.g. catalog jobs in progress. */
export interface DashboardList {
  kind: 'list';
  title: string;
  resourceId: string;
  module: string;
  /** what the page says when the list is empty */
  empty: string;
  items(limit: number): Promise<DashboardListItem[]>;
}

/** A button on the home page that opens a resource action, e.g. the new-category form. */
export interface DashboardShortcut {
  kind: 'shortcut';
  label: string;
  resourceId: string;
  /** a resource action of the resource; default `new` */
  action?: string;
  module: string;
  /** the permission the action needs (default CREATE) */
  permission?: PermissionAction;
}

/**
 * How the recent-activity feed names the records of one activity-log kind (the `entity` given to
 * recordActivity, e.g. `category`): by title, linking to the record in the resource.
 */
export interface DashboardActivity {
  kind: 'activity';
  entity: string;
  /** e.g. 'category', 'brand series' */
  noun: string;
  resourceId: string;
  module: string;
  /** titles by public id; a record that is gone may be left out */
  titles(publicIds: string[]): Promise<Map<string, string>>;
}

export type DashboardTile = DashboardCount | DashboardList | DashboardShortcut | DashboardActivity;
