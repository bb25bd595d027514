import type { EntityManager } from 'typeorm';
import { publish } from '../../../../core/jobs/outbox.js';
import { defineTopic } from '../../../../core/jobs/topics.js';
import { rollbackToSavepoint } from '../../../../core/db/transaction.js';
import { platform } from '../../../../core/platform.js';
import { IMPORT_MAX_ROWS, PROGRESS_EVERY_ROWS } from '../job-columns.js';
import type { TabularJobKind } from '../job-kinds.js';
import { finishJob, reportProgress, type ClaimedJob } from '../job-store.js';
import { countCsvRecords } from '../tabular/count-csv.js';
import { MalformedFileError, readRows, type SheetRow } from '../tabular/read-rows.js';
import { ErrorLog } from './error-log.js';
import { mapHeader, type ColumnIndex } from './row-reader.js';

/** Published in the import's transaction: its handler drops cached reads (the kind's afterImport) once the rows are committed. */
export const IMPORT_COMMITTED = defineTopic<{ jobId: string; entity: string }>('catalog.import.committed');

const SAVEPOINT = 'catalog_import';

type Outcome = { kind: 'failed'; failureCode: string; log: ErrorLog } | { kind: 'stopped' } | { kind: 'written'; written: number };

const fileError = (row: number | null, errorCode: string, message: string) => ({ row, column: null, errorCode, message });

/**
 * Runs a claimed import of any kind. Pass 1 checks the header and counts the rows (so progress has a
 * total). Pass 2 streams the file again inside `m`, the data transaction, under a savepoint: the kind
 * checks and stages each row, then settles and writes them in bulk. Any row error, a cancel or a lost
 * claim rolls back to the savepoint: the import writes everything or nothing.
 */
export async function runImport(job: ClaimedJob, kind: TabularJobKind, m: EntityManager): Promise<void> {
  const counted = await countRows(job, kind);
  if ('failureCode' in counted) {
    await finishJob(job, { status: 'failed', failureCode: counted.failureCode, errors: counted.log.list(), errorCount: counted.log.count });
    return;
  }
  if (!(await reportProgress(job, 0, counted.total))) return;

  await m.query(`SAVEPOINT ${SAVEPOINT}`);
  let outcome: Outcome;
  try {
    outcome = await stageAndWrite(job, kind, m);
    if (outcome.kind === 'written') {
      // conditional on the claim, and row-locked until commit: a cancel from now on waits and then gets 409
      const finished = await finishJob(job, { status: 'completed', writtenRows: outcome.written }, m);
      if (!finished) outcome = { kind: 'stopped' };
      else await publish(IMPORT_COMMITTED, { jobId: job.publicId, entity: job.entity });
    }
  } catch (e) {
    await rollbackToSavepoint(m, SAVEPOINT);
    throw e;
  }
  if (outcome.kind === 'written') {
    await m.query(`RELEASE SAVEPOINT ${SAVEPOINT}`);
    return;
  }
  await rollbackToSavepoint(m, SAVEPOINT);
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
async function countRows(job: ClaimedJob, kind: TabularJobKind): Promise<{ total: number } | { failureCode: string; log: ErrorLog }> {
  const log = new ErrorLog();
  let total = 0;
  let header = true;
  try {
    for await (const row of rowsOf(job)) {
      if (header) {
        header = false;
        const mapped = mapHeader(kind.columns, row, kind.rowErrors);
        if (mapped.errors.length) {
          log.add(...mapped.errors);
          return { failureCode: kind.failures.IMPORT_COLUMNS_INVALID, log };
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
    log.add(fileError(e.row, kind.rowErrors.MALFORMED, e.message));
    return { failureCode: kind.failures.IMPORT_FILE_MALFORMED, log };
  }
  if (total > IMPORT_MAX_ROWS) return tooManyRows(kind, log);
  if (header || total <= 0) {
    log.add(fileError(null, kind.failures.IMPORT_EMPTY, 'The file has no data rows'));
    return { failureCode: kind.failures.IMPORT_EMPTY, log };
  }
  return { total };
}

function tooManyRows(kind: TabularJobKind, log: ErrorLog): { failureCode: string; log: ErrorLog } {
  log.add(fileError(null, kind.rowErrors.ROW_LIMIT, `The file has more than ${IMPORT_MAX_ROWS} rows`));
  return { failureCode: kind.failures.IMPORT_TOO_MANY_ROWS, log };
}

/** Pass 2, inside the savepoint. */
async function stageAndWrite(job: ClaimedJob, kind: TabularJobKind, m: EntityManager): Promise<Outcome> {
  const log = new ErrorLog();
  const run = await kind.startImport(job, m);
  let index: ColumnIndex | undefined;
  let processed = 0;
  try {
    for await (const row of rowsOf(job)) {
      if (!index) {
        index = mapHeader(kind.columns, row, kind.rowErrors).index;
        continue;
      }
      log.add(...(await run.add(row, index)));
      if (++processed > IMPORT_MAX_ROWS) return { kind: 'failed', ...tooManyRows(kind, log) };
      if (processed % PROGRESS_EVERY_ROWS === 0 && !(await reportProgress(job, processed))) return { kind: 'stopped' };
    }
  } catch (e) {
    if (!(e instanceof MalformedFileError)) throw e;
    log.add(fileError(e.row, kind.rowErrors.MALFORMED, e.message));
    return { kind: 'failed', failureCode: kind.failures.IMPORT_FILE_MALFORMED, log };
  }
  if (!processed) {
    log.add(fileError(null, kind.failures.IMPORT_EMPTY, 'The file has no data rows'));
    return { kind: 'failed', failureCode: kind.failures.IMPORT_EMPTY, log };
  }
  await run.resolve(log);
  if (!log.empty) return { kind: 'failed', failureCode: kind.failures.IMPORT_ROWS_INVALID, log };
  // the byte count of pass 1 may include rows the parser finds blank (e.g. a lone ""): the total becomes exact here
  if (!(await reportProgress(job, processed, processed))) return { kind: 'stopped' };
  const written = await run.write(log);
  if (!log.empty) return { kind: 'failed', failureCode: kind.failures.IMPORT_ROWS_INVALID, log };
  return { kind: 'written', written };
}
