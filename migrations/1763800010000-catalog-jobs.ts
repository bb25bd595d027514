import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CatalogJobs1763800010000 implements MigrationInterface {
  name = 'CatalogJobs1763800010000';

  async up(q: QueryRunner): Promise<void> {
    void q;
  }

  async down(q: QueryRunner): Promise<void> {
    void q;
  }
}
