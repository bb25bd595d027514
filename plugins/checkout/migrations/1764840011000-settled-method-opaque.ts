import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The settled method is payments' word (issue 20 item 2): checkout stores the code payments settled with and
 * no longer lists the codes; payments' own tables keep the CHECK.
 */
export class SettledMethodOpaque1764840011000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE checkout_sessions DROP CONSTRAINT checkout_sessions_settled_method_check`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE checkout_sessions ADD CONSTRAINT checkout_sessions_settled_method_check CHECK (settled_method IN ('cod', 'gateway'))`);
  }
}
