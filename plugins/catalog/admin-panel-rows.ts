import { containsPattern } from '../../core/db/sql.js';
import { byReference, panelReads, type PanelFilterSql } from '../../core/panel/panel-reads.js';
import type { PanelListQuery, PanelRow } from '../../core/panel/resource-spec.js';

/** A catalog panel list: soft-deleted rows on alias `t`, filtered by name, visibility, text and references. */
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

const visible: PanelFilterSql = (v) => (v === 'true' || v === 'false' ? `t.is_visible = ${v === 'true'}` : 'TRUE');

/** The catalog list as the panel kit's reads. */
function readsOf(def: PanelQueryDef) {
  const filters: Record<string, PanelFilterSql> = { name: (v, param) => `t.name ILIKE ${param(containsPattern(v))}`, isVisible: visible };
  for (const [path, condition] of Object.entries(def.textFilters ?? {})) filters[path] = (v, param) => condition(param(containsPattern(v)));
  for (const [path, [table, column]] of Object.entries(def.references ?? {})) filters[path] = byReference(table, `t.${column}`);
  const { select, sortable, defaultSort, toRow } = def;
  return panelReads({ select, countFrom: def.countFrom ?? `FROM ${def.table} t`, sortable, defaultSort, softDeleted: true, filters, toRow });
}

export const panelFind = (def: PanelQueryDef, q: PanelListQuery): Promise<PanelRow[]> => readsOf(def).find(q);
export const panelCount = (def: PanelQueryDef, filters: PanelListQuery['filters']): Promise<number> => readsOf(def).count(filters);
export const panelFindMany = (def: PanelQueryDef, ids: string[]): Promise<PanelRow[]> => readsOf(def).findMany(ids);
