import { defineError } from '../../core/http/app-error.js';

export const ContentErrors = {
  NOT_FOUND: defineError(404, 'CONTENT_NOT_FOUND', 'Content not found'),
  SECTION_KEY_INVALID: defineError(400, 'CONTENT_SECTION_KEY_INVALID', 'This section is not allowed for the page'),
  SECTION_PAYLOAD_INVALID: defineError(400, 'CONTENT_SECTION_PAYLOAD_INVALID', 'The section payload is invalid'),
  SEO_NOT_FOUND: defineError(400, 'CONTENT_SEO_NOT_FOUND', 'The SEO record does not exist'),
};
