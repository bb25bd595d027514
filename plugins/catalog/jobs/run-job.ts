import { db, withTransaction } from '../../../core/db/transaction.js';
import { publish } from '../../../core/jobs/outbox.js';
import type { OutboxEvent } from '../../../core/jobs/outbox-types.js';
import { logger } from '../../../core/log/logger.js';
import { JOB_QUEUED } from './job-desk.js';
import { JobFailure } from './errors.js';
import { runExport } from './export/run-export.js';
import { runImport } from './import/run-import.js';
import { jobKindOf } from './job-kinds.js';
import { abandonedJobs, claimJob, failAbandoned, finishJob } from './job-store.js';

/** The failure codes of an entity's kind (the catalog's when no enabled plugin registered it). */
const failuresOf = (entity: string) => jobKindOf(entity)?.failures ?? JobFailure;

/**
 * Handler of `catalog.job.queued`, run by an Agenda delivery job inside the outbox transaction (which is
 * the import's data transaction). The claim is a conditional UPDATE on its own connection: a second
 * delivery, or a worker finding the job cancelled, does nothing. The job always ends here, failed if
 * something unexpected broke, so a delivery is never retried into a half-run job.
 */
export async function runQueuedJob(event: OutboxEvent<{ jobId: string }>): Promise<void> {
  const job = await claimJob(event.payload.jobId);
  if (!job) return;
  const log = logger().child({ component: 'catalog-jobs', jobId: job.publicId, kind: job.kind, entity: job.entity });
  const t0 = Date.now();
  try {
    const kind = jobKindOf(job.entity);
    if (!kind) throw new Error(`no job kind is registered for entity "${job.entity}"`);
    if (job.kind === 'import') await runImport(job, kind, db());
    else await runExport(job, kind);
    log.info({ ms: Date.now() - t0 }, 'catalog job ran');
  } catch (err) {
    log.error({ err }, 'catalog job failed unexpectedly');
    const code = failuresOf(job.entity).JOB_INTERNAL_ERROR;
    const message = 'The job stopped on an unexpected error; nothing was written';
    await finishJob(job, { status: 'failed', failureCode: code, errors: [{ row: null, column: null, errorCode: code, message }] });
  }
}

/** Handler of `catalog.import.committed`: runs after the import's commit, so no reader caches the old rows again. */
export async function dropCachedReads(event: OutboxEvent<{ entity: string }>): Promise<void> {
  await jobKindOf(event.payload.entity)?.afterImport();
}

export const SWEEP_JOB = 'catalog.jobs.sweep-expired-leases';

/**
 * A job whose worker died stays processing (isStalled) until a worker takes it back: the dead worker's
 * own delivery once its Agenda lock lapses, or this sweep, which queues it again for another worker (or
 * fails it once it has been claimed JOB_MAX_ATTEMPTS times). Either claims it at once: its owner is gone.
 */
export async function sweepExpiredLeases(): Promise<void> {
  const { retry, abandoned } = await abandonedJobs();
  for (const { publicId, entity } of abandoned) await failAbandoned(publicId, failuresOf(entity).JOB_ABANDONED);
  for (const publicId of retry) await withTransaction(() => publish(JOB_QUEUED, { jobId: publicId }).then(() => undefined));
}
