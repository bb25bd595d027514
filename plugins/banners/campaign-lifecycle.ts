import { defineStateMachine, recordActivity, stateTable } from '../../core/lifecycle/index.js';
import { CAMPAIGN_STATUSES, type CampaignStatus } from './entities/enums.js';

/**
 * Spec 01 "Campaign lifecycle", one move per action (PATCH /api/admin/campaigns/{publicId}/<action>); the
 * schedule action moves a draft, active or paused campaign to scheduled (the sentence under the table wins
 * over the table for it: issue 14).
 */
export const CAMPAIGN_MACHINE = defineStateMachine({
  name: 'campaign',
  states: CAMPAIGN_STATUSES,
  moves: {
    schedule: { from: ['draft', 'active', 'paused'], to: 'scheduled' },
    activate: { from: ['draft', 'scheduled', 'paused'], to: 'active' },
    pause: { from: ['active'], to: 'paused' },
    end: { from: ['active', 'paused'], to: 'ended' },
    cancel: { from: ['scheduled', 'active', 'paused'], to: 'cancelled' },
  },
});

export const CAMPAIGN_ACTIONS = ['schedule', 'activate', 'pause', 'end', 'cancel'] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

/** Where each action leads. */
export const ACTION_TARGET = Object.fromEntries(CAMPAIGN_ACTIONS.map((a) => [a, CAMPAIGN_MACHINE.target(a)])) as Record<CampaignAction, CampaignStatus>;

/** The statuses each action may start from. */
export const ALLOWED_FROM = Object.fromEntries(CAMPAIGN_ACTIONS.map((a) => [a, CAMPAIGN_MACHINE.allowedFrom(a)])) as Record<
  CampaignAction,
  readonly CampaignStatus[]
>;

export const mayMove = (from: CampaignStatus, action: CampaignAction): boolean => CAMPAIGN_MACHINE.can(from, action);

/** how the activity feed words a lifecycle action */
const DONE: Record<CampaignAction, string> = { schedule: 'scheduled', activate: 'activated', pause: 'paused', end: 'ended', cancel: 'cancelled' };

/** The campaigns table's moves (no version column: campaigns never kept one), each logged in the activity feed. */
export const campaignRows = stateTable({
  machine: CAMPAIGN_MACHINE,
  table: 'campaigns',
  versionColumn: null,
  onMoved: (m) => recordActivity(DONE[m.event as CampaignAction], 'campaign', String(m.detail.publicId)),
});
