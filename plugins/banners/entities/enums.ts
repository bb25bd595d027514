/** The enums of spec 01 "Banner resources". */
export const BANNER_SOURCES = ['internal', 'sponsored', 'affiliate', 'system'] as const;
export type BannerSource = (typeof BANNER_SOURCES)[number];

export const SCHEDULE_STATUSES = ['evergreen', 'scheduled', 'active', 'expired'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

export const TARGET_KINDS = ['product', 'category', 'brand', 'url'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

export const LAYOUT_TYPES = [
  'full_slider',
  'full_static',
  'half_pair',
  'quarter_grid',
  'sidebar_stack',
  'sidebar_single',
  'interstitial',
  'popup',
  'inline_card',
  'sticky_bar',
] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'active', 'paused', 'ended', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const RULE_TYPES = [
  'device',
  'country',
  'user_segment',
  'login_state',
  'language',
  'hour_of_day',
  'day_of_week',
  'new_visitor',
  'referrer_domain',
] as const;
export type RuleType = (typeof RULE_TYPES)[number];
