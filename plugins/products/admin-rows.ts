import { validate as isUuid } from 'uuid';
import { sqlRows } from '../../core/db/sql.js';
import { SqlList } from '../../core/lifecycle/index.js';
import type { PanelFilterValue, PanelListQuery, PanelRow } from '../../core/panel/resource-spec.js';

/** How one panel list reads: a SELECT over alias `t`, its sort columns and its filters. */
export interface PanelReads {
  select: string;
  countFrom: string;
  sortable: Record<string, string>;
  defaultSort: string;
  /** soft-deletable: the `deleted` filter picks live or deleted rows */
  softDeleted: boolean;
  /** filter path -> SQL condition builder (bound through `param`) */
  filters: Record<string, (value: string, param: (v: unknown) => string) => string>;
  toRow(row: any): PanelRow;
}

const text = (v: PanelFilterValue | undefined) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** A reference filter: the row's `column` is the internal id of the `table` record with that public id. */
export const byReference = (table: string, column: string) => (value: string, param: (v: unknown) => string) =>
  isUuid(value) ? `${column} = (SELECT id FROM ${table} WHERE public_id = ${param(value.toLowerCase())})` : 'FALSE';

function listOf(def: PanelReads, filters: PanelListQuery['filters']): SqlList {
  const list = new SqlList({ select: def.select, countFrom: def.countFrom });
  if (def.softDeleted) list.where(filters.deleted === 'true' ? 't.deleted_at IS NOT NULL' : 't.deleted_at IS NULL');
  for (const [path, condition] of Object.entries(def.filters)) {
    const value = text(filters[path]);
    if (value !== undefined) list.where(condition(value, (v) => list.param(v)));
  }
  return list;
}

export function panelReads(def: PanelReads) {
  return {
    async find(q: PanelListQuery): Promise<PanelRow[]> {
      const sort = def.sortable[q.sortBy ?? def.defaultSort] ?? def.sortable[def.defaultSort];
      const dir = q.direction === 'desc' ? 'DESC' : 'ASC';
      return (await listOf(def, q.filters).rows(`${sort} ${dir}, t.id ${dir}`, { limit: q.limit, offset: q.offset })).map(def.toRow);
    },
    count: (filters: PanelListQuery['filters']) => listOf(def, filters).count(),
    async findMany(ids: string[]): Promise<PanelRow[]> {
      const valid = ids.filter((id) => isUuid(id));
      if (!valid.length) return [];
      return (await sqlRows(`${def.select} WHERE t.public_id = ANY($1::uuid[])`, [valid.map((id) => id.toLowerCase())])).map(def.toRow);
    },
  };
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
