import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where a session was started (issue 23): `online` (the customer's checkout) or `pos` (a counter sale, started and
 * completed in one transaction). "One live session per customer" is the online rule: a counter sale never collides
 * with the customer's own checkout in progress.
 */
export class SessionChannel1764920002000 implements MigrationInterface {
  name = 'SessionChannel1764920002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE checkout_sessions ADD COLUMN channel varchar(10) NOT NULL DEFAULT 'online' CONSTRAINT chk_checkout_sessions_channel CHECK (channel IN ('online', 'pos'))`,
    );
    await q.query(`DROP INDEX uq_checkout_sessions_live`);
    await q.query(
      `CREATE UNIQUE INDEX uq_checkout_sessions_live ON checkout_sessions (customer_public_id) WHERE status IN ('pending_payment', 'payment_in_progress') AND channel = 'online'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX uq_checkout_sessions_live`);
    await q.query(
      `CREATE UNIQUE INDEX uq_checkout_sessions_live ON checkout_sessions (customer_public_id) WHERE status IN ('pending_payment', 'payment_in_progress')`,
    );
    await q.query(`ALTER TABLE checkout_sessions DROP COLUMN channel`);
  }
}
