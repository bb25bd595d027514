import { clock } from '../../core/clock/clock.js';
import { currentActor } from '../../core/context/request-context.js';
import { newPublicId } from '../../core/db/ids.js';
import { snakeCase } from '../../core/db/naming-strategy.js';
import { containsPattern, sqlRows } from '../../core/db/sql.js';
import { repo } from '../../core/db/transaction.js';
import { resolveList } from '../../core/http/list-query.js';
import { lockAlive, recordActivity, restore, softDelete, SqlList } from '../../core/lifecycle/index.js';
import { cachedAdminList, writeBanners } from './admin-cache.js';
import { ACTION_TARGET, campaignRows, mayMove, type CampaignAction } from './campaign-lifecycle.js';
import type { AdminCampaignResponse } from './dto/banners.response.js';
import { CAMPAIGN_SORTABLE, type CampaignListQuery, type CreateCampaignDto, type UpdateCampaignDto } from './dto/campaign.dto.js';
import { Campaign } from './entities/campaign.entity.js';
import { BannerErrors as E } from './errors.js';
import { toCampaign } from './mappers.js';
import { CAMPAIGN_SELECT } from './queries.js';

export const campaignErrors = { notFound: E.CAMPAIGN_NOT_FOUND, alreadyDeleted: E.CAMPAIGN_ALREADY_DELETED, notDeleted: E.CAMPAIGN_NOT_DELETED };

function assertWindow(startsAt: Date | null, endsAt: Date | null): void {
  if (startsAt && endsAt && startsAt.getTime() >= endsAt.getTime()) throw E.CAMPAIGN_DATE_INVALID();
}

const at = (v: string | null | undefined, current: Date | null): Date | null => (v === undefined ? current : v === null ? null : new Date(v));

/** Campaigns (admin): created as drafts, moved through the lifecycle by its actions only. */
export class CampaignService {
  list(q: CampaignListQuery) {
    return cachedAdminList('campaigns', q, async () => {
      const l = resolveList(q, CAMPAIGN_SORTABLE, 'createdAt');
      const list = new SqlList({ select: CAMPAIGN_SELECT, countFrom: 'FROM campaigns c' });
      if (!q.includeDeleted) list.where('c.deleted_at IS NULL');
      if (q.status) list.where(`c.status = ${list.param(q.status)}`);
      if (q.source) list.where(`c.source = ${list.param(q.source)}`);
      if (q.search) {
        const s = list.param(containsPattern(q.search));
        list.where(`(c.name ILIKE ${s} OR c.advertiser_name ILIKE ${s})`);
      }
      const { rows, count } = await list.offsetPage(l, `c.${snakeCase(l.sort)} ${l.order} NULLS LAST, c.id ${l.order}`);
      return { rows: rows.map(toCampaign), count, list: l };
    });
  }

  /** Deleted campaigns too (with deletedAt), so they can be restored. */
  async detail(publicId: string): Promise<AdminCampaignResponse> {
    const [row] = await sqlRows(`${CAMPAIGN_SELECT} WHERE c.public_id = $1`, [publicId]);
    if (!row) throw E.CAMPAIGN_NOT_FOUND();
    return toCampaign(row);
  }

  async create(dto: CreateCampaignDto): Promise<AdminCampaignResponse> {
    const startsAt = at(dto.startsAt, null);
    const endsAt = at(dto.endsAt, null);
    assertWindow(startsAt, endsAt);
    const publicId = newPublicId();
    await writeBanners(async () => {
      const now = clock.now();
      await repo(Campaign).insert({
        ...dto,
        startsAt,
        endsAt,
        status: 'draft',
        publicId,
        createdBy: currentActor().publicId ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await recordActivity('create', 'campaign', publicId);
    });
    return this.detail(publicId);
  }

  /** Any subset of the fields (not the status: the lifecycle actions move it); the window holds after the change. */
  async update(publicId: string, dto: UpdateCampaignDto): Promise<AdminCampaignResponse> {
    await writeBanners(async () => {
      const campaign = await lockAlive(Campaign, publicId, campaignErrors);
      const startsAt = at(dto.startsAt, campaign.startsAt);
      const endsAt = at(dto.endsAt, campaign.endsAt);
      assertWindow(startsAt, endsAt);
      await repo(Campaign).update({ id: campaign.id }, { ...dto, startsAt, endsAt, updatedAt: clock.now() });
      await recordActivity('update', 'campaign', campaign.publicId);
    });
    return this.detail(publicId);
  }

  /**
   * A lifecycle action under the row lock: 400 CAMPAIGN_INVALID_TRANSITION when the current status does not
   * allow it; schedule also needs startsAt in the future (400 CAMPAIGN_DATE_INVALID).
   */
  async transition(publicId: string, action: CampaignAction): Promise<AdminCampaignResponse> {
    await writeBanners(async () => {
      const campaign = await lockAlive(Campaign, publicId, campaignErrors);
      if (!mayMove(campaign.status, action)) {
        throw E.CAMPAIGN_INVALID_TRANSITION(undefined, `A ${campaign.status} campaign cannot ${action} (it cannot move to ${ACTION_TARGET[action]})`);
      }
      if (action === 'schedule' && !(campaign.startsAt && campaign.startsAt.getTime() > clock.now().getTime())) {
        throw E.CAMPAIGN_DATE_INVALID(undefined, 'Scheduling needs a startsAt in the future');
      }
      const moved = await campaignRows.move(campaign.id, action, {
        set: { updated_at: clock.now() },
        where: 'deleted_at IS NULL',
        detail: { publicId: campaign.publicId },
      });
      if (!moved.moved) throw new Error(`campaign ${campaign.publicId}: ${action} refused under its row lock`);
    });
    return this.detail(publicId);
  }

  async remove(publicId: string): Promise<void> {
    await writeBanners(async () => {
      const campaign = await softDelete(Campaign, publicId, campaignErrors);
      await recordActivity('delete', 'campaign', campaign.publicId);
    });
  }

  async restore(publicId: string): Promise<AdminCampaignResponse> {
    await writeBanners(async () => {
      const campaign = await restore(Campaign, publicId, campaignErrors);
      await recordActivity('restore', 'campaign', campaign.publicId);
    });
    return this.detail(publicId);
  }
}
