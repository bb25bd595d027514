import type { MigrationInterface, QueryRunner } from 'typeorm';
import { renameColumnsToCamel, renameColumnsToSnake } from '../../../core/db/rename-columns.js';

/** The blog tables' camelCase columns, as its earlier migrations created them. */
const CAMEL_COLUMNS: Record<string, string[]> = {
  blog_categories: ['publicId', 'createdAt', 'updatedAt'],
  blog_post_faqs: ['publicId', 'createdAt', 'updatedAt'],
  blog_post_videos: ['publicId', 'createdAt', 'updatedAt'],
  blog_posts: ['publicId', 'createdAt', 'updatedAt'],
};

/** One column naming convention: snake_case, as the naming strategy names entity properties. */
export class BlogSnakeCaseColumns1763800017002 implements MigrationInterface {
  name = 'BlogSnakeCaseColumns1763800017002';

  async up(q: QueryRunner): Promise<void> {
    await renameColumnsToSnake(q, CAMEL_COLUMNS);
  }

  async down(q: QueryRunner): Promise<void> {
    await renameColumnsToCamel(q, CAMEL_COLUMNS);
  }
}
