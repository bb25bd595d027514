import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What other plugins may read of an account (docs/architecture.md, Table ownership): who a user is, by internal or
 * public id, for the customer of an address, a cart, a checkout or an order and the names their admin lists show.
 * A plain view: PostgreSQL reads it as the table itself (same plan); a change to these columns of users has to
 * keep the view, which is the point.
 */
export class AccountsUserNames1764850001000 implements MigrationInterface {
  name = 'AccountsUserNames1764850001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE VIEW accounts_user_names AS SELECT id, public_id, kind, name, email FROM users`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW accounts_user_names`);
  }
}
