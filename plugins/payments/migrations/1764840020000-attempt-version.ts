import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payment attempts move through their state machine (issue 20 item 1): every move bumps the attempt's version,
 * as checkout sessions' do. Attempts written before start at 1.
 */
export class AttemptVersion1764840020000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payment_attempts ADD COLUMN version integer NOT NULL DEFAULT 1 CONSTRAINT chk_payment_attempts_version CHECK (version >= 1)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payment_attempts DROP COLUMN version`);
  }
}
