import type { EntityManager } from 'typeorm';

/** The kernel's recurring clean-up job. */
export const PRUNE_JOB = 'core.jobs.prune';
/** cron: hourly at minute 7, the same instant whichever worker (re)starts, and never right at start-up */
export const PRUNE_INTERVAL = '7 * * * *';

const BATCH = 5000;

/**
 * Deletes what nobody needs any more, in small batches so no lock is held long: outbox events done or
 * skipped more than `retentionDays` ago (their delivery rows go with them), and one-off Agenda jobs
 * that failed for good that long ago, and Idempotency-Key records past their 24 hours. Dead events stay
 * until someone deals with them (an event is dead when one of its deliveries is).
 */
export async function pruneFinished(m: EntityManager, retentionDays: number): Promise<{ events: number; jobs: number; idempotencyKeys: number }> {
  let events = 0;
  for (;;) {
    const [, n] = await m.query(
      `DELETE FROM outbox_events WHERE id IN (
         SELECT id FROM outbox_events
          WHERE status IN ('done', 'skipped') AND processed_at < now() - make_interval(days => $1)
          LIMIT ${BATCH})`,
      [retentionDays],
    );
    events += n;
    if (n < BATCH) break;
  }
  const [, jobs] = await m.query(
    `DELETE FROM agenda_jobs
      WHERE type = 'normal' AND next_run_at IS NULL AND locked_at IS NULL
        AND coalesce(failed_at, last_finished_at, updated_at) < now() - make_interval(days => $1)`,
    [retentionDays],
  );
  return { events, jobs, idempotencyKeys: await pruneIdempotencyKeys(m) };
}

/** Idempotency-Key records are kept 24 hours: a client retrying later than that is making a new request. */
export const IDEMPOTENCY_RETENTION_HOURS = 24;

async function pruneIdempotencyKeys(m: EntityManager): Promise<number> {
  let total = 0;
  for (;;) {
    const [, n] = await m.query(
      `DELETE FROM idempotency_keys WHERE id IN (
         SELECT id FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1) LIMIT ${BATCH})`,
      [IDEMPOTENCY_RETENTION_HOURS],
    );
    total += n;
    if (n < BATCH) return total;
  }
}
