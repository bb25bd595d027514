import { clock } from '../../../core/clock/clock.js';
import { liveLeaseOwners } from '../../../core/jobs/lease-owner.js';
import { platform } from '../../../core/platform.js';
import type { CatalogJob } from './catalog-job.entity.js';

/** A job as the list shows it. */
export function toJobSummary(job: CatalogJob) {
  return {
    publicId: job.publicId,
    kind: job.kind,
    entity: job.entity,
    status: job.status,
    format: job.format,
    fileName: job.sourceName,
    totalRows: job.totalRows,
    processedRows: job.processedRows,
    writtenRows: job.writtenRows,
    errorCount: job.errorCount,
    failureCode: job.failureCode,
    requestedBy: job.requestedBy,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
    finishedAt: job.finishedAt,
  };
}

/** Processing with nothing working on it: the process owning its lease is gone, or the lease ran out. */
export function isStalled(job: Pick<CatalogJob, 'status' | 'leaseUntil' | 'leaseOwner'>, liveOwners: ReadonlySet<number>): boolean {
  if (job.status !== 'processing') return false;
  if (job.leaseUntil && job.leaseUntil.getTime() < clock.nowMs()) return true;
  return job.leaseOwner !== null && !liveOwners.has(job.leaseOwner);
}

/** isStalled of each job, asking PostgreSQL once which of their owners live. */
export async function stalledJudge(jobs: ReadonlyArray<Pick<CatalogJob, 'status' | 'leaseOwner'>>): Promise<(job: Parameters<typeof isStalled>[0]) => boolean> {
  const live = await liveLeaseOwners(jobs.filter((j) => j.status === 'processing').map((j) => j.leaseOwner));
  return (job) => isStalled(job, live);
}

/** The detail: adds startedAt, isStalled, the retained row errors and, for a finished export, a fresh signed download link. */
export async function toJobDetail(job: CatalogJob) {
  const stalled = await stalledJudge([job]);
  const download = job.kind === 'export' && job.status === 'completed' && job.resultKey ? await platform().storage.signedUrl(job.resultKey) : null;
  return {
    ...toJobSummary(job),
    startedAt: job.startedAt,
    isStalled: stalled(job),
    params: job.params,
    errors: job.errors,
    downloadUrl: download?.url ?? null,
    downloadExpiresAt: download ? new Date(download.expiresAt) : null,
  };
}
