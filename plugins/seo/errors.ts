import { defineError } from '../../core/http/app-error.js';

export const SeoErrors = {
  SEO_NOT_FOUND: defineError(404, 'SEO_NOT_FOUND', 'SEO record not found'),
  SEO_ALREADY_DELETED: defineError(409, 'SEO_ALREADY_DELETED', 'This SEO record is already deleted'),
  SEO_NOT_DELETED: defineError(409, 'SEO_NOT_DELETED', 'This SEO record is not deleted'),
};
