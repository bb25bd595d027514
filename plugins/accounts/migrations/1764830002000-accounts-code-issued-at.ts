import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When each one-time code was issued, on the service's clock (issue 26 item 5): the flows an anonymous caller
 * starts count a user's codes of the last hour and day to cap the mails one address receives.
 */
export class AccountsCodeIssuedAt1764830002000 implements MigrationInterface {
  name = 'AccountsCodeIssuedAt1764830002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE one_time_codes ADD COLUMN issued_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`UPDATE one_time_codes SET issued_at = created_at`);
    await q.query(`CREATE INDEX idx_one_time_codes_issued ON one_time_codes (user_id, purpose, issued_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE one_time_codes DROP COLUMN issued_at`);
  }
}
