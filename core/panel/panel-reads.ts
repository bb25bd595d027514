import { validate as isUuid } from 'uuid';
import { sqlRows } from '../db/sql.js';
import { SqlList } from '../lifecycle/index.js';
import type { PanelFilterValue, PanelListQuery, PanelRow } from './resource-spec.js';

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
  /** the condition picking the rows of the given panel ids ($1: the lower-cased ids); default: `t.public_id` among them */
  byIds?: string;
  /** the panel ids are not UUIDs (e.g. composite keys): every id reaches byIds; otherwise ids that are not UUIDs find nothing */
  compositeIds?: boolean;
  toRow(row: any): PanelRow;
}

/** A list filter's value, trimmed; undefined when absent or blank (what every panel filter reads). */
export const filterText = (v: PanelFilterValue | undefined): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

function listOf(def: PanelReads, filters: PanelListQuery['filters']): SqlList {
  const list = new SqlList({ select: def.select, countFrom: def.countFrom });
  if (def.always) list.where(def.always);
  if (def.softDeleted) list.where(filters.deleted === 'true' ? 't.deleted_at IS NOT NULL' : 't.deleted_at IS NULL');
  for (const [path, condition] of Object.entries(def.filters)) {
    const value = filterText(filters[path]);
    if (value !== undefined) list.where(condition(value, (v) => list.param(v)));
  }
  return list;
}

/** The find, count and findMany of a panel resource read straight from its tables (writes go through the services). */
export function panelReads(def: PanelReads) {
  return {
    async find(q: PanelListQuery): Promise<PanelRow[]> {
      const sort = def.sortable[q.sortBy ?? def.defaultSort] ?? def.sortable[def.defaultSort];
      const dir = q.direction === 'desc' ? 'DESC' : 'ASC';
      return (await listOf(def, q.filters).rows(`${sort} ${dir}, t.id ${dir}`, { limit: q.limit, offset: q.offset })).map(def.toRow);
    },
    count: (filters: PanelListQuery['filters']): Promise<number> => listOf(def, filters).count(),
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
