import type { PermissionAction } from '../plugin.js';

/*
 * What a plugin puts on the panel's home page (the manifest's `dashboard`). Every tile names the permission
 * module it belongs to: an admin sees a tile only with `<module>_READ` (a shortcut: with its own permission).
 * admin/dashboard.ts gathers the tiles of the enabled plugins and answers the page's data.
 */

/** How many records of a kind there are; the tile opens the resource's list. */
export interface DashboardCount {
  kind: 'count';
  /** e.g. 'Categories' */
  label: string;
  resourceId: string;
  module: string;
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
