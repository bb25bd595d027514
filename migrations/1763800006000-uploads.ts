import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Uploads1763800006000 implements MigrationInterface {
  name = 'Uploads1763800006000';

  async up(q: QueryRunner): Promise<void> {
    void q;
  }

  async down(q: QueryRunner): Promise<void> {
    void q;
  }
}
