import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['placements', 'banners', 'campaigns'];

/**
 * Serving and tracking keep the active placements and the known banner, placement and campaign ids in
 * memory on every instance; a statement trigger on those tables notifies `bazaar_banner_changes` with the
 * table name (delivered on commit), whoever writes: routes, panel, jobs or SQL.
 */
export class BannerChangeFeed1764700002000 implements MigrationInterface {
  name = 'BannerChangeFeed1764700002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION banner_tables_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('bazaar_banner_changes', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    for (const t of TABLES) {
      await q.query(
        `CREATE TRIGGER ${t}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${t} FOR EACH STATEMENT EXECUTE FUNCTION banner_tables_changed()`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of TABLES) await q.query(`DROP TRIGGER ${t}_changed ON ${t}`);
    await q.query(`DROP FUNCTION banner_tables_changed()`);
  }
}
