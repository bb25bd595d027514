import { clock } from '../../core/clock/clock.js';
import { currentActor } from '../../core/context/request-context.js';
import { newPublicId } from '../../core/db/ids.js';
import { snakeCase } from '../../core/db/naming-strategy.js';
import { containsPattern, sqlRows } from '../../core/db/sql.js';
import { repo } from '../../core/db/transaction.js';
import { resolveList } from '../../core/http/list-query.js';
import { lockAlive, recordActivity, restore, softDelete, SqlList } from '../../core/lifecycle/index.js';
import { seo } from '../seo/index.js';
import { cachedAdminList, writeBanners } from './admin-cache.js';
import { assertSchedule, instantOrNull } from './banner-schedule.js';
import { NO_TARGET, resolveTarget } from './banner-target.js';
import {
  BANNER_SORTABLE,
  type BannerFieldsDto,
  type BannerListQuery,
  type BannerScheduleDto,
  type CreateBannerDto,
  type UpdateBannerDto,
} from './dto/banner.dto.js';
import type { AdminBannerResponse } from './dto/banners.response.js';
import { Banner } from './entities/banner.entity.js';
import { BannerErrors as E } from './errors.js';
import { toBanner } from './mappers.js';
import { BANNER_SELECT } from './queries.js';

const errors = { notFound: E.BANNER_NOT_FOUND, alreadyDeleted: E.BANNER_ALREADY_DELETED, notDeleted: E.BANNER_NOT_DELETED };

/** fields copied as given (null clears); the target, schedule and seoId have rules of their own */
const PLAIN = [
  'title',
  'description',
  'source',
  'isActive',
  'primaryImageUrl',
  'primaryImageAlt',
  'mobileImageUrl',
  'videoUrl',
  'mediaVariants',
  'headline',
  'subheadline',
  'ctaLabel',
  'ctaOpenNewTab',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmContent',
  'bgColor',
  'priority',
  'isEvergreenFallback',
  'fallbackPlaceholderUrl',
  'scheduleTimezone',
  'recurrenceRule',
] as const;

async function assertSeo(seoId: string | null | undefined): Promise<void> {
  if (seoId && !(await seo.get(seoId.toLowerCase()))) throw E.BANNER_SEO_NOT_FOUND();
}

/** The schedule fields of `dto` applied to `current`, checked (400 BANNER_SCHEDULE_INVALID). */
function scheduleOf(
  dto: BannerScheduleDto,
  current: Pick<Banner, 'scheduleStatus' | 'publishAt' | 'expiresAt' | 'recurrenceWindowStart' | 'recurrenceWindowEnd'>,
) {
  const next = {
    scheduleStatus: dto.scheduleStatus ?? current.scheduleStatus,
    publishAt: instantOrNull(dto.publishAt, current.publishAt),
    expiresAt: instantOrNull(dto.expiresAt, current.expiresAt),
    recurrenceWindowStart: dto.recurrenceWindowStart !== undefined ? dto.recurrenceWindowStart : current.recurrenceWindowStart,
    recurrenceWindowEnd: dto.recurrenceWindowEnd !== undefined ? dto.recurrenceWindowEnd : current.recurrenceWindowEnd,
  };
  assertSchedule(next);
  return next;
}

function plainFields(dto: BannerFieldsDto & { title?: string; primaryImageUrl?: string }): Partial<Banner> {
  const out: Record<string, unknown> = {};
  for (const k of PLAIN) if ((dto as Record<string, unknown>)[k] !== undefined) out[k] = (dto as Record<string, unknown>)[k];
  return out as Partial<Banner>;
}

/** Banners (admin): the creative, its call to action and target, its schedule. Every write drops the cached admin lists. */
export class BannerService {
  list(q: BannerListQuery) {
    return cachedAdminList('banners', q, async () => {
      const l = resolveList(q, BANNER_SORTABLE, 'createdAt');
      const list = new SqlList({ select: BANNER_SELECT, countFrom: 'FROM banners b' });
      if (!q.includeDeleted) list.where('b.deleted_at IS NULL');
      if (q.isActive !== undefined) list.where(`b.is_active = ${list.param(q.isActive)}`);
      if (q.scheduleStatus) list.where(`b.schedule_status = ${list.param(q.scheduleStatus)}`);
      if (q.search) {
        const p = list.param(containsPattern(q.search));
        list.where(`(b.title ILIKE ${p} OR b.headline ILIKE ${p})`);
      }
      const { rows, count } = await list.offsetPage(l, `b.${snakeCase(l.sort)} ${l.order} NULLS LAST, b.id ${l.order}`);
      return { rows: rows.map(toBanner), count, list: l };
    });
  }

  /** Deleted banners too (with deletedAt), so they can be restored. */
  async detail(publicId: string): Promise<AdminBannerResponse> {
    const [row] = await sqlRows(`${BANNER_SELECT} WHERE b.public_id = $1`, [publicId]);
    if (!row) throw E.BANNER_NOT_FOUND();
    return toBanner(row);
  }

  async create(dto: CreateBannerDto): Promise<AdminBannerResponse> {
    const publicId = await writeBanners(async () => {
      await assertSeo(dto.seoId);
      const schedule = scheduleOf(dto, {
        scheduleStatus: 'evergreen',
        publishAt: null,
        expiresAt: null,
        recurrenceWindowStart: null,
        recurrenceWindowEnd: null,
      });
      const target = await resolveTarget(dto, NO_TARGET);
      const publicId = newPublicId();
      const now = clock.now();
      await repo(Banner).insert({
        ...plainFields(dto),
        ...schedule,
        ...target,
        seoId: dto.seoId?.toLowerCase() ?? null,
        publicId,
        createdBy: currentActor().publicId ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await recordActivity('create', 'banner', publicId);
      return publicId;
    });
    return this.detail(publicId);
  }

  /** Fields given change (null clears a nullable one); the target rule and the schedule hold after the change. */
  async update(publicId: string, dto: UpdateBannerDto): Promise<AdminBannerResponse> {
    await writeBanners(async () => {
      const banner = await lockAlive(Banner, publicId, errors);
      if (dto.seoId !== undefined) await assertSeo(dto.seoId);
      const schedule = scheduleOf(dto, banner);
      const target = await resolveTarget(dto, banner);
      const patch: Partial<Banner> = { ...plainFields(dto), ...schedule, ...target, updatedAt: clock.now() };
      if (dto.seoId !== undefined) patch.seoId = dto.seoId?.toLowerCase() ?? null;
      await repo(Banner).update({ id: banner.id }, patch);
      await recordActivity('update', 'banner', banner.publicId);
    });
    return this.detail(publicId);
  }

  /** PATCH /schedule: scheduleStatus, publishAt, expiresAt, the recurrence window (and its timezone and rule). */
  async schedule(publicId: string, dto: BannerScheduleDto): Promise<AdminBannerResponse> {
    await writeBanners(async () => {
      const banner = await lockAlive(Banner, publicId, errors);
      const patch: Partial<Banner> = { ...scheduleOf(dto, banner), updatedAt: clock.now() };
      if (dto.scheduleTimezone !== undefined) patch.scheduleTimezone = dto.scheduleTimezone;
      if (dto.recurrenceRule !== undefined) patch.recurrenceRule = dto.recurrenceRule;
      await repo(Banner).update({ id: banner.id }, patch);
      await recordActivity('scheduled', 'banner', banner.publicId);
    });
    return this.detail(publicId);
  }

  async setActive(publicId: string, isActive: boolean): Promise<AdminBannerResponse> {
    await writeBanners(async () => {
      const banner = await lockAlive(Banner, publicId, errors);
      await repo(Banner).update({ id: banner.id }, { isActive, updatedAt: clock.now() });
      await recordActivity(isActive ? 'activated' : 'deactivated', 'banner', banner.publicId);
    });
    return this.detail(publicId);
  }

  async remove(publicId: string): Promise<void> {
    await writeBanners(async () => {
      const banner = await softDelete(Banner, publicId, errors);
      await recordActivity('delete', 'banner', banner.publicId);
    });
  }

  async restore(publicId: string): Promise<AdminBannerResponse> {
    await writeBanners(async () => {
      const banner = await restore(Banner, publicId, errors);
      await recordActivity('restore', 'banner', banner.publicId);
    });
    return this.detail(publicId);
  }
}
