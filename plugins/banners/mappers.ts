import { toMinorUnits } from '../../core/db/money.js';
import type {
  AdminBannerResponse,
  AdminCampaignResponse,
  AdminPlacementResponse,
  BannerAssignmentResponse,
  CampaignPlacementResponse,
  TargetingRuleResponse,
} from './dto/banners.response.js';

type Row = Record<string, any>;
const iso = (d: unknown): string | null => (d === null || d === undefined ? null : new Date(d as string).toISOString());
const int = (n: unknown): number | null => (n === null || n === undefined ? null : Number(n));
const money = (n: unknown): number | null => (n === null || n === undefined ? null : toMinorUnits(n));

/** Drops the internal id and turns instants into ISO text (the same JSON fresh or from the admin list cache). */
function base(row: Row, instants: string[]): Row {
  const { id: _id, ...rest } = row;
  for (const k of instants) rest[k] = iso(rest[k]);
  return rest;
}

export const toBanner = (row: Row): AdminBannerResponse =>
  ({ ...base(row, ['publishAt', 'expiresAt', 'createdAt', 'updatedAt', 'deletedAt']), priority: Number(row.priority) }) as AdminBannerResponse;

export const toPlacement = (row: Row): AdminPlacementResponse => base(row, ['createdAt', 'updatedAt']) as AdminPlacementResponse;

export const toCampaign = (row: Row): AdminCampaignResponse => {
  const out = base(row, ['startsAt', 'endsAt', 'createdAt', 'updatedAt', 'deletedAt']);
  return {
    id: row.publicId,
    ...out,
    budgetTotalPaisa: money(row.budgetTotalPaisa),
    budgetDailyPaisa: money(row.budgetDailyPaisa),
    impressionCap: int(row.impressionCap),
    clickCap: int(row.clickCap),
  } as AdminCampaignResponse;
};

export const toCampaignPlacement = (row: Row): CampaignPlacementResponse => base(row, ['createdAt', 'updatedAt']) as CampaignPlacementResponse;

export const toAssignment = (row: Row): BannerAssignmentResponse => base(row, ['createdAt', 'updatedAt']) as BannerAssignmentResponse;

export const toRule = (row: Row): TargetingRuleResponse => base(row, ['createdAt', 'updatedAt']) as TargetingRuleResponse;
