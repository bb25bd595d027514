import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import type { JobFormat } from './job-columns.js';

const SNIFF_BYTES = 64 * 1024;

/**
 * Decides from the content (never the name or the declared type) whether an upload is an XLSX workbook
 * or CSV text: a zip is read as a workbook; anything else must be UTF-8 text without NUL bytes. null: neither.
 */
export async function sniffFormat(path: string): Promise<JobFormat | null> {
  const type = await fileTypeFromFile(path);
  // streamed workbooks (exceljs, LibreOffice) may not put [Content_Types].xml first, and then sniff as a
  // plain zip: the job's reader tells a workbook from any other zip (CATALOG_IMPORT_FILE_MALFORMED)
  if (type) return type.ext === 'xlsx' || type.ext === 'zip' ? 'xlsx' : null;
  const handle = await open(path, 'r');
  try {
    const buf = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buf, 0, SNIFF_BYTES, 0);
    const head = buf.subarray(0, bytesRead);
    if (head.includes(0)) return null;
    try {
      // stream: true tolerates a character cut at the end of the sample
      new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: bytesRead === SNIFF_BYTES });
    } catch {
      return null;
    }
    return 'csv';
  } finally {
    await handle.close();
  }
}
