import { defineError } from '../../core/http/app-error.js';

export const BlogErrors = {
  POST_NOT_FOUND: defineError(404, 'BLOG_POST_NOT_FOUND', 'Blog post not found'),
  CATEGORY_NOT_FOUND: defineError(404, 'BLOG_CATEGORY_NOT_FOUND', 'Blog category not found'),
  CATEGORY_NOT_EMPTY: defineError(409, 'BLOG_CATEGORY_NOT_EMPTY', 'The category still has posts'),
  CATEGORY_SLUG_ALREADY_EXISTS: defineError(409, 'BLOG_CATEGORY_SLUG_ALREADY_EXISTS', 'A blog category already uses (or used) this slug'),
  POST_SLUG_ALREADY_EXISTS: defineError(409, 'BLOG_POST_SLUG_ALREADY_EXISTS', 'A blog post already uses (or used) this slug'),
  POST_INVALID_STATUS_TRANSITION: defineError(400, 'BLOG_POST_INVALID_STATUS_TRANSITION', 'The post cannot move to this status from its current one'),
  SEO_NOT_FOUND: defineError(400, 'BLOG_SEO_NOT_FOUND', 'The SEO record named by seoId does not exist'),
};
