import { clock } from '../../core/clock/clock.js';
import { sqlRows } from '../../core/db/sql.js';
import { repo } from '../../core/db/transaction.js';
import { resolveList, type ListQuery } from '../../core/http/list-query.js';
import { lockAlive, recordActivity, SqlList } from '../../core/lifecycle/index.js';
import { writeBanners } from './admin-cache.js';
import { campaignErrors } from './campaign.service.js';
import type { AddCampaignPlacementDto, CreateAssignmentDto, UpdateAssignmentDto } from './dto/assignment.dto.js';
import type { BannerAssignmentResponse, CampaignPlacementResponse } from './dto/banners.response.js';
import { BannerAssignment } from './entities/banner-assignment.entity.js';
import { CampaignPlacement } from './entities/campaign-placement.entity.js';
import { Campaign } from './entities/campaign.entity.js';
import { BannerErrors as E } from './errors.js';
import { toAssignment, toCampaignPlacement } from './mappers.js';
import { ASSIGNMENT_SELECT, CAMPAIGN_PLACEMENT_SELECT } from './queries.js';
import { mapUnique } from '../../core/db/errors.js';

const ASSIGNMENT_SORTABLE = ['displayOrder', 'weight', 'createdAt'] as const;

async function livePlacementId(placementPublicId: string): Promise<string> {
  const [row] = await sqlRows<{ id: string }>(`SELECT id FROM placements WHERE public_id = $1 AND deleted_at IS NULL FOR KEY SHARE`, [placementPublicId]);
  if (!row) throw E.PLACEMENT_NOT_FOUND();
  return String(row.id);
}

async function liveBannerId(bannerPublicId: string): Promise<string> {
  const [row] = await sqlRows<{ id: string }>(`SELECT id FROM banners WHERE public_id = $1 AND deleted_at IS NULL FOR KEY SHARE`, [bannerPublicId]);
  if (!row) throw E.BANNER_NOT_FOUND();
  return String(row.id);
}

/** The campaign (locked, alive) and the link to the placement: 404 campaign, placement, then link. */
async function lockLink(campaignPublicId: string, placementPublicId: string): Promise<CampaignPlacement> {
  const campaign = await lockAlive(Campaign, campaignPublicId, campaignErrors);
  const placementId = await livePlacementId(placementPublicId);
  const link = await repo(CampaignPlacement).findOne({ where: { campaignId: campaign.id, placementId }, lock: { mode: 'pessimistic_write' } });
  if (!link) throw E.CAMPAIGN_PLACEMENT_NOT_FOUND();
  return link;
}

async function linkView(linkId: string): Promise<CampaignPlacementResponse> {
  const [row] = await sqlRows(`${CAMPAIGN_PLACEMENT_SELECT} WHERE cp.id = $1`, [linkId]);
  return toCampaignPlacement(row);
}

async function assignmentView(id: string): Promise<BannerAssignmentResponse> {
  const [row] = await sqlRows(`${ASSIGNMENT_SELECT} WHERE a.id = $1`, [id]);
  return toAssignment(row);
}

/** Campaign placements and banner assignments (permission module Assignments). They do not touch the serving cache. */
export class AssignmentService {
  /** The placements a campaign runs on (the panel's view; deleted placements left out). */
  async placementsOf(campaignPublicId: string): Promise<CampaignPlacementResponse[]> {
    const rows = await sqlRows(`${CAMPAIGN_PLACEMENT_SELECT} WHERE c.public_id = $1 AND p.deleted_at IS NULL ORDER BY p.sort_order, p.id`, [campaignPublicId]);
    return rows.map(toCampaignPlacement);
  }

  async addPlacement(campaignPublicId: string, dto: AddCampaignPlacementDto): Promise<CampaignPlacementResponse> {
    const id = await writeBanners(async () => {
      const campaign = await lockAlive(Campaign, campaignPublicId, campaignErrors);
      const placementId = await livePlacementId(dto.placementPublicId);
      if (await repo(CampaignPlacement).exists({ where: { campaignId: campaign.id, placementId } })) throw E.CAMPAIGN_PLACEMENT_ALREADY_EXISTS();
      const now = clock.now();
      const inserted = await mapUnique('uq_campaign_placements_pair', E.CAMPAIGN_PLACEMENT_ALREADY_EXISTS, () =>
        repo(CampaignPlacement).insert({ campaignId: campaign.id, placementId, isActive: dto.isActive ?? true, createdAt: now, updatedAt: now }),
      );
      await recordActivity('added a placement to', 'campaign', campaign.publicId);
      return String(inserted.identifiers[0].id);
    });
    return linkView(id);
  }

  async setPlacementActive(campaignPublicId: string, placementPublicId: string, isActive: boolean): Promise<CampaignPlacementResponse> {
    const id = await writeBanners(async () => {
      const link = await lockLink(campaignPublicId, placementPublicId);
      await repo(CampaignPlacement).update({ id: link.id }, { isActive, updatedAt: clock.now() });
      await recordActivity(isActive ? 'activated a placement of' : 'deactivated a placement of', 'campaign', campaignPublicId);
      return link.id;
    });
    return linkView(id);
  }

  /** Removes the link and its banner assignments. */
  async removePlacement(campaignPublicId: string, placementPublicId: string): Promise<void> {
    await writeBanners(async () => {
      const link = await lockLink(campaignPublicId, placementPublicId);
      await repo(CampaignPlacement).delete({ id: link.id });
      await recordActivity('removed a placement from', 'campaign', campaignPublicId);
    });
  }

  async list(campaignPublicId: string, placementPublicId: string, q: ListQuery) {
    const l = resolveList(q, ASSIGNMENT_SORTABLE, 'displayOrder');
    const [link] = await sqlRows<{ id: string }>(
      `SELECT cp.id FROM campaign_placements cp JOIN campaigns c ON c.id = cp.campaign_id JOIN placements p ON p.id = cp.placement_id
        WHERE c.public_id = $1 AND p.public_id = $2`,
      [campaignPublicId, placementPublicId],
    );
    if (!link) {
      await this.assertExists(campaignPublicId, placementPublicId);
      throw E.CAMPAIGN_PLACEMENT_NOT_FOUND();
    }
    const list = new SqlList({ select: ASSIGNMENT_SELECT });
    list.where(`(a.campaign_id, a.placement_id) = (SELECT campaign_id, placement_id FROM campaign_placements WHERE id = ${list.param(link.id)})`);
    const order = q.order ? l.order : 'ASC';
    const sort = { displayOrder: 'a.display_order', weight: 'a.weight', createdAt: 'a.created_at' }[l.sort];
    const { rows, count } = await list.offsetPage(l, `${sort} ${order}, a.weight DESC, a.id ${order}`);
    return { rows: rows.map(toAssignment), count, list: l };
  }

  private async assertExists(campaignPublicId: string, placementPublicId: string): Promise<void> {
    const [c] = await sqlRows(`SELECT 1 FROM campaigns WHERE public_id = $1`, [campaignPublicId]);
    if (!c) throw E.CAMPAIGN_NOT_FOUND();
    const [p] = await sqlRows(`SELECT 1 FROM placements WHERE public_id = $1 AND deleted_at IS NULL`, [placementPublicId]);
    if (!p) throw E.PLACEMENT_NOT_FOUND();
  }

  async assign(campaignPublicId: string, placementPublicId: string, dto: CreateAssignmentDto): Promise<BannerAssignmentResponse> {
    const id = await writeBanners(async () => {
      const link = await lockLink(campaignPublicId, placementPublicId);
      const { bannerPublicId, ...fields } = dto;
      const bannerId = await liveBannerId(bannerPublicId);
      const key = { campaignId: link.campaignId, placementId: link.placementId, bannerId };
      if (await repo(BannerAssignment).exists({ where: key })) throw E.BANNER_ASSIGNMENT_ALREADY_EXISTS();
      const now = clock.now();
      const inserted = await mapUnique('uq_banner_assignments_triple', E.BANNER_ASSIGNMENT_ALREADY_EXISTS, () =>
        repo(BannerAssignment).insert({ ...fields, ...key, createdAt: now, updatedAt: now }),
      );
      await recordActivity('assigned a banner to', 'campaign', campaignPublicId);
      return String(inserted.identifiers[0].id);
    });
    return assignmentView(id);
  }

  private async lockAssignment(campaignPublicId: string, placementPublicId: string, bannerPublicId: string): Promise<BannerAssignment> {
    const link = await lockLink(campaignPublicId, placementPublicId);
    const [row] = await sqlRows<{ id: string }>(`SELECT id FROM banners WHERE public_id = $1`, [bannerPublicId]);
    if (!row) throw E.BANNER_NOT_FOUND();
    const assignment = await repo(BannerAssignment).findOne({
      where: { campaignId: link.campaignId, placementId: link.placementId, bannerId: String(row.id) },
      lock: { mode: 'pessimistic_write' },
    });
    if (!assignment) throw E.BANNER_ASSIGNMENT_NOT_FOUND();
    return assignment;
  }

  async update(campaignPublicId: string, placementPublicId: string, bannerPublicId: string, dto: UpdateAssignmentDto): Promise<BannerAssignmentResponse> {
    const id = await writeBanners(async () => {
      const a = await this.lockAssignment(campaignPublicId, placementPublicId, bannerPublicId);
      await repo(BannerAssignment).update({ id: a.id }, { ...dto, updatedAt: clock.now() });
      await recordActivity('edited a banner assignment of', 'campaign', campaignPublicId);
      return a.id;
    });
    return assignmentView(id);
  }

  async setActive(campaignPublicId: string, placementPublicId: string, bannerPublicId: string, isActive: boolean): Promise<BannerAssignmentResponse> {
    return this.update(campaignPublicId, placementPublicId, bannerPublicId, { isActive });
  }

  async unassign(campaignPublicId: string, placementPublicId: string, bannerPublicId: string): Promise<void> {
    await writeBanners(async () => {
      const a = await this.lockAssignment(campaignPublicId, placementPublicId, bannerPublicId);
      await repo(BannerAssignment).delete({ id: a.id });
      await recordActivity('unassigned a banner from', 'campaign', campaignPublicId);
    });
  }
}
