import type { EntityManager } from 'typeorm';
import { clock } from '../../../core/clock/clock.js';
import { newPublicId } from '../../../core/db/ids.js';
import { sqlRows } from '../../../core/db/sql.js';
import { getDataSource } from '../../../core/db/transaction.js';
import { currentLeaseOwner, leaseOwnerAliveSql } from '../../../core/jobs/lease-owner.js';
import type { JobRowError } from './catalog-job.entity.js';
import { JOB_LEASE_MS, JOB_MAX_ATTEMPTS, MAX_RETAINED_ERRORS, type JobEntity, type JobFormat, type JobKind } from './job-columns.js';

/**
 * SQL over catalog_jobs for the worker. Claims, progress and failures go through `outside()`: a pooled
 * connection of its own, in autocommit, so they are visible while the import's data transaction is open
 * (db() inside that transaction would hide them until commit, and roll them back with the data).
 */
export const outside = (): EntityManager => getDataSource().manager;

/**
 * A processing job nothing works on: its lease ran out, or the process named as its owner is gone
 * (a job claimed before owners were recorded has none and waits for its lease). $1 is now.
 */
const ABANDONED = `status = 'processing' AND ("leaseUntil" < $1 OR ("leaseOwner" IS NOT NULL AND NOT ${leaseOwnerAliveSql('"leaseOwner"')}))`;

/** ABANDONED with now as parameter $n. */
const abandonedAt = (n: number) => ABANDONED.replace('$1', `$${n}`);

export interface ClaimedJob {
  id: string;
  publicId: string;
  kind: JobKind;
  entity: JobEntity;
  format: JobFormat;
  sourceKey: string | null;
  params: Record<string, unknown>;
  requestedBy: string;
  claimToken: string;
}

/**
 * Takes a queued job, or a processing one nothing works on (lease run out or owner process gone), for this
 * process; null when a live worker has it or it is over.
 */
export async function claimJob(publicId: string): Promise<ClaimedJob | null> {
  const now = clock.now();
  const token = newPublicId();
  const [row] = await sqlRows(
    `UPDATE catalog_jobs
        SET status = 'processing', attempts = attempts + 1, "claimToken" = $2, "claimedAt" = $3, "leaseUntil" = $4, "leaseOwner" = $6,
            "startedAt" = COALESCE("startedAt", $3), "processedRows" = 0, "updatedAt" = $3
      WHERE "publicId" = $1 AND attempts < $5
        AND (status = 'queued' OR (${abandonedAt(3)}))
      RETURNING id, "publicId", kind, entity, format, "sourceKey", params, "requestedBy"`,
    [publicId, token, now, new Date(now.getTime() + JOB_LEASE_MS), JOB_MAX_ATTEMPTS, currentLeaseOwner()],
    outside(),
  );
  return row ? { ...row, id: String(row.id), claimToken: token } : null;
}

/** Writes progress; false when the job was cancelled or taken over (the run must stop and roll back). */
export async function reportProgress(job: ClaimedJob, processedRows: number, totalRows?: number): Promise<boolean> {
  const rows = await sqlRows(
    `UPDATE catalog_jobs SET "processedRows" = $3, "totalRows" = COALESCE($4, "totalRows"), "updatedAt" = $5
      WHERE id = $1 AND "claimToken" = $2 AND status = 'processing' RETURNING id`,
    [job.id, job.claimToken, processedRows, totalRows ?? null, clock.now()],
    outside(),
  );
  return rows.length === 1;
}

export interface JobOutcome {
  status: 'completed' | 'failed';
  failureCode?: string;
  errors?: JobRowError[];
  errorCount?: number;
  writtenRows?: number;
  resultKey?: string;
  processedRows?: number;
}

/**
 * Ends the run if this claim still holds it. Pass the data transaction's manager for a completed import:
 * the row lock then orders it against a concurrent cancel (which waits, then finds the job completed).
 */
export async function finishJob(job: ClaimedJob, outcome: JobOutcome, manager: EntityManager = outside()): Promise<boolean> {
  const errors = (outcome.errors ?? []).slice(0, MAX_RETAINED_ERRORS);
  const rows = await sqlRows(
    `UPDATE catalog_jobs
        SET status = $3, "failureCode" = $4, errors = $5::jsonb, "errorCount" = $6, "writtenRows" = $7,
            "resultKey" = COALESCE($8, "resultKey"), "processedRows" = COALESCE($9, "processedRows"),
            "finishedAt" = $10, "updatedAt" = $10, "leaseUntil" = NULL
      WHERE id = $1 AND "claimToken" = $2 AND status = 'processing' RETURNING id`,
    [
      job.id,
      job.claimToken,
      outcome.status,
      outcome.failureCode ?? null,
      JSON.stringify(errors),
      outcome.errorCount ?? outcome.errors?.length ?? 0,
      outcome.writtenRows ?? null,
      outcome.resultKey ?? null,
      outcome.processedRows ?? null,
      clock.now(),
    ],
    manager,
  );
  return rows.length === 1;
}

/** Processing jobs nothing works on: the ones to run again and the ones to give up on. */
export async function abandonedJobs(): Promise<{ retry: string[]; abandoned: string[] }> {
  const rows = await sqlRows<{ publicId: string; attempts: number }>(
    `SELECT "publicId", attempts FROM catalog_jobs WHERE ${ABANDONED} ORDER BY id LIMIT 100`,
    [clock.now()],
    outside(),
  );
  return {
    retry: rows.filter((r) => r.attempts < JOB_MAX_ATTEMPTS).map((r) => r.publicId),
    abandoned: rows.filter((r) => r.attempts >= JOB_MAX_ATTEMPTS).map((r) => r.publicId),
  };
}

export async function failAbandoned(publicId: string, failureCode: string): Promise<void> {
  const now = clock.now();
  await sqlRows(
    `UPDATE catalog_jobs SET status = 'failed', "failureCode" = $2, "finishedAt" = $3, "updatedAt" = $3, "leaseUntil" = NULL
      WHERE "publicId" = $1 AND ${abandonedAt(3)}`,
    [publicId, failureCode, now],
    outside(),
  );
}
