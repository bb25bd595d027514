import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Spec 02 "Limits": a product slug has up to 260 characters; the core slug registry held 255. */
export class ProductSlugLength1764000002000 implements MigrationInterface {
  name = 'ProductSlugLength1764000002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE slugs ALTER COLUMN slug TYPE varchar(260)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE slugs ALTER COLUMN slug TYPE varchar(255)`);
  }
}
