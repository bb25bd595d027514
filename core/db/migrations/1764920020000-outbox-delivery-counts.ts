import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An event counts its deliveries still to run and the dead ones, so a delivery that finishes settles its event in
 * the same statement (the counters change under the event's row lock, each finisher seeing the one before) instead
 * of locking the event and recounting its deliveries. Events in flight get their counts from their deliveries.
 */
export class OutboxDeliveryCounts1764920020000 implements MigrationInterface {
  name = 'OutboxDeliveryCounts1764920020000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE outbox_events
        ADD COLUMN open_deliveries integer NOT NULL DEFAULT 0 CHECK (open_deliveries >= 0),
        ADD COLUMN dead_deliveries integer NOT NULL DEFAULT 0 CHECK (dead_deliveries >= 0)`);
    await q.query(`
      UPDATE outbox_events e
         SET open_deliveries = (SELECT count(*) FROM outbox_deliveries d WHERE d.event_id = e.id AND d.status IN ('pending', 'queued')),
             dead_deliveries = (SELECT count(*) FROM outbox_deliveries d WHERE d.event_id = e.id AND d.status = 'dead')
       WHERE e.status = 'queued'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_events DROP COLUMN open_deliveries, DROP COLUMN dead_deliveries`);
  }
}
