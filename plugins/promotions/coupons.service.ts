import { clock } from '../../core/clock/clock.js';
import { newPublicId } from '../../core/db/ids.js';
import { snakeCase } from '../../core/db/naming-strategy.js';
import { containsPattern, sqlRows } from '../../core/db/sql.js';
import { repo, withTransaction } from '../../core/db/transaction.js';
import { invalidField } from '../../core/http/app-error.js';
import { resolveList } from '../../core/http/list-query.js';
import { lockAlive, recordActivity, restore, softDelete, SqlList } from '../../core/lifecycle/index.js';
import { COUPON_SELECT, toCoupon, type CouponRow, type CouponView } from './coupon-queries.js';
import { assertTerms, SCOPE_LIST, SCOPE_LIST_FIELDS, type CouponTerms, type ScopeListField } from './coupon-rules.js';
import { replaceTargets, resolveTargets } from './coupon-scope.js';
import { COUPON_SORTABLE, type CouponListQuery, type CreateCouponDto, type UpdateCouponDto } from './dto/coupon.dto.js';
import { Coupon } from './entities/coupon.entity.js';
import { PromotionErrors as E } from './errors.js';

const errors = { notFound: E.COUPON_NOT_FOUND, alreadyDeleted: E.COUPON_ALREADY_DELETED, notDeleted: E.COUPON_NOT_DELETED };

const date = (v: string | null | undefined) => (v ? new Date(v) : null);
const normalCode = (code: string) => code.trim().toUpperCase();

/** 409 when another live coupon has the code (the partial unique index is the last line). */
async function assertCodeFree(code: string, exceptId: string | null): Promise<void> {
  const [taken] = await sqlRows(`SELECT 1 FROM coupons WHERE upper(code) = $1 AND deleted_at IS NULL AND id <> $2`, [code, exceptId ?? '0']);
  if (taken) throw E.COUPON_CODE_ALREADY_EXISTS();
}

/** A race past assertCodeFree ends at the unique index: the same 409. */
async function codeUnique<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const pg = ((err as { driverError?: { constraint?: string } })?.driverError ?? err) as { constraint?: string };
    if (pg?.constraint === 'uq_coupons_live_code') throw E.COUPON_CODE_ALREADY_EXISTS();
    throw err;
  }
}

async function resolveLists(lists: Record<ScopeListField, string[]>): Promise<Record<ScopeListField, string[]>> {
  const out = {} as Record<ScopeListField, string[]>;
  for (const field of SCOPE_LIST_FIELDS) out[field] = await resolveTargets(field, lists[field]);
  return out;
}

/** Coupons (admin): codes with their terms and scope; usedCount and heldCount move only through slots. */
export class CouponsService {
  async list(q: CouponListQuery) {
    const l = resolveList(q, COUPON_SORTABLE, 'createdAt');
    const list = new SqlList<CouponRow>({ select: COUPON_SELECT, countFrom: 'FROM coupons c' });
    if (!q.includeDeleted) list.where('c.deleted_at IS NULL');
    if (q.isActive !== undefined) list.where(`c.is_active = ${list.param(q.isActive)}`);
    if (q.search) {
      const pattern = list.param(containsPattern(q.search));
      list.where(`(c.code ILIKE ${pattern} OR c.name ILIKE ${pattern})`);
    }
    const { rows, count } = await list.offsetPage(l, `c.${snakeCase(l.sort)} ${l.order}, c.id ${l.order}`);
    return { rows: rows.map(toCoupon), count, list: l };
  }

  /** Deleted coupons too (with deletedAt), so they can be restored. */
  async detail(publicId: string): Promise<CouponView> {
    const [row] = await sqlRows<CouponRow>(`${COUPON_SELECT} WHERE c.public_id = $1`, [publicId]);
    if (!row) throw E.COUPON_NOT_FOUND();
    return toCoupon(row);
  }

  async create(dto: CreateCouponDto): Promise<CouponView> {
    const scope = dto.scope;
    const terms: CouponTerms = {
      kind: dto.kind,
      valueBps: dto.valueBps ?? null,
      amount: dto.amount ?? null,
      maxDiscount: dto.maxDiscount ?? null,
      startsAt: date(dto.startsAt),
      endsAt: date(dto.endsAt),
      scope,
      lists: { categoryPublicIds: dto.categoryPublicIds ?? [], brandPublicIds: dto.brandPublicIds ?? [], productPublicIds: dto.productPublicIds ?? [] },
    };
    assertTerms(terms);
    const code = normalCode(dto.code);
    const publicId = await codeUnique(() =>
      withTransaction(async () => {
        const lists = await resolveLists(terms.lists);
        await assertCodeFree(code, null);
        const now = clock.now();
        const publicId = newPublicId();
        const inserted = await repo(Coupon).insert({
          publicId,
          code,
          name: dto.name,
          kind: terms.kind,
          valueBps: terms.valueBps,
          amount: terms.amount,
          maxDiscount: terms.maxDiscount,
          minSubtotal: dto.minSubtotal ?? null,
          startsAt: terms.startsAt,
          endsAt: terms.endsAt,
          usageLimit: dto.usageLimit ?? null,
          perCustomerLimit: dto.perCustomerLimit ?? null,
          scope,
          isActive: dto.isActive,
          createdAt: now,
          updatedAt: now,
        });
        await replaceTargets(String(inserted.identifiers[0].id), lists);
        await recordActivity('create', 'coupon', publicId);
        return publicId;
      }),
    );
    return this.detail(publicId);
  }

  /**
   * Fields given change (null clears an optional one). A kind's own fields are dropped when the kind
   * changes, and the other scopes' lists when the scope does; the result must pass the same rules as a create.
   */
  async update(publicId: string, dto: UpdateCouponDto): Promise<CouponView> {
    await codeUnique(() =>
      withTransaction(async () => {
        const row = await lockAlive(Coupon, publicId, errors);
        const [current] = await sqlRows<CouponRow>(`${COUPON_SELECT} WHERE c.id = $1`, [row.id]);
        const kind = dto.kind ?? row.kind;
        const scope = dto.scope ?? row.scope;
        const kept = <K extends 'valueBps' | 'amount' | 'maxDiscount'>(key: K, ownKind: string) =>
          dto[key] !== undefined ? (dto[key] ?? null) : kind === ownKind ? row[key] : null;
        const lists = {} as Record<ScopeListField, string[]>;
        for (const field of SCOPE_LIST_FIELDS) {
          const own = scope !== 'all' && SCOPE_LIST[scope] === field;
          lists[field] = dto[field] ?? (own ? current![field] : []);
        }
        const terms: CouponTerms = {
          kind,
          valueBps: kept('valueBps', 'percentage'),
          amount: kept('amount', 'fixed'),
          maxDiscount: kept('maxDiscount', 'percentage'),
          startsAt: dto.startsAt !== undefined ? date(dto.startsAt) : row.startsAt,
          endsAt: dto.endsAt !== undefined ? date(dto.endsAt) : row.endsAt,
          scope,
          lists,
        };
        assertTerms(terms);
        const usageLimit = dto.usageLimit !== undefined ? dto.usageLimit : row.usageLimit;
        if (usageLimit !== null && usageLimit < row.usedCount + row.heldCount) {
          throw invalidField('usageLimit', `usageLimit cannot be below the ${row.usedCount + row.heldCount} slots used or held`);
        }
        const code = dto.code !== undefined ? normalCode(dto.code) : row.code;
        if (code !== row.code) await assertCodeFree(code, row.id);
        const changesScope = dto.scope !== undefined || SCOPE_LIST_FIELDS.some((f) => dto[f] !== undefined);
        if (changesScope) await replaceTargets(row.id, await resolveLists(lists));
        const patch: Partial<Coupon> = {
          code,
          kind,
          scope,
          valueBps: terms.valueBps,
          amount: terms.amount,
          maxDiscount: terms.maxDiscount,
          startsAt: terms.startsAt,
          endsAt: terms.endsAt,
          usageLimit,
          updatedAt: clock.now(),
        };
        if (dto.name !== undefined) patch.name = dto.name;
        if (dto.minSubtotal !== undefined) patch.minSubtotal = dto.minSubtotal;
        if (dto.perCustomerLimit !== undefined) patch.perCustomerLimit = dto.perCustomerLimit;
        if (dto.isActive !== undefined) patch.isActive = dto.isActive;
        await repo(Coupon).update({ id: row.id }, patch);
        await recordActivity('update', 'coupon', row.publicId);
      }),
    );
    return this.detail(publicId);
  }

  /** Soft delete: the code is free again for a new coupon; held slots can still be released or consumed. */
  async remove(publicId: string): Promise<void> {
    await withTransaction(async () => {
      const row = await softDelete(Coupon, publicId, errors);
      await recordActivity('delete', 'coupon', row.publicId);
    });
  }

  /** 409 COUPON_CODE_ALREADY_EXISTS when a live coupon took the code meanwhile. */
  async restore(publicId: string): Promise<CouponView> {
    await codeUnique(() =>
      withTransaction(async () => {
        const row = await restore(Coupon, publicId, errors, (c) => assertCodeFree(c.code, c.id));
        await recordActivity('restore', 'coupon', row.publicId);
      }),
    );
    return this.detail(publicId);
  }
}
