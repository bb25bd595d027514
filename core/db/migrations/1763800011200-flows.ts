import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Durable flows (core/flows): one row per flow instance, one per step it has recorded. */
export class Flows1763800011200 implements MigrationInterface {
  name = 'Flows1763800011200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE flow_runs (
        id bigserial PRIMARY KEY,
        flow varchar(100) NOT NULL,
        flow_id varchar(200) NOT NULL,
        input jsonb,
        status varchar(16) NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'compensating', 'completed', 'failed')),
        attempts int NOT NULL DEFAULT 0,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        UNIQUE (flow, flow_id)
      )`);
    await q.query(`CREATE INDEX idx_flow_runs_unfinished ON flow_runs (updated_at) WHERE status IN ('running', 'compensating')`);
    await q.query(`
      CREATE TABLE flow_steps (
        run_id bigint NOT NULL REFERENCES flow_runs(id) ON DELETE CASCADE,
        step varchar(100) NOT NULL,
        status varchar(16) NOT NULL CHECK (status IN ('intent', 'done', 'compensated')),
        result jsonb,
        idempotency_key varchar(400),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (run_id, step)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE flow_steps`);
    await q.query(`DROP TABLE flow_runs`);
  }
}
