import { snakeCaseColumnsMigration } from '../../../core/db/rename-columns.js';

/** One column naming convention: the seo tables' camelCase columns (as its earlier migrations made them) become snake_case. */
export const SeoSnakeCaseColumns1763800017005 = snakeCaseColumnsMigration('SeoSnakeCaseColumns1763800017005', {
  seo_records: ['publicId', 'createdAt', 'updatedAt', 'deletedAt'],
});
