import type { PropertyOptions } from 'adminjs';
import { enumLabel } from './labels.js';
import { kathmanduTime } from './local-time.js';
import type { PanelSection, PanelTableColumn } from './resource-spec.js';
import { minorUnitsIn, rupees } from './rupees.js';

/*
 * Tables on a record's page (PanelProperty.table, PanelProperty.sections): the row holds objects; the panel shows
 * them as tables with money in rupees, times in Kathmandu with the date, codes in words and links to the records
 * they name. The cells are worded here, on the server; admin/components/browser/record-tables.js only draws them.
 */

/** Name of the tables' component in AdminJS.UserComponents (see admin/components/browser/record-tables.js). */
export const RECORD_TABLES_COMPONENT = 'RecordTables';

/** A cell as the browser draws it: its words, and the record it links to. */
export type TableCell = string | { text: string; resource: string; id: string };

export interface ShownSection {
  title: string | null;
  columns: Array<{ label: string; kind: string }>;
  rows: TableCell[][];
  empty: string;
  more: PanelSection['more'] | null;
}

/** One value in words, by the column's kind. */
export function cellText(kind: PanelTableColumn['kind'], v: unknown): string {
  if (v === null || v === undefined || v === '') return '';
  if (kind === 'money') {
    const n = minorUnitsIn(v);
    return n === undefined ? String(v) : rupees(n);
  }
  if (kind === 'time') return v instanceof Date || typeof v === 'string' ? kathmanduTime(v) : String(v);
  if (kind === 'enum') return enumLabel(String(v));
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  return typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : String(v);
}

function cell(c: PanelTableColumn, row: Record<string, unknown>): TableCell {
  const text = cellText(c.kind, row[c.key]);
  const id = c.link ? row[c.link.idKey ?? 'id'] : undefined;
  return c.link && typeof id === 'string' && id ? { text: text || 'Open', resource: c.link.resource, id } : text;
}

export function shownSection(s: Pick<PanelSection, 'columns' | 'rows'> & Partial<PanelSection>): ShownSection {
  return {
    title: s.title ?? null,
    columns: s.columns.map((c) => ({ label: c.label, kind: c.kind ?? 'text' })),
    rows: (s.rows ?? []).map((r) => s.columns.map((c) => cell(c, r))),
    empty: s.empty ?? 'None',
    more: s.more ?? null,
  };
}

/** A table property's value as the record's page shows it: JSON text of its worded sections (AdminJS keeps it whole). */
export function shownTables(p: { table?: { columns: PanelTableColumn[]; empty?: string }; sections?: true }, value: unknown): string | unknown {
  if (p.table) return JSON.stringify([shownSection({ ...p.table, rows: Array.isArray(value) ? value : [] })]);
  if (p.sections) return JSON.stringify((Array.isArray(value) ? (value as PanelSection[]) : []).map(shownSection));
  return value;
}

/** AdminJS property options of a table property: drawn by the tables' component on the record's page only. */
export function recordTablesProperty(base: PropertyOptions = {}): PropertyOptions {
  return {
    ...base,
    isVisible: { list: false, filter: false, edit: false, show: true },
    components: { ...base.components, show: RECORD_TABLES_COMPONENT },
  };
}
