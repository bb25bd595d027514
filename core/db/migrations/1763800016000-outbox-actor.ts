import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The actor an event was published by (an admin or a customer; null for the system), so its subscribers run
 * as that actor: `{ kind, publicId, internalId }`.
 */
export class OutboxActor1763800016000 implements MigrationInterface {
  name = 'OutboxActor1763800016000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_events ADD COLUMN actor jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_events DROP COLUMN actor`);
  }
}
