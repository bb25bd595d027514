import type { EntityManager } from 'typeorm';

/** SQL over flow_runs / flow_steps. */
export type RunStatus = 'running' | 'compensating' | 'completed' | 'failed';
export type StepStatus = 'intent' | 'done' | 'compensated';

export interface StoredRun {
  id: string;
  status: RunStatus;
  input: unknown;
  attempts: number;
}

export interface StoredStep {
  status: StepStatus;
  result: unknown;
}

/** Records the run unless it exists (the caller's transaction decides whether it does). */
export async function insertRun(m: EntityManager, flow: string, flowId: string, input: unknown): Promise<void> {
  await m.query(`INSERT INTO flow_runs (flow, flow_id, input) VALUES ($1, $2, $3::jsonb) ON CONFLICT (flow, flow_id) DO NOTHING`, [
    flow,
    flowId,
    JSON.stringify(input ?? null),
  ]);
}

/** Locks the run for the caller's transaction: runners of one flow instance take turns, step by step. */
export async function lockRun(m: EntityManager, flow: string, flowId: string): Promise<StoredRun | undefined> {
  const [row] = await m.query(`SELECT id, status, input, attempts FROM flow_runs WHERE flow = $1 AND flow_id = $2 FOR UPDATE`, [flow, flowId]);
  return row && { id: String(row.id), status: row.status, input: row.input, attempts: row.attempts };
}

export async function findStep(m: EntityManager, runId: string, step: string): Promise<StoredStep | undefined> {
  const [row] = await m.query(`SELECT status, result FROM flow_steps WHERE run_id = $1 AND step = $2`, [runId, step]);
  return row && { status: row.status, result: row.result };
}

export async function saveStep(m: EntityManager, runId: string, step: string, status: StepStatus, result: unknown, idempotencyKey?: string): Promise<void> {
  await m.query(
    `INSERT INTO flow_steps (run_id, step, status, result, idempotency_key) VALUES ($1, $2, $3, $4::jsonb, $5)
     ON CONFLICT (run_id, step) DO UPDATE SET status = EXCLUDED.status, result = coalesce(EXCLUDED.result, flow_steps.result), updated_at = now()`,
    [runId, step, status, result === undefined ? null : JSON.stringify(result), idempotencyKey ?? null],
  );
  await m.query(`UPDATE flow_runs SET updated_at = now() WHERE id = $1`, [runId]);
}

export async function setRunStatus(m: EntityManager, runId: string, status: RunStatus): Promise<void> {
  await m.query(
    `UPDATE flow_runs SET status = $2::varchar, updated_at = now(), finished_at = CASE WHEN $2::varchar IN ('completed', 'failed') THEN now() END WHERE id = $1`,
    [runId, status],
  );
}

/** Counts a failed run; resolves to the attempts so far. */
export async function recordFailure(m: EntityManager, runId: string, error: string): Promise<number> {
  // an UPDATE ... RETURNING answers [rows, count] through TypeORM: select from it to get plain rows
  const [row] = await m.query(
    `WITH updated AS (UPDATE flow_runs SET attempts = attempts + 1, last_error = $2, updated_at = now() WHERE id = $1 RETURNING attempts)
     SELECT attempts FROM updated`,
    [runId, error.slice(0, 2000)],
  );
  return row.attempts;
}

/** Runs left unfinished and untouched for `staleMs` (their worker died, or their job was lost). */
export async function staleRuns(m: EntityManager, flows: string[], staleMs: number, limit: number): Promise<Array<{ flow: string; flowId: string }>> {
  const rows = await m.query(
    `SELECT flow, flow_id FROM flow_runs
      WHERE status IN ('running', 'compensating') AND flow = ANY($1::varchar[]) AND updated_at < now() - make_interval(secs => $2::float8 / 1000)
      ORDER BY updated_at LIMIT $3`,
    [flows, staleMs, limit],
  );
  return rows.map((r: any) => ({ flow: r.flow, flowId: r.flow_id }));
}
