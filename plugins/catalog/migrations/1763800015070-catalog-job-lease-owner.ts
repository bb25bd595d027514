import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A catalog job's lease names its owner process (core/jobs/lease-owner.ts): a worker may take back a
 * processing job at once when that owner is gone, instead of waiting out the 15-minute lease.
 */
export class CatalogJobLeaseOwner1763800015070 implements MigrationInterface {
  name = 'CatalogJobLeaseOwner1763800015070';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE catalog_jobs ADD COLUMN "leaseOwner" integer`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE catalog_jobs DROP COLUMN "leaseOwner"`);
  }
}
