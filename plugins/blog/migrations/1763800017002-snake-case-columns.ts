import { snakeCaseColumnsMigration } from '../../../core/db/rename-columns.js';

/** One column naming convention: the blog tables' camelCase columns (as its earlier migrations made them) become snake_case. */
export const BlogSnakeCaseColumns1763800017002 = snakeCaseColumnsMigration('BlogSnakeCaseColumns1763800017002', {
  blog_categories: ['publicId', 'createdAt', 'updatedAt'],
  blog_post_faqs: ['publicId', 'createdAt', 'updatedAt'],
  blog_post_videos: ['publicId', 'createdAt', 'updatedAt'],
  blog_posts: ['publicId', 'createdAt', 'updatedAt'],
});
