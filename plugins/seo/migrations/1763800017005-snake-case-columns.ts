import type { MigrationInterface, QueryRunner } from 'typeorm';
import { renameColumnsToCamel, renameColumnsToSnake } from '../../../core/db/rename-columns.js';

/** The seo tables' camelCase columns, as its earlier migrations created them. */
const CAMEL_COLUMNS: Record<string, string[]> = {
  seo_records: ['publicId', 'createdAt', 'updatedAt', 'deletedAt'],
};

/** One column naming convention: snake_case, as the naming strategy names entity properties. */
export class SeoSnakeCaseColumns1763800017005 implements MigrationInterface {
  name = 'SeoSnakeCaseColumns1763800017005';

  async up(q: QueryRunner): Promise<void> {
    await renameColumnsToSnake(q, CAMEL_COLUMNS);
  }

  async down(q: QueryRunner): Promise<void> {
    await renameColumnsToCamel(q, CAMEL_COLUMNS);
  }
}
