import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountsFederated1763800004000 implements MigrationInterface {
  name = 'AccountsFederated1763800004000';

  async up(q: QueryRunner): Promise<void> {
    void q;
  }

  async down(q: QueryRunner): Promise<void> {
    void q;
  }
}
