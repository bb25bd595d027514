import { KATHMANDU_OFFSET_MS } from './date-range.js';
import { fieldLabel } from './field-label.js';
import { enumPresentation } from './labels.js';
import { percentText } from './money-text.js';
import type { PanelProperty, PanelResourceSpec, PanelRow } from './resource-spec.js';
import { minorUnitsIn, rupeeAmount } from './rupees.js';

/*
 * The columns of a list's CSV export (PanelListTools.csv): a spreadsheet's reading of what the list shows. Money in
 * rupees as a number ("12999.50", the header says "(Rs)"), instants in Kathmandu with the date ("2026-11-28 10:25:07"),
 * codes in words, references by the referenced record's title (resolved by the caller), yes/no for flags.
 */

export interface CsvColumn {
  path: string;
  header: string;
  /** the resource a reference column names; its cells are the referenced records' titles */
  reference?: string;
  /** the cell's text; `title` gives a referenced record's title by its id */
  cell(row: PanelRow, title: (id: string) => string | undefined): string;
}

/** An instant as Kathmandu's wall clock with the date, sortable as text: "2026-11-28 10:25:07". */
export function kathmanduStamp(at: Date | string): string {
  const t = new Date(at).getTime();
  return Number.isNaN(t) ? String(at) : new Date(t + KATHMANDU_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Text a spreadsheet would run as a formula (a customer named "=HYPERLINK(...)") is kept as text. */
export const notFormula = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

function textOf(v: unknown): string {
  if (v instanceof Date) return kathmanduStamp(v);
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

function columnOf(spec: PanelResourceSpec, p: PanelProperty): CsvColumn {
  const label = fieldLabel(spec.options, p.path);
  const amount = (v: unknown, text: (n: number) => string) => {
    const n = minorUnitsIn(v);
    return n === undefined ? notFormula(textOf(v)) : text(n);
  };
  const each = (format: (v: unknown) => string) => (row: PanelRow) => {
    const v = row[p.path];
    if (v === null || v === undefined || v === '') return '';
    return Array.isArray(v) ? v.map(format).join('; ') : format(v);
  };
  if (p.money) return { path: p.path, header: `${label} (Rs)`, cell: each((v) => amount(v, rupeeAmount)) };
  if (p.percent) return { path: p.path, header: label, cell: each((v) => amount(v, percentText)) };
  if (p.type === 'datetime') {
    return { path: p.path, header: `${label} (Kathmandu)`, cell: each((v) => (typeof v === 'string' || v instanceof Date ? kathmanduStamp(v) : textOf(v))) };
  }
  if (p.type === 'boolean') return { path: p.path, header: label, cell: each((v) => (v === true || v === 'true' ? 'Yes' : 'No')) };
  if (p.reference) {
    return {
      path: p.path,
      header: label,
      reference: p.reference,
      cell: (row, title) => each((v) => notFormula(title(String(v)) ?? String(v)))(row),
    };
  }
  if (p.availableValues) {
    const { labels } = enumPresentation(p.availableValues, p.labels);
    return { path: p.path, header: label, cell: each((v) => notFormula(labels[String(v)] ?? String(v))) };
  }
  return { path: p.path, header: label, cell: each((v) => notFormula(textOf(v))) };
}

/** What cannot be a column: ids, secrets, files and tables. */
const exportable = (p: PanelProperty) => !p.isId && p.type !== 'password' && !p.file && !p.table && !p.sections;

/** The export's columns: the ones asked for, else the list's (AdminJS listProperties), else every exportable property. */
export function csvColumns(spec: PanelResourceSpec): CsvColumn[] {
  const csv = spec.listTools?.csv;
  const asked = (typeof csv === 'object' && csv.columns) || (spec.options?.listProperties as string[] | undefined);
  const props = asked ? asked.map((path) => spec.properties.find((p) => p.path === path)) : spec.properties.filter(exportable);
  return props.map((p, i) => {
    if (!p) throw new Error(`${spec.id}: the CSV export names ${asked![i]}, which is not one of its properties`);
    return columnOf(spec, p);
  });
}
