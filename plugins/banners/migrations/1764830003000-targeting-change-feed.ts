import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['targeting_rules', 'campaign_placements'];

/**
 * The serve cache keys on the context values some targeting rule of the placement reads: a write to the rules
 * or to the links that decide which campaigns' rules apply notifies the change feed too, so the next serve
 * reads the rules again instead of keying on an old set of fields for a cache lifetime.
 */
export class TargetingChangeFeed1764830003000 implements MigrationInterface {
  name = 'TargetingChangeFeed1764830003000';

  async up(q: QueryRunner): Promise<void> {
    for (const t of TABLES) {
      await q.query(
        `CREATE TRIGGER ${t}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${t} FOR EACH STATEMENT EXECUTE FUNCTION banner_tables_changed()`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of TABLES) await q.query(`DROP TRIGGER ${t}_changed ON ${t}`);
  }
}
