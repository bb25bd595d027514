import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The catalog's own activity table gives its rows to core's activity log and goes. */
export class CatalogActivityToLog1763800016150 implements MigrationInterface {
  name = 'CatalogActivityToLog1763800016150';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `INSERT INTO activity_log (actor, action, entity, public_id, at) SELECT actor, action, entity, "publicId", at FROM catalog_activity ORDER BY id`,
    );
    await q.query(`DROP TABLE catalog_activity`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE catalog_activity (
        id bigserial PRIMARY KEY,
        actor varchar(100) NOT NULL,
        action varchar(40) NOT NULL,
        entity varchar(40) NOT NULL,
        "publicId" uuid NOT NULL,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_catalog_activity_entity ON catalog_activity (entity, "publicId", at)`);
    await q.query(
      `INSERT INTO catalog_activity (actor, action, entity, "publicId", at)
       SELECT actor, action, entity, public_id, at FROM activity_log
       WHERE entity IN ('category', 'brand', 'brand_series', 'tag') ORDER BY id`,
    );
  }
}
