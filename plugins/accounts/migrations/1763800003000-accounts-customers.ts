import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountsCustomers1763800003000 implements MigrationInterface {
  name = 'AccountsCustomers1763800003000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN deletion_requested_at timestamptz,
        ADD COLUMN deletion_scheduled_at timestamptz,
        ADD COLUMN delete_block_until timestamptz,
        ADD COLUMN anonymised_at timestamptz`);
    // the completion job scans pending deletions whose grace period ended
    await q.query(`CREATE INDEX idx_users_deletion_due ON users (deletion_scheduled_at) WHERE deletion_scheduled_at IS NOT NULL AND anonymised_at IS NULL`);
    await q.query(`
      CREATE TABLE one_time_codes (
        id bigserial PRIMARY KEY,
        "publicId" uuid NOT NULL UNIQUE,
        user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose varchar(32) NOT NULL CHECK (purpose IN ('email_verify', 'password_reset', 'phone_verify', 'account_recovery')),
        code_hash char(64) NOT NULL,
        token_hash char(64) UNIQUE,
        target varchar(254),
        expires_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        used_at timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_one_time_codes_live ON one_time_codes (user_id, purpose) WHERE used_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE one_time_codes`);
    await q.query(`DROP INDEX idx_users_deletion_due`);
    await q.query(`
      ALTER TABLE users
        DROP COLUMN anonymised_at,
        DROP COLUMN delete_block_until,
        DROP COLUMN deletion_scheduled_at,
        DROP COLUMN deletion_requested_at`);
  }
}
