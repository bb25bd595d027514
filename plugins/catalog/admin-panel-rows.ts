import { validate as isUuid } from 'uuid';
import type { PanelFilterValue, PanelListQuery, PanelRow } from '../../core/panel/resource-spec.js';
import { sqlRows } from '../../core/db/sql.js';

/** Shared reading of panel lists: filters become SQL conditions on alias `t`, rows come from a SELECT. */

const like = (s: string) => `%${s.replace(/[%_\\]/g, '\\$&')}%`;
const text = (v: PanelFilterValue | undefined) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

export interface PanelQueryDef {
  /** `SELECT ... FROM <table> t ...` without WHERE */
  select: string;
  table: string;
  sortable: Record<string, string>;
  defaultSort: string;
  /** reference filters: filter path -> [referenced table, column of t] */
  references?: Record<string, [string, string]>;
  toRow(row: any): PanelRow;
}

function conditions(def: PanelQueryDef, filters: PanelListQuery['filters'], params: unknown[]): string {
  const where: string[] = [filters.deleted === 'true' ? 't."deletedAt" IS NOT NULL' : 't."deletedAt" IS NULL'];
  const name = text(filters.name);
  if (name) {
    params.push(like(name));
    where.push(`t.name ILIKE $${params.length}`);
  }
  if (filters.isVisible === 'true' || filters.isVisible === 'false') where.push(`t."isVisible" = ${filters.isVisible === 'true'}`);
  for (const [path, [table, column]] of Object.entries(def.references ?? {})) {
    const id = text(filters[path]);
    if (!id) continue;
    if (!isUuid(id)) {
      where.push('FALSE');
      continue;
    }
    params.push(id);
    where.push(`t."${column}" = (SELECT id FROM ${table} WHERE "publicId" = $${params.length})`);
  }
  return where.join(' AND ');
}

export async function panelFind(def: PanelQueryDef, q: PanelListQuery): Promise<PanelRow[]> {
  const params: unknown[] = [];
  const where = conditions(def, q.filters, params);
  const sort = def.sortable[q.sortBy ?? def.defaultSort] ?? def.sortable[def.defaultSort];
  const dir = q.direction === 'desc' ? 'DESC' : 'ASC';
  params.push(q.limit, q.offset);
  const rows = await sqlRows(`${def.select} WHERE ${where} ORDER BY ${sort} ${dir}, t.id ${dir} LIMIT $${params.length - 1} OFFSET $${params.length}`, params);
  return rows.map(def.toRow);
}

export async function panelCount(def: PanelQueryDef, filters: PanelListQuery['filters']): Promise<number> {
  const params: unknown[] = [];
  const [row] = await sqlRows<{ n: number }>(`SELECT count(*)::int AS n FROM ${def.table} t WHERE ${conditions(def, filters, params)}`, params);
  return row.n;
}

export async function panelFindMany(def: PanelQueryDef, ids: string[]): Promise<PanelRow[]> {
  const valid = ids.filter((id) => isUuid(id));
  if (!valid.length) return [];
  return (await sqlRows(`${def.select} WHERE t."publicId" = ANY($1::uuid[])`, [valid])).map(def.toRow);
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
