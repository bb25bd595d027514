import type { MigrationInterface, QueryRunner } from 'typeorm';

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** Every camelCase column, by table, as the migrations before this one created them (agenda_jobs is the library's). */
const CAMEL_COLUMNS: Record<string, string[]> = {
  auth_sessions: ['publicId', 'createdAt', 'updatedAt'],
  blog_categories: ['publicId', 'createdAt', 'updatedAt'],
  blog_post_faqs: ['publicId', 'createdAt', 'updatedAt'],
  blog_post_videos: ['publicId', 'createdAt', 'updatedAt'],
  blog_posts: ['publicId', 'createdAt', 'updatedAt'],
  brand_series: ['publicId', 'brandId', 'displayOrder', 'isVisible', 'logoUrl', 'logoAlt', 'seoTitle', 'seoDescription', 'createdAt', 'updatedAt', 'deletedAt'],
  brands: ['publicId', 'displayOrder', 'isVisible', 'logoUrl', 'logoAlt', 'seoTitle', 'seoDescription', 'createdAt', 'updatedAt', 'deletedAt'],
  catalog_jobs: ['publicId', 'requestedBy', 'sourceKey', 'sourceName', 'sourceSize', 'resultKey', 'totalRows', 'processedRows', 'writtenRows', 'errorCount', 'failureCode', 'claimToken', 'claimedAt', 'leaseUntil', 'startedAt', 'finishedAt', 'createdAt', 'updatedAt', 'leaseOwner'],
  categories: ['publicId', 'parentId', 'displayOrder', 'isVisible', 'imageUrl', 'imageAlt', 'seoTitle', 'seoDescription', 'createdAt', 'updatedAt', 'deletedAt'],
  content_pages: ['pageKey', 'seoId', 'createdAt', 'updatedAt'],
  content_sections: ['sectionKey', 'isEnabled', 'createdAt', 'updatedAt'],
  oauth_codes: ['publicId', 'createdAt', 'updatedAt'],
  oauth_provider_settings: ['publicId', 'createdAt', 'updatedAt'],
  one_time_codes: ['publicId', 'createdAt', 'updatedAt'],
  roles: ['publicId', 'createdAt', 'updatedAt'],
  seo_records: ['publicId', 'createdAt', 'updatedAt', 'deletedAt'],
  tags: ['publicId', 'isVisible', 'createdAt', 'updatedAt', 'deletedAt'],
  uploaded_files: ['publicId', 'createdAt', 'updatedAt'],
  user_identities: ['publicId', 'createdAt', 'updatedAt'],
  users: ['publicId', 'createdAt', 'updatedAt', 'deletedAt'],
};

/** PostgreSQL's own names for these checks embed the column; constraint-errors reads the field from them. */
const DISPLAY_ORDER_CHECKS = ['categories', 'brands', 'brand_series'];

/** One column naming convention: snake_case, as the naming strategy names entity properties. */
export class SnakeCaseColumns1763800017000 implements MigrationInterface {
  name = 'SnakeCaseColumns1763800017000';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, columns] of Object.entries(CAMEL_COLUMNS)) {
      for (const column of columns) await q.query(`ALTER TABLE ${table} RENAME COLUMN "${column}" TO ${snake(column)}`);
    }
    for (const table of DISPLAY_ORDER_CHECKS) {
      await q.query(`ALTER TABLE ${table} RENAME CONSTRAINT "${table}_displayOrder_check" TO ${table}_display_order_check`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of DISPLAY_ORDER_CHECKS) {
      await q.query(`ALTER TABLE ${table} RENAME CONSTRAINT ${table}_display_order_check TO "${table}_displayOrder_check"`);
    }
    for (const [table, columns] of Object.entries(CAMEL_COLUMNS)) {
      for (const column of columns) await q.query(`ALTER TABLE ${table} RENAME COLUMN ${snake(column)} TO "${column}"`);
    }
  }
}
