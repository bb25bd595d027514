import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Catalog1763800009000 implements MigrationInterface {
  name = 'Catalog1763800009000';

  async up(q: QueryRunner): Promise<void> {
    void q;
  }

  async down(q: QueryRunner): Promise<void> {
    void q;
  }
}
