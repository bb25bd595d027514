import { snakeCaseColumnsMigration } from '../../../core/db/rename-columns.js';

/** One column naming convention: the uploads tables' camelCase columns (as its earlier migrations made them) become snake_case. */
export const UploadsSnakeCaseColumns1763800017006 = snakeCaseColumnsMigration('UploadsSnakeCaseColumns1763800017006', {
  uploaded_files: ['publicId', 'createdAt', 'updatedAt'],
});
