import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * catalog_jobs holds the jobs of every registered kind (plugins/catalog/jobs/job-kinds.ts): other plugins
 * (products) register theirs, so the entity column no longer lists the catalog's three; the registry is
 * the list, and the column keeps a name's shape.
 */
export class CatalogJobEntities1764000003000 implements MigrationInterface {
  name = 'CatalogJobEntities1764000003000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE catalog_jobs DROP CONSTRAINT catalog_jobs_entity_check`);
    await q.query(`ALTER TABLE catalog_jobs ADD CONSTRAINT chk_catalog_jobs_entity CHECK (entity ~ '^[a-z][a-z_]*$')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM catalog_jobs WHERE entity NOT IN ('category', 'brand', 'brand_series')`);
    await q.query(`ALTER TABLE catalog_jobs DROP CONSTRAINT chk_catalog_jobs_entity`);
    await q.query(`ALTER TABLE catalog_jobs ADD CONSTRAINT catalog_jobs_entity_check CHECK (entity IN ('category', 'brand', 'brand_series'))`);
  }
}
