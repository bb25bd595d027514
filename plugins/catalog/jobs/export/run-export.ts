import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sqlRows } from '../../../../core/db/sql.js';
import { platform } from '../../../../core/platform.js';
import { JobFailure } from '../errors.js';
import { EXPORT_MAX_ROWS, TEMPLATE_COLUMNS } from '../job-columns.js';
import { finishJob, outside, reportProgress, type ClaimedJob } from '../job-store.js';
import { CONTENT_TYPES, openRowWriter } from '../tabular/write-rows.js';
import { cellsOf, countQuery, pageQuery, type ExportParams } from './export-query.js';

const PAGE = 2000;

/**
 * Runs a claimed export: counts the matching rows (more than 50,000 fails the job with
 * CATALOG_EXPORT_TOO_LARGE), writes them page by page to a temporary file in the template's columns,
 * then stores the file; the job detail hands out a signed link to it.
 */
export async function runExport(job: ClaimedJob): Promise<void> {
  const params = job.params as ExportParams;
  const count = countQuery(job.entity, params);
  const [{ count: total }] = await sqlRows<{ count: number }>(count.sql, count.args, outside());
  if (total > EXPORT_MAX_ROWS) {
    const message = `${total} rows match; an export holds at most ${EXPORT_MAX_ROWS}: narrow it with search`;
    await finishJob(job, { status: 'failed', failureCode: JobFailure.EXPORT_TOO_LARGE, errors: [{ row: null, column: null, errorCode: JobFailure.EXPORT_TOO_LARGE, message }] });
    return;
  }
  if (!(await reportProgress(job, 0, total))) return;
  const file = path.join(os.tmpdir(), `bazaar-catalog-export-${job.publicId}.${job.format}`);
  const key = `catalog-jobs/exports/${job.publicId}.${job.format}`;
  try {
    const writer = await openRowWriter(job.format, file, TEMPLATE_COLUMNS[job.entity]);
    let after = { depth: -1, id: '0' };
    let done = 0;
    let stopped = false;
    for (;;) {
      const page = pageQuery(job.entity, params, after, PAGE);
      const rows = await sqlRows<Record<string, any>>(page.sql, page.args, outside());
      for (const r of rows) await writer.write(cellsOf(job.entity, r));
      done += rows.length;
      if (rows.length < PAGE) break;
      after = { depth: Number(rows[rows.length - 1].depth), id: rows[rows.length - 1].id };
      if (!(await reportProgress(job, done))) {
        stopped = true;
        break;
      }
    }
    await writer.close();
    if (stopped) return;
    const size = (await stat(file)).size;
    await platform().storage.put(key, createReadStream(file), { contentType: CONTENT_TYPES[job.format], size });
    const finished = await finishJob(job, { status: 'completed', resultKey: key, writtenRows: done, processedRows: done });
    if (!finished) await platform().storage.delete(key); // cancelled meanwhile: no link will point at it
  } finally {
    await rm(file, { force: true });
  }
}
