import type { EntityManager } from 'typeorm';
import { clock } from '../../../core/clock/clock.js';
import { newPublicId } from '../../../core/db/ids.js';
import { sqlRows } from '../../../core/db/sql.js';
import { getDataSource } from '../../../core/db/transaction.js';
import { currentLeaseOwner, leaseOwnerAliveSql } from '../../../core/jobs/lease-owner.js';
import type { JobRowError } from './catalog-job.entity.js';
import { JOB_LEASE_MS, JOB_MAX_ATTEMPTS, MAX_RETAINED_ERRORS, type JobFormat, type JobKind } from './job-columns.js';

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
const ABANDONED = `status = 'processing' AND (lease_until < $1 OR (lease_owner IS NOT NULL AND NOT ${leaseOwnerAliveSql('lease_owner')}))`;

/** ABANDONED with now as parameter $n. */
const abandonedAt = (n: number) => ABANDONED.replace('$1', `$${n}`);

export interface ClaimedJob {
  id: string;
  publicId: string;
  kind: JobKind;
  /** a registered kind's entity (job-kinds.ts) */
  entity: string;
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
        SET status = 'processing', attempts = attempts + 1, claim_token = $2, claimed_at = $3, lease_until = $4, lease_owner = $6,
            started_at = COALESCE(started_at, $3), processed_rows = 0, updated_at = $3
      WHERE public_id = $1 AND attempts < $5
        AND (status = 'queued' OR (${abandonedAt(3)}))
      RETURNING id, public_id AS "publicId", kind, entity, format, source_key AS "sourceKey", params, requested_by AS "requestedBy"`,
    [publicId, token, now, new Date(now.getTime() + JOB_LEASE_MS), JOB_MAX_ATTEMPTS, currentLeaseOwner()],
    outside(),
  );
  return row ? { ...row, id: String(row.id), claimToken: token } : null;
}

/** Writes progress; false when the job was cancelled or taken over (the run must stop and roll back). */
export async function reportProgress(job: ClaimedJob, processedRows: number, totalRows?: number): Promise<boolean> {
  const rows = await sqlRows(
    `UPDATE catalog_jobs SET processed_rows = $3, total_rows = COALESCE($4, total_rows), updated_at = $5
      WHERE id = $1 AND claim_token = $2 AND status = 'processing' RETURNING id`,
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
        SET status = $3, failure_code = $4, errors = $5::jsonb, error_count = $6, written_rows = $7,
            result_key = COALESCE($8, result_key), processed_rows = COALESCE($9, processed_rows),
            finished_at = $10, updated_at = $10, lease_until = NULL
      WHERE id = $1 AND claim_token = $2 AND status = 'processing' RETURNING id`,
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

/** Processing jobs nothing works on: the ones to run again and the ones to give up on (with their entity). */
export async function abandonedJobs(): Promise<{ retry: string[]; abandoned: Array<{ publicId: string; entity: string }> }> {
  const rows = await sqlRows<{ publicId: string; entity: string; attempts: number }>(
    `SELECT public_id AS "publicId", entity, attempts FROM catalog_jobs WHERE ${ABANDONED} ORDER BY id LIMIT 100`,
    [clock.now()],
    outside(),
  );
  return {
    retry: rows.filter((r) => r.attempts < JOB_MAX_ATTEMPTS).map((r) => r.publicId),
    abandoned: rows.filter((r) => r.attempts >= JOB_MAX_ATTEMPTS).map(({ publicId, entity }) => ({ publicId, entity })),
  };
}

export async function failAbandoned(publicId: string, failureCode: string): Promise<void> {
  const now = clock.now();
  await sqlRows(
    `UPDATE catalog_jobs SET status = 'failed', failure_code = $2, finished_at = $3, updated_at = $3, lease_until = NULL
      WHERE public_id = $1 AND ${abandonedAt(3)}`,
    [publicId, failureCode, now],
    outside(),
  );
}
