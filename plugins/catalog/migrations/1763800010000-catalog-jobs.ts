import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Catalog import/export jobs. A worker claims a job with a conditional UPDATE (claimToken, leaseUntil =
 * claim + 15 minutes); progress is written from outside the import's data transaction so it stays visible.
 */
export class CatalogJobs1763800010000 implements MigrationInterface {
  name = 'CatalogJobs1763800010000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE catalog_jobs (
        id bigserial PRIMARY KEY,
        "publicId" uuid NOT NULL UNIQUE,
        kind varchar(10) NOT NULL CHECK (kind IN ('import', 'export')),
        entity varchar(20) NOT NULL CHECK (entity IN ('category', 'brand', 'brand_series')),
        status varchar(12) NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'processing', 'completed', 'failed', 'cancelled')),
        format varchar(4) NOT NULL CHECK (format IN ('csv', 'xlsx')),
        "requestedBy" varchar(100) NOT NULL,
        "sourceKey" varchar(500),
        "sourceName" varchar(255),
        "sourceSize" bigint,
        "resultKey" varchar(500),
        params jsonb NOT NULL DEFAULT '{}'::jsonb,
        "totalRows" integer,
        "processedRows" integer NOT NULL DEFAULT 0,
        "writtenRows" integer,
        errors jsonb NOT NULL DEFAULT '[]'::jsonb,
        "errorCount" integer NOT NULL DEFAULT 0,
        "failureCode" varchar(60),
        attempts integer NOT NULL DEFAULT 0,
        "claimToken" uuid,
        "claimedAt" timestamptz,
        "leaseUntil" timestamptz,
        "startedAt" timestamptz,
        "finishedAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_catalog_jobs_created ON catalog_jobs ("createdAt", id)`);
    await q.query(`CREATE INDEX idx_catalog_jobs_status ON catalog_jobs (status, "leaseUntil")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE catalog_jobs`);
  }
}
