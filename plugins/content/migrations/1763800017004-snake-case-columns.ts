import type { MigrationInterface, QueryRunner } from 'typeorm';
import { renameColumnsToCamel, renameColumnsToSnake } from '../../../core/db/rename-columns.js';

/** The content tables' camelCase columns, as its earlier migrations created them. */
const CAMEL_COLUMNS: Record<string, string[]> = {
  content_pages: ['pageKey', 'seoId', 'createdAt', 'updatedAt'],
  content_sections: ['sectionKey', 'isEnabled', 'createdAt', 'updatedAt'],
};

/** One column naming convention: snake_case, as the naming strategy names entity properties. */
export class ContentSnakeCaseColumns1763800017004 implements MigrationInterface {
  name = 'ContentSnakeCaseColumns1763800017004';

  async up(q: QueryRunner): Promise<void> {
    await renameColumnsToSnake(q, CAMEL_COLUMNS);
  }

  async down(q: QueryRunner): Promise<void> {
    await renameColumnsToCamel(q, CAMEL_COLUMNS);
  }
}
