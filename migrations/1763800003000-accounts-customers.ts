import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountsCustomers1763800003000 implements MigrationInterface {
  name = 'AccountsCustomers1763800003000';

  async up(q: QueryRunner): Promise<void> {
    void q;
  }

  async down(q: QueryRunner): Promise<void> {
    void q;
  }
}
