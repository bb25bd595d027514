import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The transactional outbox and Agenda's job table.
 * agenda_jobs is a frozen copy of @agendajs/postgres-backend 3.0.6's schema (getCreateTableSQL and friends):
 * the backend runs with ensureSchema off, so processes starting at once never race on DDL.
 * A newer backend that adds columns needs a new migration.
 */
export class Jobs1763800002000 implements MigrationInterface {
  name = 'Jobs1763800002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox_events (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        topic varchar(200) NOT NULL,
        payload jsonb NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'queued', 'done', 'skipped', 'dead')),
        attempts int NOT NULL DEFAULT 0,
        last_error text,
        available_at timestamptz NOT NULL DEFAULT now(),
        lease_until timestamptz,
        relayed_at timestamptz,
        processed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_outbox_events_due ON outbox_events (available_at, id) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX idx_outbox_events_leased ON outbox_events (lease_until) WHERE status = 'queued'`);
    await q.query(`CREATE INDEX idx_outbox_events_topic_status ON outbox_events (topic, status)`);
    await q.query(`
      CREATE TABLE outbox_processed (
        event_id bigint NOT NULL REFERENCES outbox_events(id) ON DELETE CASCADE,
        handler varchar(100) NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (event_id, handler)
      )`);

    await q.query(`
      CREATE TABLE agenda_jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(255) NOT NULL,
        priority integer NOT NULL DEFAULT 0,
        next_run_at timestamptz,
        type varchar(10) NOT NULL DEFAULT 'normal' CHECK (type IN ('normal', 'single')),
        locked_at timestamptz,
        last_finished_at timestamptz,
        failed_at timestamptz,
        fail_count integer DEFAULT NULL,
        fail_reason text,
        repeat_timezone varchar(100),
        last_run_at timestamptz,
        repeat_interval varchar(255),
        data jsonb DEFAULT '{}'::jsonb,
        repeat_at varchar(255),
        disabled boolean DEFAULT false,
        progress real,
        fork boolean DEFAULT false,
        last_modified_by varchar(255),
        debounce_started_at timestamptz,
        start_date timestamptz,
        end_date timestamptz,
        skip_days jsonb,
        created_at timestamptz DEFAULT now(),
        updated_at timestamptz DEFAULT now()
      )`);
    await q.query(`
      CREATE INDEX agenda_jobs_find_and_lock_idx
        ON agenda_jobs (name, next_run_at, priority DESC, locked_at, disabled) WHERE disabled = false`);
    await q.query(`CREATE UNIQUE INDEX agenda_jobs_single_job_idx ON agenda_jobs (name) WHERE type = 'single'`);
    await q.query(`CREATE INDEX agenda_jobs_locked_at_idx ON agenda_jobs (locked_at) WHERE locked_at IS NOT NULL`);
    await q.query(`CREATE INDEX agenda_jobs_next_run_at_idx ON agenda_jobs (next_run_at) WHERE next_run_at IS NOT NULL`);
    await q.query(`
      CREATE OR REPLACE FUNCTION update_agenda_jobs_updated_at() RETURNS trigger AS $$
      BEGIN
        NEW.updated_at = now();
        RETURN NEW;
      END;
      $$ LANGUAGE plpgsql`);
    await q.query(`
      CREATE TRIGGER agenda_jobs_updated_at_trigger BEFORE UPDATE ON agenda_jobs
      FOR EACH ROW EXECUTE FUNCTION update_agenda_jobs_updated_at()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE agenda_jobs`);
    await q.query(`DROP FUNCTION update_agenda_jobs_updated_at()`);
    await q.query(`DROP TABLE outbox_processed`);
    await q.query(`DROP TABLE outbox_events`);
  }
}
