import { validate as isUuid } from 'uuid';
import { sqlRows } from '../db/sql.js';
import { SqlList } from '../lifecycle/index.js';
import { rangeCondition } from './date-range.js';
import type { PanelFilterValue, PanelListQuery, PanelRow, PanelScanQuery } from './resource-spec.js';

/** A filter's SQL condition for the (trimmed, non-empty) value; `param` binds a value and returns its placeholder. */
export type PanelFilterSql = (value: string, param: (v: unknown) => string) => string;

/** How one panel list reads: a SELECT over alias `t`, its sort columns, its filters and how a panel id finds a row. */
export interface PanelReads {
  /** `SELECT ... FROM <table> t ...` without WHERE */
  select: string;
  countFrom: string;
  sortable: Record<string, string>;
  defaultSort: string;
  /** soft-deletable: the `deleted` filter picks live or deleted rows */
  softDeleted?: boolean;
  /** a condition every row of the panel meets (e.g. deleted rows that have no restore are hidden) */
  always?: string;
  /** filter path -> SQL condition */
  filters: Record<string, PanelFilterSql>;
  /**
   * The columns a date-range filter reads (path -> column, e.g. `deliveredAt: 't.delivered_at'`); a path without
   * one uses the column it sorts by, when that is one column.
   */
  dates?: Record<string, string>;
  /** the condition picking the rows of the given panel ids ($1: the lower-cased ids); default: `t.public_id` among them */
  byIds?: string;
  /** the panel ids are not UUIDs (e.g. composite keys): every id reaches byIds; otherwise ids that are not UUIDs find nothing */
  compositeIds?: boolean;
  toRow(row: any): PanelRow;
}

/** A list filter's value, trimmed; undefined when absent or blank (what every panel filter reads). */
export const filterText = (v: PanelFilterValue | undefined): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

const ONE_COLUMN = /^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/;

/** The column a date-range filter on `path` reads; a range the list cannot read is a programming error, not an empty list. */
function dateColumn(def: PanelReads, path: string): string {
  const column = def.dates?.[path] ?? (ONE_COLUMN.test(def.sortable[path] ?? '') ? def.sortable[path] : undefined);
  if (!column) throw new Error(`The panel list cannot filter ${path} by dates: give its column in the reads' \`dates\``);
  return column;
}

function listOf(def: PanelReads, filters: PanelListQuery['filters']): SqlList {
  const list = new SqlList({ select: def.select, countFrom: def.countFrom });
  const param = (v: unknown) => list.param(v);
  if (def.always) list.where(def.always);
  if (def.softDeleted) list.where(filters.deleted === 'true' ? 't.deleted_at IS NOT NULL' : 't.deleted_at IS NULL');
  for (const [path, condition] of Object.entries(def.filters)) {
    const value = filterText(filters[path]);
    if (value !== undefined) list.where(condition(value, param));
  }
  for (const [path, value] of Object.entries(filters)) {
    if (typeof value !== 'object' || path in def.filters) continue;
    const condition = rangeCondition(dateColumn(def, path), value, param);
    if (condition) list.where(condition);
  }
  return list;
}

/** The list's order: the sort asked for when the list sorts by it, else its default; the row id breaks ties. */
function orderOf(def: PanelReads, q: Pick<PanelListQuery, 'sortBy' | 'direction'>): string {
  const sort = def.sortable[q.sortBy ?? def.defaultSort] ?? def.sortable[def.defaultSort];
  const dir = q.direction === 'desc' ? 'DESC' : 'ASC';
  return `${sort} ${dir}, t.id ${dir}`;
}

/** The find, count and findMany of a panel resource read straight from its tables (writes go through the services). */
export function panelReads(def: PanelReads) {
  return {
    async find(q: PanelListQuery): Promise<PanelRow[]> {
      return (await listOf(def, q.filters).rows(orderOf(def, q), { limit: q.limit, offset: q.offset })).map(def.toRow);
    },
    count: (filters: PanelListQuery['filters']): Promise<number> => listOf(def, filters).count(),
    /** Every row of the filtered list in its order, a batch at a time, through one cursor (the CSV export). */
    scan: (q: PanelScanQuery, each: (rows: PanelRow[]) => Promise<void>): Promise<void> =>
      listOf(def, q.filters).scan(orderOf(def, q), q.batch, (rows) => each(rows.map(def.toRow))),
    async findMany(ids: string[]): Promise<PanelRow[]> {
      const chosen = def.compositeIds ? ids : ids.filter((id) => isUuid(id));
      if (!chosen.length) return [];
      const sql = `${def.select} WHERE ${def.byIds ?? 't.public_id = ANY($1::uuid[])'}`;
      return (await sqlRows(sql, [chosen.map((id) => id.toLowerCase())])).map(def.toRow);
    },
  };
}

/** A filter on a referenced record: the row's `column` is the internal id of the `table` record with that public id. */
export const byReference =
  (table: string, column: string): PanelFilterSql =>
  (value, param) =>
    isUuid(value) ? `${column} = (SELECT id FROM ${table} WHERE public_id = ${param(value.toLowerCase())})` : 'FALSE';

/** Panel form values as a DTO takes them: '' means untouched for optional fields. */
export const panelForm = {
  bool(v: unknown): boolean | undefined {
    if (v === true || v === 'true') return true;
    if (v === false || v === 'false') return false;
    return undefined;
  },
  int(v: unknown): unknown {
    if (v === '' || v === null || v === undefined) return undefined;
    return typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v;
  },
};
