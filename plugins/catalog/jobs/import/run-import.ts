import type { EntityManager } from 'typeorm';
import { slugify } from '../../../../core/db/slugs/slug-registry.js';
import { publish } from '../../../../core/jobs/outbox.js';
import { defineTopic } from '../../../../core/jobs/topics.js';
import { platform } from '../../../../core/platform.js';
import { SLUG_MAX_LENGTH } from '../../catalog-slugs.js';
import { JobFailure, RowError } from '../errors.js';
import { IMPORT_MAX_ROWS, PROGRESS_EVERY_ROWS, type JobEntity } from '../job-columns.js';
import { finishJob, reportProgress, type ClaimedJob } from '../job-store.js';
import { countCsvRecords } from '../tabular/count-csv.js';
import { MalformedFileError, readRows, type SheetRow } from '../tabular/read-rows.js';
import { ErrorLog } from './error-log.js';
import { mapHeader, parseRow, type ColumnIndex } from './parse-row.js';
import { resolveRows, type RowKey } from './resolve.js';
import { createStaging, StagingWriter } from './staging.js';
import { writeRows } from './write-rows.js';

/** Published in the import's transaction: its handler drops cached catalog reads once the rows are committed. */
export const IMPORT_COMMITTED_TOPIC = defineTopic<{ jobId: string; entity: JobEntity }>('catalog.import.committed');

const SAVEPOINT = 'catalog_import';

type Outcome = { kind: 'failed'; failureCode: string; log: ErrorLog } | { kind: 'stopped' } | { kind: 'written'; written: number };

const fileError = (row: number | null, errorCode: string, message: string) => ({ row, column: null, errorCode, message });

/**
 * Runs a claimed import. Pass 1 checks the header and counts the rows (so progress has a total). Pass 2
 * streams the file again inside `m`, the data transaction, under a savepoint: rows are checked and staged,
 * then resolved and written in bulk. Any row error, a cancel or a lost claim
 * rolls back to the savepoint: the import writes everything or nothing.
 */
export async function runImport(job: ClaimedJob, m: EntityManager): Promise<void> {
  const counted = await countRows(job);
  if ('failureCode' in counted) {
    await finishJob(job, { status: 'failed', failureCode: counted.failureCode, errors: counted.log.list(), errorCount: counted.log.count });
    return;
  }
  if (!(await reportProgress(job, 0, counted.total))) return;

  await m.query(`SAVEPOINT ${SAVEPOINT}`);
  let outcome: Outcome;
  try {
    outcome = await stageAndWrite(job, m);
    if (outcome.kind === 'written') {
      // conditional on the claim, and row-locked until commit: a cancel from now on waits and then gets 409
      const finished = await finishJob(job, { status: 'completed', writtenRows: outcome.written }, m);
      if (!finished) outcome = { kind: 'stopped' };
      else await publish(IMPORT_COMMITTED_TOPIC, { jobId: job.publicId, entity: job.entity });
    }
  } catch (e) {
    await m.query(`ROLLBACK TO SAVEPOINT ${SAVEPOINT}`);
    throw e;
  }
  if (outcome.kind === 'written') {
    await m.query(`RELEASE SAVEPOINT ${SAVEPOINT}`);
    return;
  }
  await m.query(`ROLLBACK TO SAVEPOINT ${SAVEPOINT}`);
  if (outcome.kind === 'failed') {
    await finishJob(job, { status: 'failed', failureCode: outcome.failureCode, errors: outcome.log.list(), errorCount: outcome.log.count });
  }
}

async function* rowsOf(job: ClaimedJob): AsyncGenerator<SheetRow> {
  const file = await platform().storage.get(job.sourceKey!);
  yield* readRows(job.format, file.body);
}

/**
 * Pass 1, without the data transaction: the header and the row count (the total of the progress, and the
 * 50,000-row cap before anything is written). A CSV is counted on its bytes; a workbook is read through.
 */
async function countRows(job: ClaimedJob): Promise<{ total: number } | { failureCode: string; log: ErrorLog }> {
  const log = new ErrorLog();
  let total = 0;
  let header = true;
  try {
    for await (const row of rowsOf(job)) {
      if (header) {
        header = false;
        const mapped = mapHeader(job.entity, row);
        if (mapped.errors.length) {
          log.add(...mapped.errors);
          return { failureCode: JobFailure.IMPORT_COLUMNS_INVALID, log };
        }
        if (job.format === 'csv') break;
        continue;
      }
      if (++total > IMPORT_MAX_ROWS) break;
    }
    if (!header && job.format === 'csv') {
      const file = await platform().storage.get(job.sourceKey!);
      total = (await countCsvRecords(file.body, IMPORT_MAX_ROWS + 1)) - 1;
    }
  } catch (e) {
    if (!(e instanceof MalformedFileError)) throw e;
    log.add(fileError(e.row, RowError.MALFORMED, e.message));
    return { failureCode: JobFailure.IMPORT_FILE_MALFORMED, log };
  }
  if (total > IMPORT_MAX_ROWS) return tooManyRows(log);
  if (header || total <= 0) {
    log.add(fileError(null, JobFailure.IMPORT_EMPTY, 'The file has no data rows'));
    return { failureCode: JobFailure.IMPORT_EMPTY, log };
  }
  return { total };
}

function tooManyRows(log: ErrorLog): { failureCode: string; log: ErrorLog } {
  log.add(fileError(null, RowError.ROW_LIMIT, `The file has more than ${IMPORT_MAX_ROWS} rows`));
  return { failureCode: JobFailure.IMPORT_TOO_MANY_ROWS, log };
}

/** Pass 2, inside the savepoint. */
async function stageAndWrite(job: ClaimedJob, m: EntityManager): Promise<Outcome> {
  const log = new ErrorLog();
  await createStaging(m);
  const staging = new StagingWriter(m);
  const keys: RowKey[] = [];
  let index: ColumnIndex | undefined;
  let processed = 0;
  try {
    for await (const row of rowsOf(job)) {
      if (!index) {
        index = mapHeader(job.entity, row).index;
        continue;
      }
      const { values, errors } = parseRow(job.entity, index, row);
      log.add(...errors);
      keys.push({
        row: row.row,
        explicitSlug: values.slug,
        base: values.slug ? '' : slugBase(job.entity, values.name),
        parentSlug: values.parentSlug,
        brandSlug: values.brandSlug,
        valid: errors.length === 0,
      });
      if (!errors.length) await staging.add(row.row, values);
      if (++processed > IMPORT_MAX_ROWS) return { kind: 'failed', ...tooManyRows(log) };
      if (processed % PROGRESS_EVERY_ROWS === 0 && !(await reportProgress(job, processed))) return { kind: 'stopped' };
    }
  } catch (e) {
    if (!(e instanceof MalformedFileError)) throw e;
    log.add(fileError(e.row, RowError.MALFORMED, e.message));
    return { kind: 'failed', failureCode: JobFailure.IMPORT_FILE_MALFORMED, log };
  }
  await staging.flush();
  if (!processed) {
    log.add(fileError(null, JobFailure.IMPORT_EMPTY, 'The file has no data rows'));
    return { kind: 'failed', failureCode: JobFailure.IMPORT_EMPTY, log };
  }
  const resolution = await resolveRows(m, job.entity, keys, log);
  if (!log.empty) return { kind: 'failed', failureCode: JobFailure.IMPORT_ROWS_INVALID, log };
  // the byte count of pass 1 may include rows the parser finds blank (e.g. a lone ""): the total becomes exact here
  if (!(await reportProgress(job, processed, processed))) return { kind: 'stopped' };
  const result = await writeRows(m, job.entity, job.requestedBy, keys.map((k) => k.row), resolution);
  if (result.lostSlugs.length) {
    const lost = new Set(result.lostSlugs);
    resolution.slugs.forEach((s, i) => {
      if (lost.has(s)) log.add({ row: keys[i].row, column: 'slug', errorCode: RowError.SLUG_TAKEN, message: `slug "${s}" was taken while the import ran` });
    });
    return { kind: 'failed', failureCode: JobFailure.IMPORT_ROWS_INVALID, log };
  }
  return { kind: 'written', written: result.written };
}

/** As the create routes generate it (catalog-slugs.ts generateSlug). */
function slugBase(entity: JobEntity, name: string): string {
  return slugify(name, SLUG_MAX_LENGTH - 4) || entity.replace('_', '-');
}
