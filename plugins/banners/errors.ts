import { defineError } from '../../core/http/app-error.js';

/** The banners plugin's error codes (issue 14; spec 01 "Errors"). */
export const BannerErrors = {
  BANNER_NOT_FOUND: defineError(404, 'BANNER_NOT_FOUND', 'Banner not found'),
  BANNER_ALREADY_DELETED: defineError(400, 'BANNER_ALREADY_DELETED', 'The banner is deleted'),
  BANNER_NOT_DELETED: defineError(400, 'BANNER_NOT_DELETED', 'The banner is not deleted'),
  BANNER_SCHEDULE_INVALID: defineError(
    400,
    'BANNER_SCHEDULE_INVALID',
    'publishAt must be before expiresAt and the recurrence window must not start after it ends',
  ),
  BANNER_SEO_NOT_FOUND: defineError(404, 'BANNER_SEO_NOT_FOUND', 'The SEO record named by seoId does not exist'),

  PLACEMENT_NOT_FOUND: defineError(404, 'PLACEMENT_NOT_FOUND', 'Placement not found'),
  PLACEMENT_SLUG_EXISTS: defineError(409, 'PLACEMENT_SLUG_EXISTS', 'Another placement has this slug'),
  PLACEMENT_HAS_ACTIVE_ASSIGNMENTS: defineError(409, 'PLACEMENT_HAS_ACTIVE_ASSIGNMENTS', 'The placement has active banner assignments in a running campaign'),

  CAMPAIGN_NOT_FOUND: defineError(404, 'CAMPAIGN_NOT_FOUND', 'Campaign not found'),
  CAMPAIGN_ALREADY_DELETED: defineError(400, 'CAMPAIGN_ALREADY_DELETED', 'The campaign is deleted'),
  CAMPAIGN_NOT_DELETED: defineError(400, 'CAMPAIGN_NOT_DELETED', 'The campaign is not deleted'),
  CAMPAIGN_DATE_INVALID: defineError(400, 'CAMPAIGN_DATE_INVALID', 'startsAt must be before endsAt (and in the future to schedule)'),
  CAMPAIGN_INVALID_TRANSITION: defineError(400, 'CAMPAIGN_INVALID_TRANSITION', 'The campaign cannot make this move from its current status'),

  CAMPAIGN_PLACEMENT_NOT_FOUND: defineError(404, 'CAMPAIGN_PLACEMENT_NOT_FOUND', 'The campaign does not run on this placement'),
  CAMPAIGN_PLACEMENT_ALREADY_EXISTS: defineError(409, 'CAMPAIGN_PLACEMENT_ALREADY_EXISTS', 'The campaign already runs on this placement'),

  BANNER_ASSIGNMENT_NOT_FOUND: defineError(404, 'BANNER_ASSIGNMENT_NOT_FOUND', 'The banner is not assigned to this campaign placement'),
  BANNER_ASSIGNMENT_ALREADY_EXISTS: defineError(409, 'BANNER_ASSIGNMENT_ALREADY_EXISTS', 'The banner is already assigned to this campaign placement'),

  TARGETING_RULE_NOT_FOUND: defineError(404, 'TARGETING_RULE_NOT_FOUND', 'Targeting rule not found'),
  TARGETING_RULE_INVALID_OPERATOR: defineError(400, 'TARGETING_RULE_INVALID_OPERATOR', 'The operator is not valid for this rule type'),

  BANNER_ANALYTICS_TIME_WINDOW_TOO_LARGE: defineError(400, 'BANNER_ANALYTICS_TIME_WINDOW_TOO_LARGE', 'The window is at most 90 days (from and to inclusive)'),
};
