import { defineError } from '../../core/http/app-error.js';

/** spec 01 "Errors" (newsletter rows). The three codes the spec defines but never returns are not declared. */
export const NewsletterErrors = {
  CONFIRMATION_TOKEN_INVALID: defineError(
    404,
    'NEWSLETTER_CONFIRMATION_TOKEN_INVALID',
    'The confirmation link is not valid (used, expired, or the address has unsubscribed)',
  ),
  CAMPAIGN_NOT_FOUND: defineError(404, 'NEWSLETTER_CAMPAIGN_NOT_FOUND', 'Newsletter campaign not found'),
  CAMPAIGN_NOT_DRAFT: defineError(409, 'NEWSLETTER_CAMPAIGN_NOT_DRAFT', 'Only a draft campaign can be edited or sent'),
  CAMPAIGN_NO_RECIPIENTS: defineError(409, 'NEWSLETTER_CAMPAIGN_NO_RECIPIENTS', 'There is no confirmed subscriber to send the campaign to'),
};
