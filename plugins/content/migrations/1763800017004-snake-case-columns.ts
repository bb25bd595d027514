import { snakeCaseColumnsMigration } from '../../../core/db/rename-columns.js';

/** One column naming convention: the content tables' camelCase columns (as its earlier migrations made them) become snake_case. */
export const ContentSnakeCaseColumns1763800017004 = snakeCaseColumnsMigration('ContentSnakeCaseColumns1763800017004', {
  content_pages: ['pageKey', 'seoId', 'createdAt', 'updatedAt'],
  content_sections: ['sectionKey', 'isEnabled', 'createdAt', 'updatedAt'],
});
