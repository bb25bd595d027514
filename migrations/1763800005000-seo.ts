import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Seo1763800005000 implements MigrationInterface {
  name = 'Seo1763800005000';

  async up(q: QueryRunner): Promise<void> {
    void q;
  }

  async down(q: QueryRunner): Promise<void> {
    void q;
  }
}
