import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { JobFormat } from '../job-columns.js';

/** One row of a sheet: its number in the file (the header is row 1) and its cells as text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** The file cannot be read as its format (broken quoting, not a workbook...). */
export class MalformedFileError extends Error {
  constructor(
    message: string,
    public readonly row: number | null,
  ) {
    super(message);
    this.name = 'MalformedFileError';
  }
}

/** Streams the rows of a CSV or of the first worksheet of an XLSX; blank rows are skipped. */
export function readRows(format: JobFormat, input: Readable): AsyncGenerator<SheetRow> {
  return format === 'csv' ? csvRows(input) : xlsxRows(input);
}

/**
 * Row numbers count records as a spreadsheet shows them: a quoted multi-line cell stays in one row and a
 * blank line is a (skipped) row. csv-parse's per-record `info` is not used: it doubles the garbage of a pass.
 */
async function* csvRows(input: Readable): AsyncGenerator<SheetRow> {
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: false, max_record_size: 1_000_000 });
  input.on('error', (e) => parser.destroy(e));
  input.pipe(parser);
  let row = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      row++;
      if (cells.every((c) => c.trim() === '')) continue;
      yield { row, cells };
    }
  } catch (e) {
    throw new MalformedFileError(`The CSV cannot be parsed: ${(e as Error).message}`, row + 1);
  } finally {
    input.unpipe(parser);
    input.destroy();
  }
}

async function* xlsxRows(input: Readable): AsyncGenerator<SheetRow> {
  const { default: ExcelJS } = await import('exceljs'); // loaded on first use (large)
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    entries: 'emit',
    sharedStrings: 'cache',
    worksheets: 'emit',
    hyperlinks: 'ignore',
    styles: 'ignore',
  });
  let first = true;
  let lastRow: number | null = null;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        if (!first) continue; // only the first worksheet is imported; the others are drained
        lastRow = row.number;
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        const cells = Array.from(values, cellText);
        if (cells.every((c) => c.trim() === '')) continue;
        yield { row: row.number, cells };
      }
      first = false;
    }
  } catch (e) {
    if (e instanceof MalformedFileError) throw e;
    throw new MalformedFileError(`The XLSX workbook cannot be read: ${(e as Error).message}`, lastRow);
  } finally {
    input.destroy();
  }
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const v = value as { richText?: Array<{ text: string }>; text?: unknown; result?: unknown; error?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if (v.text !== undefined) return cellText(v.text);
    if ('result' in v) return cellText(v.result);
  }
  return '';
}
