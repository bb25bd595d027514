import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outbox v2: one delivery row per (event, named subscriber), each with its own attempts, backoff and dead
 * state, instead of one status per event and a processed mark per plugin. Events still in flight go back to
 * pending and are fanned out again by the relay; the catalog's processed marks carry over to its subscribers'
 * new names, so nothing it already handled runs twice.
 */
export class OutboxSubscribers1763800011100 implements MigrationInterface {
  name = 'OutboxSubscribers1763800011100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox_deliveries (
        id bigserial PRIMARY KEY,
        event_id bigint NOT NULL REFERENCES outbox_events(id) ON DELETE CASCADE,
        subscriber varchar(100) NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'queued', 'done', 'dead')),
        attempts int NOT NULL DEFAULT 0,
        last_error text,
        available_at timestamptz NOT NULL DEFAULT now(),
        lease_until timestamptz,
        processed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (event_id, subscriber)
      )`);
    await q.query(`CREATE INDEX idx_outbox_deliveries_due ON outbox_deliveries (available_at, id) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX idx_outbox_deliveries_leased ON outbox_deliveries (lease_until) WHERE status = 'queued'`);
    await q.query(`
      INSERT INTO outbox_deliveries (event_id, subscriber, status, attempts, processed_at)
      SELECT p.event_id, CASE e.topic WHEN 'catalog.job.queued' THEN 'catalog.run-queued-job' ELSE 'catalog.drop-cached-reads' END,
             'done', 1, p.processed_at
        FROM outbox_processed p JOIN outbox_events e ON e.id = p.event_id
       WHERE p.handler = 'catalog' AND e.topic IN ('catalog.job.queued', 'catalog.import.committed') AND e.status IN ('pending', 'queued')`);
    await q.query(`UPDATE outbox_events SET status = 'pending', lease_until = NULL WHERE status = 'queued'`);
    await q.query(`DROP INDEX idx_outbox_events_leased`);
    await q.query(`DROP TABLE outbox_processed`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox_processed (
        event_id bigint NOT NULL REFERENCES outbox_events(id) ON DELETE CASCADE,
        handler varchar(100) NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (event_id, handler)
      )`);
    await q.query(`CREATE INDEX idx_outbox_events_leased ON outbox_events (lease_until) WHERE status = 'queued'`);
    await q.query(`DROP TABLE outbox_deliveries`);
  }
}
