import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Storefront search (issue 11, part 2): the product name as search text (lower, unaccented) stored beside
 * the row, so relevance compares it with the typed text without running unaccent on every match.
 */
export class StorefrontSearch1764100001000 implements MigrationInterface {
  name = 'StorefrontSearch1764100001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products ADD COLUMN search_name text GENERATED ALWAYS AS (coalesce(catalog_search_text(name), '')) STORED`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products DROP COLUMN search_name`);
  }
}
