import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountsSessionEpoch1763800011000 implements MigrationInterface {
  name = 'AccountsSessionEpoch1763800011000';

  async up(q: QueryRunner): Promise<void> {
    // bumped whenever every session of the user must end (password, role, deactivation, deletion);
    // an admin panel session remembers the value it signed in under and ends when it differs
    await q.query(`ALTER TABLE users ADD COLUMN session_epoch integer NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN session_epoch`);
  }
}
