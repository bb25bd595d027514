import type { MigrationInterface, QueryRunner } from 'typeorm';
import { renameColumnsToCamel, renameColumnsToSnake } from '../../../core/db/rename-columns.js';

/** The accounts tables' camelCase columns, as its earlier migrations created them. */
const CAMEL_COLUMNS: Record<string, string[]> = {
  auth_sessions: ['publicId', 'createdAt', 'updatedAt'],
  oauth_codes: ['publicId', 'createdAt', 'updatedAt'],
  oauth_provider_settings: ['publicId', 'createdAt', 'updatedAt'],
  one_time_codes: ['publicId', 'createdAt', 'updatedAt'],
  roles: ['publicId', 'createdAt', 'updatedAt'],
  user_identities: ['publicId', 'createdAt', 'updatedAt'],
  users: ['publicId', 'createdAt', 'updatedAt', 'deletedAt'],
};

/** One column naming convention: snake_case, as the naming strategy names entity properties. */
export class AccountsSnakeCaseColumns1763800017001 implements MigrationInterface {
  name = 'AccountsSnakeCaseColumns1763800017001';

  async up(q: QueryRunner): Promise<void> {
    await renameColumnsToSnake(q, CAMEL_COLUMNS);
  }

  async down(q: QueryRunner): Promise<void> {
    await renameColumnsToCamel(q, CAMEL_COLUMNS);
  }
}
