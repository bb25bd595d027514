import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { platform } from '../../../../core/platform.js';
import { EXPORT_MAX_ROWS, EXPORT_PAGE_ROWS } from '../job-columns.js';
import type { TabularJobKind } from '../job-kinds.js';
import { finishJob, outside, reportProgress, type ClaimedJob } from '../job-store.js';
import { CONTENT_TYPES, openRowWriter } from '../tabular/write-rows.js';

/**
 * Runs a claimed export of any kind: counts the matching rows (more than 50,000 fails the job with the
 * kind's EXPORT_TOO_LARGE), writes them page by page to a temporary file in the kind's columns, then
 * stores the file; the job detail hands out a signed link to it.
 */
export async function runExport(job: ClaimedJob, kind: TabularJobKind): Promise<void> {
  const { exporter } = kind;
  const total = await exporter.count(job.params, outside());
  if (total > EXPORT_MAX_ROWS) {
    const code = kind.failures.EXPORT_TOO_LARGE;
    const message = `${total} rows match; an export holds at most ${EXPORT_MAX_ROWS}${exporter.narrowHint ? `: ${exporter.narrowHint}` : ''}`;
    await finishJob(job, { status: 'failed', failureCode: code, errors: [{ row: null, column: null, errorCode: code, message }] });
    return;
  }
  if (!(await reportProgress(job, 0, total))) return;
  const file = path.join(os.tmpdir(), `bazaar-catalog-export-${job.publicId}.${job.format}`);
  const key = `catalog-jobs/exports/${job.publicId}.${job.format}`;
  try {
    const writer = await openRowWriter(job.format, file, kind.columns);
    let done = 0;
    let stopped = false;
    for await (const page of exporter.pages(job.params, EXPORT_PAGE_ROWS, outside())) {
      for (const cells of page) await writer.write(cells);
      done += page.length;
      if (page.length === EXPORT_PAGE_ROWS && !(await reportProgress(job, done))) {
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
