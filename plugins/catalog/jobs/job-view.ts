import { clock } from '../../../core/clock/clock.js';
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

/** Processing past the claim lifetime: the worker is presumed gone. */
export function isStalled(job: Pick<CatalogJob, 'status' | 'leaseUntil'>): boolean {
  return job.status === 'processing' && !!job.leaseUntil && job.leaseUntil.getTime() < clock.nowMs();
}

/** The detail: adds startedAt, isStalled, the retained row errors and, for a finished export, a fresh signed download link. */
export async function toJobDetail(job: CatalogJob) {
  const download = job.kind === 'export' && job.status === 'completed' && job.resultKey ? await platform().storage.signedUrl(job.resultKey) : null;
  return {
    ...toJobSummary(job),
    startedAt: job.startedAt,
    isStalled: isStalled(job),
    params: job.params,
    errors: job.errors,
    downloadUrl: download?.url ?? null,
    downloadExpiresAt: download ? new Date(download.expiresAt) : null,
  };
}
