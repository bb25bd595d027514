import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { JobFormat } from '../job-columns.js';

/** Writes rows to a file on disk as they come, never holding the whole sheet. */
export interface RowWriter {
  write(cells: Array<string | number | boolean | null>): Promise<void>;
  close(): Promise<void>;
}

export const CONTENT_TYPES: Record<JobFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export async function openRowWriter(format: JobFormat, path: string, columns: readonly string[]): Promise<RowWriter> {
  return format === 'csv' ? csvWriter(path, columns) : xlsxWriter(path, columns);
}

function csvWriter(path: string, columns: readonly string[]): RowWriter {
  const out = createWriteStream(path);
  const csv = stringify({ header: true, columns: [...columns], cast: { boolean: (b) => (b ? 'true' : 'false') } });
  csv.pipe(out);
  return {
    async write(cells) {
      if (!csv.write(cells)) await once(csv, 'drain');
    },
    async close() {
      csv.end();
      await finished(out);
    },
  };
}

// exceljs is loaded on first use: it is large and most processes never touch a workbook
async function xlsxWriter(path: string, columns: readonly string[]): Promise<RowWriter> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: false, useSharedStrings: false });
  const sheet = book.addWorksheet('data');
  sheet.addRow([...columns]).commit();
  return {
    async write(cells) {
      sheet.addRow(cells).commit(); // null leaves the cell empty
    },
    async close() {
      sheet.commit();
      await book.commit();
    },
  };
}
