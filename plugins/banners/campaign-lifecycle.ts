import type { CampaignStatus } from './entities/enums.js';

/** The campaign's lifecycle actions (PATCH /api/admin/campaigns/{publicId}/<action>). */
export const CAMPAIGN_ACTIONS = ['schedule', 'activate', 'pause', 'end', 'cancel'] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

/** Where each action leads. */
export const ACTION_TARGET: Record<CampaignAction, CampaignStatus> = {
  schedule: 'scheduled', activate: 'active', pause: 'paused', end: 'ended', cancel: 'cancelled',
};

/**
 * Spec 01 "Campaign lifecycle": the moves allowed from each status; the schedule action moves a draft,
 * active or paused campaign to scheduled (the sentence under the table wins over the table for it: issue 14).
 */
export const ALLOWED_FROM: Record<CampaignAction, readonly CampaignStatus[]> = {
  schedule: ['draft', 'active', 'paused'],
  activate: ['draft', 'scheduled', 'paused'],
  pause: ['active'],
  end: ['active', 'paused'],
  cancel: ['scheduled', 'active', 'paused'],
};

export const mayMove = (from: CampaignStatus, action: CampaignAction): boolean => ALLOWED_FROM[action].includes(from);
