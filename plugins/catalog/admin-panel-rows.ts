import { validate as isUuid } from 'uuid';
import type { PanelFilterValue, PanelListQuery, PanelRow } from '../../core/panel/resource-spec.js';
import { containsPattern, sqlRows } from '../../core/db/sql.js';
import { SqlList } from '../../core/lifecycle/index.js';

/** Shared reading of panel lists: filters become SQL conditions on alias `t`, rows come from a SELECT. */

const text = (v: PanelFilterValue | undefined) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

export interface PanelQueryDef {
  /** `SELECT ... FROM <table> t ...` without WHERE */
  select: string;
  table: string;
  sortable: Record<string, string>;
  defaultSort: string;
  /** reference filters: filter path -> [referenced table, column of t] */
  references?: Record<string, [string, string]>;
  /** the count's FROM (default `FROM <table> t`), when a filter needs the select's joins */
  countFrom?: string;
  /** text filters beyond `name`: filter path -> condition on the bound ILIKE pattern */
  textFilters?: Record<string, (pattern: string) => string>;
  toRow(row: any): PanelRow;
}

/** The panel list of the resource with its filters as conditions on alias `t`. */
function panelList(def: PanelQueryDef, filters: PanelListQuery['filters']): SqlList {
  const list = new SqlList({ select: def.select, countFrom: def.countFrom ?? `FROM ${def.table} t` });
  list.where(filters.deleted === 'true' ? 't.deleted_at IS NOT NULL' : 't.deleted_at IS NULL');
  const name = text(filters.name);
  if (name) list.where(`t.name ILIKE ${list.param(containsPattern(name))}`);
  for (const [path, condition] of Object.entries(def.textFilters ?? {})) {
    const value = text(filters[path]);
    if (value) list.where(condition(list.param(containsPattern(value))));
  }
  if (filters.isVisible === 'true' || filters.isVisible === 'false') list.where(`t.is_visible = ${filters.isVisible === 'true'}`);
  for (const [path, [table, column]] of Object.entries(def.references ?? {})) {
    const id = text(filters[path]);
    if (!id) continue;
    list.where(isUuid(id) ? `t.${column} = (SELECT id FROM ${table} WHERE public_id = ${list.param(id)})` : 'FALSE');
  }
  return list;
}

export async function panelFind(def: PanelQueryDef, q: PanelListQuery): Promise<PanelRow[]> {
  const sort = def.sortable[q.sortBy ?? def.defaultSort] ?? def.sortable[def.defaultSort];
  const dir = q.direction === 'desc' ? 'DESC' : 'ASC';
  const rows = await panelList(def, q.filters).rows(`${sort} ${dir}, t.id ${dir}`, { limit: q.limit, offset: q.offset });
  return rows.map(def.toRow);
}

export function panelCount(def: PanelQueryDef, filters: PanelListQuery['filters']): Promise<number> {
  return panelList(def, filters).count();
}

export async function panelFindMany(def: PanelQueryDef, ids: string[]): Promise<PanelRow[]> {
  const valid = ids.filter((id) => isUuid(id));
  if (!valid.length) return [];
  return (await sqlRows(`${def.select} WHERE t.public_id = ANY($1::uuid[])`, [valid])).map(def.toRow);
}

/** Form values: '' means untouched for optional fields. */
export const form = {
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
