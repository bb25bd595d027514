import { clock } from '../../core/clock/clock.js';
import { newPublicId } from '../../core/db/ids.js';
import { snakeCase } from '../../core/db/naming-strategy.js';
import { containsPattern, sqlRows } from '../../core/db/sql.js';
import { repo } from '../../core/db/transaction.js';
import { resolveList } from '../../core/http/list-query.js';
import { lockAlive, recordActivity, softDelete, SqlList } from '../../core/lifecycle/index.js';
import { cachedAdminList, writeBanners } from './admin-cache.js';
import type { AdminPlacementResponse } from './dto/banners.response.js';
import { PLACEMENT_SORTABLE, type CreatePlacementDto, type PlacementListQuery, type UpdatePlacementDto } from './dto/placement.dto.js';
import { Placement } from './entities/placement.entity.js';
import { BannerErrors as E } from './errors.js';
import { toPlacement } from './mappers.js';
import { PLACEMENT_SELECT } from './queries.js';
import { mapUnique } from '../../core/db/errors.js';

// a deleted placement is gone for the API (no restore route): 404 either way
const errors = { notFound: E.PLACEMENT_NOT_FOUND, alreadyDeleted: E.PLACEMENT_NOT_FOUND, notDeleted: E.PLACEMENT_NOT_FOUND };

async function assertSlugFree(slug: string, exceptId?: string): Promise<void> {
  const [taken] = await sqlRows(`SELECT 1 FROM placements WHERE slug = $1 AND deleted_at IS NULL AND id IS DISTINCT FROM $2::bigint`, [slug, exceptId ?? null]);
  if (taken) throw E.PLACEMENT_SLUG_EXISTS();
}

/**
 * An active assignment in a campaign that is not ended, cancelled or deleted (issue 14) keeps a placement
 * from being deleted (409 PLACEMENT_HAS_ACTIVE_ASSIGNMENTS).
 */
async function assertNoActiveAssignments(placementId: string): Promise<void> {
  const [busy] = await sqlRows(
    `SELECT 1 FROM banner_assignments a JOIN campaigns c ON c.id = a.campaign_id
      WHERE a.placement_id = $1 AND a.is_active AND c.deleted_at IS NULL AND c.status NOT IN ('ended', 'cancelled') LIMIT 1`,
    [placementId],
  );
  if (busy) throw E.PLACEMENT_HAS_ACTIVE_ASSIGNMENTS();
}

/** Placements (admin): the slots banners are served into, by slug. */
export class PlacementService {
  list(q: PlacementListQuery) {
    return cachedAdminList('placements', q, async () => {
      const l = resolveList(q, PLACEMENT_SORTABLE, 'sortOrder');
      const list = new SqlList({ select: PLACEMENT_SELECT, countFrom: 'FROM placements p' });
      list.where('p.deleted_at IS NULL');
      if (q.isActive !== undefined) list.where(`p.is_active = ${list.param(q.isActive)}`);
      if (q.pageContext) list.where(`lower(p.page_context) = lower(${list.param(q.pageContext)})`);
      if (q.layoutType) list.where(`p.layout_type = ${list.param(q.layoutType)}`);
      if (q.search) {
        const s = list.param(containsPattern(q.search));
        list.where(`(p.slug ILIKE ${s} OR p.label ILIKE ${s})`);
      }
      const order = l.sort === 'sortOrder' && !q.order ? 'ASC' : l.order;
      const { rows, count } = await list.offsetPage(l, `p.${snakeCase(l.sort)} ${order}, p.id ${order}`);
      return { rows: rows.map(toPlacement), count, list: l };
    });
  }

  async detail(publicId: string): Promise<AdminPlacementResponse> {
    const [row] = await sqlRows(`${PLACEMENT_SELECT} WHERE p.public_id = $1 AND p.deleted_at IS NULL`, [publicId]);
    if (!row) throw E.PLACEMENT_NOT_FOUND();
    return toPlacement(row);
  }

  async create(dto: CreatePlacementDto): Promise<AdminPlacementResponse> {
    const publicId = newPublicId();
    await writeBanners(async () => {
      await assertSlugFree(dto.slug);
      const now = clock.now();
      await mapUnique('uq_placements_slug', E.PLACEMENT_SLUG_EXISTS, () => repo(Placement).insert({ ...dto, publicId, createdAt: now, updatedAt: now }));
      await recordActivity('create', 'placement', publicId);
    });
    return this.detail(publicId);
  }

  async update(publicId: string, dto: UpdatePlacementDto): Promise<AdminPlacementResponse> {
    await writeBanners(async () => {
      const placement = await lockAlive(Placement, publicId, errors);
      if (dto.slug !== undefined && dto.slug !== placement.slug) await assertSlugFree(dto.slug, placement.id);
      await mapUnique('uq_placements_slug', E.PLACEMENT_SLUG_EXISTS, () => repo(Placement).update({ id: placement.id }, { ...dto, updatedAt: clock.now() }));
      await recordActivity('update', 'placement', placement.publicId);
    });
    return this.detail(publicId);
  }

  async setActive(publicId: string, isActive: boolean): Promise<AdminPlacementResponse> {
    return this.update(publicId, { isActive });
  }

  /** Soft delete (the slug is free again); refused while active assignments of a running campaign use it. */
  async remove(publicId: string): Promise<void> {
    await writeBanners(async () => {
      const placement = await softDelete(Placement, publicId, errors, (p) => assertNoActiveAssignments(p.id));
      await recordActivity('delete', 'placement', placement.publicId);
    });
  }
}
