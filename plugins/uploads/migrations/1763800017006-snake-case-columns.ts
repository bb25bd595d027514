import type { MigrationInterface, QueryRunner } from 'typeorm';
import { renameColumnsToCamel, renameColumnsToSnake } from '../../../core/db/rename-columns.js';

/** The uploads tables' camelCase columns, as its earlier migrations created them. */
const CAMEL_COLUMNS: Record<string, string[]> = {
  uploaded_files: ['publicId', 'createdAt', 'updatedAt'],
};

/** One column naming convention: snake_case, as the naming strategy names entity properties. */
export class UploadsSnakeCaseColumns1763800017006 implements MigrationInterface {
  name = 'UploadsSnakeCaseColumns1763800017006';

  async up(q: QueryRunner): Promise<void> {
    await renameColumnsToSnake(q, CAMEL_COLUMNS);
  }

  async down(q: QueryRunner): Promise<void> {
    await renameColumnsToCamel(q, CAMEL_COLUMNS);
  }
}
