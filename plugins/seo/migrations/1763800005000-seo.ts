import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Seo1763800005000 implements MigrationInterface {
  name = 'Seo1763800005000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE seo_records (
        id bigserial PRIMARY KEY,
        "publicId" uuid NOT NULL UNIQUE,
        title varchar(160),
        description varchar(320),
        canonical_url varchar(2048),
        robots varchar(32),
        og_image_url varchar(2048),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        "deletedAt" timestamptz
      )`);
    await q.query(`CREATE INDEX idx_seo_records_created ON seo_records ("createdAt")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE seo_records`);
  }
}
