import { clock } from '../../../core/clock/clock.js';
import { newPublicId } from '../../../core/db/ids.js';
import { snakeCase } from '../../../core/db/naming-strategy.js';
import { containsPattern, sqlRows } from '../../../core/db/sql.js';
import { repo } from '../../../core/db/transaction.js';
import { resolveList } from '../../../core/http/list-query.js';
import { lockAlive, recordActivity, restore, softDelete, SqlList } from '../../../core/lifecycle/index.js';
import { Deal } from '../entities/deal.entity.js';
import { ProductErrors as E } from '../errors.js';
import { writeProducts } from '../products-cache.js';
import { DEAL_SORTABLE, type CreateDealDto, type DealListQuery, type UpdateDealDto } from './deal.dto.js';
import { DEAL_SELECT, toDeal, type DealRow, type DealView } from './deal-queries.js';
import { replaceScope, resolveScope, SCOPE_FIELDS, scopeSize, type DealScopeInput } from './deal-scope.js';

const errors = { notFound: E.DEAL_NOT_FOUND, alreadyDeleted: E.DEAL_ALREADY_DELETED, notDeleted: E.DEAL_NOT_DELETED };

function assertWindow(startsAt: Date, endsAt: Date): void {
  if (!(startsAt.getTime() < endsAt.getTime())) throw E.DEAL_DATE_INVALID();
}

/** Resolves every scope list the request gives (404 on an unknown id) before anything is written. */
async function resolveGiven(dto: DealScopeInput): Promise<Map<(typeof SCOPE_FIELDS)[number], string[]>> {
  const out = new Map<(typeof SCOPE_FIELDS)[number], string[]>();
  for (const field of SCOPE_FIELDS) {
    const ids = dto[field];
    if (ids !== undefined) out.set(field, await resolveScope(field, ids));
  }
  return out;
}

/**
 * Special-deal campaigns (admin). A deal is applied at read time to the products it covers and never
 * written into a price; every write drops the cached storefront reads after commit.
 */
export class DealsService {
  async list(q: DealListQuery) {
    const l = resolveList(q, DEAL_SORTABLE, 'createdAt');
    const list = new SqlList<DealRow>({ select: DEAL_SELECT, countFrom: 'FROM deals d' });
    if (!q.includeDeleted) list.where('d.deleted_at IS NULL');
    if (q.isActive !== undefined) list.where(`d.is_active = ${list.param(q.isActive)}`);
    if (q.search) list.where(`d.name ILIKE ${list.param(containsPattern(q.search))}`);
    if (q.live !== undefined) {
      const now = list.param(clock.now());
      const live = `(d.is_active AND d.deleted_at IS NULL AND d.starts_at <= ${now} AND ${now} < d.ends_at)`;
      list.where(q.live ? live : `NOT ${live}`);
    }
    const { rows, count } = await list.offsetPage(l, `d.${snakeCase(l.sort)} ${l.order}, d.id ${l.order}`);
    return { rows: rows.map(toDeal), count, list: l };
  }

  /** Deleted deals too (with deletedAt), so they can be restored. */
  async detail(publicId: string): Promise<DealView> {
    const [row] = await sqlRows<DealRow>(`${DEAL_SELECT} WHERE d.public_id = $1`, [publicId]);
    if (!row) throw E.DEAL_NOT_FOUND();
    return toDeal(row);
  }

  async create(dto: CreateDealDto): Promise<DealView> {
    const startsAt = new Date(dto.startsAt);
    const endsAt = new Date(dto.endsAt);
    assertWindow(startsAt, endsAt);
    if (!SCOPE_FIELDS.some((f) => dto[f]?.length)) throw E.DEAL_SCOPE_REQUIRED();
    const publicId = await writeProducts(async () => {
      const scope = await resolveGiven(dto);
      const now = clock.now();
      const publicId = newPublicId();
      const inserted = await repo(Deal).insert({
        publicId,
        name: dto.name,
        discountBps: dto.discountBps,
        startsAt,
        endsAt,
        isActive: dto.isActive ?? true,
        createdAt: now,
        updatedAt: now,
      });
      const id = String(inserted.identifiers[0].id);
      for (const [field, ids] of scope) await replaceScope(id, field, ids);
      await recordActivity('create', 'deal', publicId);
      return publicId;
    });
    return this.detail(publicId);
  }

  /** Fields given change; a scope list given replaces that list. The window and "at least one entry" hold after the change. */
  async update(publicId: string, dto: UpdateDealDto): Promise<DealView> {
    await writeProducts(async () => {
      const deal = await lockAlive(Deal, publicId, errors);
      const startsAt = dto.startsAt !== undefined ? new Date(dto.startsAt) : deal.startsAt;
      const endsAt = dto.endsAt !== undefined ? new Date(dto.endsAt) : deal.endsAt;
      assertWindow(startsAt, endsAt);
      const scope = await resolveGiven(dto);
      for (const [field, ids] of scope) await replaceScope(deal.id, field, ids);
      if (scope.size && (await scopeSize(deal.id)) === 0) throw E.DEAL_SCOPE_REQUIRED();
      const patch: Partial<Deal> = { startsAt, endsAt, updatedAt: clock.now() };
      if (dto.name !== undefined) patch.name = dto.name;
      if (dto.discountBps !== undefined) patch.discountBps = dto.discountBps;
      if (dto.isActive !== undefined) patch.isActive = dto.isActive;
      await repo(Deal).update({ id: deal.id }, patch);
      await recordActivity('update', 'deal', deal.publicId);
    });
    return this.detail(publicId);
  }

  async remove(publicId: string): Promise<void> {
    await writeProducts(async () => {
      const deal = await softDelete(Deal, publicId, errors);
      await recordActivity('delete', 'deal', deal.publicId);
    });
  }

  async restore(publicId: string): Promise<DealView> {
    await writeProducts(async () => {
      const deal = await restore(Deal, publicId, errors);
      await recordActivity('restore', 'deal', deal.publicId);
    });
    return this.detail(publicId);
  }
}

export const deals = new DealsService();
