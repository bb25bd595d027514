import { snakeCaseColumnsMigration } from '../../../core/db/rename-columns.js';

/** One column naming convention: the accounts tables' camelCase columns (as its earlier migrations made them) become snake_case. */
export const AccountsSnakeCaseColumns1763800017001 = snakeCaseColumnsMigration('AccountsSnakeCaseColumns1763800017001', {
  auth_sessions: ['publicId', 'createdAt', 'updatedAt'],
  oauth_codes: ['publicId', 'createdAt', 'updatedAt'],
  oauth_provider_settings: ['publicId', 'createdAt', 'updatedAt'],
  one_time_codes: ['publicId', 'createdAt', 'updatedAt'],
  roles: ['publicId', 'createdAt', 'updatedAt'],
  user_identities: ['publicId', 'createdAt', 'updatedAt'],
  users: ['publicId', 'createdAt', 'updatedAt', 'deletedAt'],
});
