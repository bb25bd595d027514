import ExcelJS from 'exceljs';
import type { TestApp } from '../../support/app.js';
import { bearer } from '../../support/auth.js';

const TERMINAL = new Set(['completed', 'failed', 'cancelled']);
let keys = 0;
export const idemKey = () => `k-${Date.now()}-${++keys}`;

/** CSV text from rows of cells (quotes what needs it). */
export function csv(rows: Array<Array<string | number | boolean | null>>): string {
  const cell = (v: string | number | boolean | null) => {
    const s = v === null ? '' : String(v);
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return rows.map((r) => r.map(cell).join(',')).join('\n') + '\n';
}

export async function xlsx(rows: Array<Array<string | number | boolean | null>>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('import');
  for (const r of rows) sheet.addRow(r.map((v) => (v === null ? undefined : v)));
  return Buffer.from(await book.xlsx.writeBuffer());
}

export function submitImport(t: TestApp, token: string, entity: string, file: Buffer | string, name = 'import.csv', key = idemKey()) {
  return t.http
    .post('/api/admin/catalog/jobs/import')
    .set(bearer(token))
    .set('Idempotency-Key', key)
    .field('entity', entity)
    .attach('file', Buffer.isBuffer(file) ? file : Buffer.from(file), name);
}

/** Polls the job detail until it reaches a terminal status (deadline 60 s). */
export async function waitForJob(t: TestApp, token: string, publicId: string, until: (job: any) => boolean = (j) => TERMINAL.has(j.status)): Promise<any> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await t.http.get(`/api/admin/catalog/jobs/${publicId}`).set(bearer(token));
    if (res.status !== 200) throw new Error(`job detail: ${res.status} ${JSON.stringify(res.body)}`);
    if (until(res.body.data)) return res.body.data;
    if (Date.now() > deadline) throw new Error(`job ${publicId} still ${res.body.data.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Submits and runs an import to its end. */
export async function importAndWait(t: TestApp, token: string, entity: string, file: Buffer | string, name?: string): Promise<any> {
  const res = await submitImport(t, token, entity, file, name);
  if (res.status !== 200) throw new Error(`import: ${res.status} ${JSON.stringify(res.body)}`);
  return waitForJob(t, token, res.body.data.publicId);
}

export const CATEGORY_HEADER = ['name', 'slug', 'description', 'parentSlug', 'displayOrder', 'isVisible', 'imageUrl', 'imageAlt', 'seoTitle', 'seoDescription'];
export const BRAND_HEADER = ['name', 'slug', 'description', 'displayOrder', 'isVisible', 'logoUrl', 'logoAlt', 'seoTitle', 'seoDescription'];
export const SERIES_HEADER = [...BRAND_HEADER, 'brandSlug'];

/** A category row in template order. */
export const cat = (name: string, slug: string | null, parentSlug: string | null = null, extra: Partial<Record<string, string | number | boolean>> = {}) =>
  CATEGORY_HEADER.map((c) => (c === 'name' ? name : c === 'slug' ? slug : c === 'parentSlug' ? parentSlug : (extra[c] ?? null)));
