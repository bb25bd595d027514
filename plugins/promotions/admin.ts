import { validate as isUuid } from 'uuid';
import type { AdminContext } from '../../core/plugin.js';
import { containsPattern, sqlRows } from '../../core/db/sql.js';
import { SqlList } from '../../core/lifecycle/index.js';
import { catalogJoin } from '../catalog/index.js';
import { productJoin } from '../products/index.js';
import { definePanelResource, formValue, type PanelListQuery, type PanelRow } from '../../core/panel/resource-spec.js';
import { COUPON_SELECT, toCoupon, type CouponRow } from './coupon-queries.js';
import { CreateCouponDto, UpdateCouponDto } from './dto/coupon.dto.js';
import { COUPON_KINDS, COUPON_SCOPES } from './entities/coupon.entity.js';
import { coupons } from './promotions-context.js';
import { restoreAction } from '../../core/panel/restore-action.js';
import { rupees } from '../../core/panel/rupees.js';
import { percentText } from '../../core/panel/money-text.js';

/*
 * Coupons in the admin panel: listed by code with the kind and value in words, the usage (used / held /
 * limit) and the scope's targets by name; edited with pickers by name; every write, delete and restore
 * goes through the coupons service with its rules.
 */

type Coupon = ReturnType<typeof toCoupon>;

export function valueText(c: Pick<Coupon, 'kind' | 'valueBps' | 'amount' | 'maxDiscount'>): string {
  if (c.kind === 'percentage') return `${percentText(c.valueBps ?? 0)} off${c.maxDiscount !== null ? ` (up to ${rupees(c.maxDiscount)})` : ''}`;
  if (c.kind === 'fixed') return `${rupees(c.amount ?? 0)} off`;
  return 'Free shipping';
}

export function usageText(c: Pick<Coupon, 'usedCount' | 'heldCount' | 'usageLimit'>): string {
  return `${c.usedCount} used / ${c.heldCount} held / ${c.usageLimit ?? 'no limit'}`;
}

/** The scope's targets by name (categories by their path's last name, products and brands by name). */
const TARGET_NAMES_SQL = `
  CASE c.scope
    WHEN 'categories' THEN ARRAY(SELECT n.name FROM coupon_categories x ${catalogJoin('category', 'n', 'x.category_id')} WHERE x.coupon_id = c.id ORDER BY n.name)
    WHEN 'brands' THEN ARRAY(SELECT n.name FROM coupon_brands x ${catalogJoin('brand', 'n', 'x.brand_id')} WHERE x.coupon_id = c.id ORDER BY n.name)
    WHEN 'products' THEN ARRAY(SELECT n.name FROM coupon_products x ${productJoin('n', 'x.product_id')} WHERE x.coupon_id = c.id ORDER BY n.name)
    ELSE ARRAY[]::varchar[]
  END`;
const PANEL_SELECT = COUPON_SELECT.replace('FROM coupons c', `, ${TARGET_NAMES_SQL} AS "targetNames" FROM coupons c`);

const SORTABLE: Record<string, string> = {
  code: 'c.code',
  name: 'lower(c.name)',
  kind: 'c.kind',
  usedCount: 'c.used_count',
  createdAt: 'c.created_at',
  endsAt: 'c.ends_at',
};

function toPanelRow(r: CouponRow & { targetNames: string[] }): PanelRow {
  const c = toCoupon(r);
  return {
    ...c,
    id: c.publicId,
    value: valueText(c),
    usage: usageText(c),
    scopeTargets: c.scope === 'all' ? 'Every item' : `${c.scope[0]!.toUpperCase()}${c.scope.slice(1)}: ${r.targetNames.join(', ')}`,
    deleted: c.deletedAt !== null,
  };
}

function listOf(filters: PanelListQuery['filters']): SqlList<CouponRow & { targetNames: string[] }> {
  const list = new SqlList<CouponRow & { targetNames: string[] }>({ select: PANEL_SELECT, countFrom: 'FROM coupons c' });
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  list.where(filters.deleted === 'true' ? 'c.deleted_at IS NOT NULL' : 'c.deleted_at IS NULL');
  const search = text(filters.code);
  if (search) {
    const p = list.param(containsPattern(search));
    list.where(`(c.code ILIKE ${p} OR c.name ILIKE ${p})`);
  }
  const kind = text(filters.kind);
  if (kind) list.where(`c.kind = ${list.param(kind)}`);
  const active = text(filters.isActive);
  if (active) list.where(active === 'true' ? 'c.is_active' : 'NOT c.is_active');
  return list;
}

async function findMany(ids: string[]): Promise<PanelRow[]> {
  const valid = ids.filter((id) => isUuid(id)).map((id) => id.toLowerCase());
  if (!valid.length) return [];
  return (await sqlRows(`${PANEL_SELECT} WHERE c.public_id = ANY($1::uuid[])`, [valid])).map(toPanelRow);
}
const refetch = async (publicId: string) => (await findMany([publicId]))[0]!;

const int = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v);
/** an optional limit: the form sends '' (or 0, for a number field) when it is empty, which clears it; amounts come in paisa and basis points */
const limit = (v: unknown) => (v === undefined ? undefined : v === '' || v === 0 || v === '0' ? null : int(v));
const bool = (v: unknown) => (v === true || v === 'true' ? true : v === false || v === 'false' ? false : undefined);
const instant = (v: unknown) => (v instanceof Date ? v.toISOString() : formValue.nullable(v));
const ids = (v: unknown) => (v === undefined ? undefined : formValue.list(v));
/** a field of another kind than the one chosen is left out (the form shows every kind's fields) */
const forKind = (kind: unknown, own: string, v: unknown) => (kind === undefined || kind === '' || kind === own ? v : undefined);

const couponInput = (p: Record<string, unknown>) => ({
  code: formValue.optional(p.code),
  name: formValue.optional(p.name),
  kind: formValue.optional(p.kind),
  scope: formValue.optional(p.scope),
  valueBps: forKind(p.kind, 'percentage', limit(p.valueBps)),
  amount: forKind(p.kind, 'fixed', limit(p.amount)),
  maxDiscount: forKind(p.kind, 'percentage', limit(p.maxDiscount)),
  minSubtotal: limit(p.minSubtotal),
  usageLimit: limit(p.usageLimit),
  perCustomerLimit: limit(p.perCustomerLimit),
  startsAt: instant(p.startsAt),
  endsAt: instant(p.endsAt),
  isActive: bool(p.isActive),
  categoryPublicIds: ids(p.categoryPublicIds),
  brandPublicIds: ids(p.brandPublicIds),
  productPublicIds: ids(p.productPublicIds),
});

/**
 * On create an empty field is "not given" (the DTO's optional fields): nulls are left out. Scope and
 * active, required by the API, take the form's defaults (every item, active) when the form did not send them.
 */
const createInput = (p: Record<string, unknown>) => {
  const given = Object.fromEntries(Object.entries(couponInput(p)).filter(([, v]) => v !== null && v !== undefined));
  return { scope: 'all', isActive: true, ...given };
};

export function couponsResource() {
  return definePanelResource({
    id: 'Coupons',
    module: 'Promotions',
    properties: [
      { path: 'id', isId: true, isEditable: false },
      { path: 'code', isTitle: true, isSortable: true },
      { path: 'name', isSortable: true },
      {
        path: 'kind',
        availableValues: [...COUPON_KINDS],
        labels: { percentage: 'Percentage', fixed: 'Fixed amount', free_shipping: 'Free shipping' },
        isSortable: true,
        defaultValue: 'percentage',
      },
      { path: 'value', isEditable: false },
      { path: 'valueBps', percent: true },
      { path: 'amount', money: true },
      { path: 'maxDiscount', money: true },
      { path: 'minSubtotal', money: true },
      { path: 'startsAt', type: 'datetime' },
      { path: 'endsAt', type: 'datetime', isSortable: true },
      { path: 'usageLimit', type: 'number' },
      { path: 'perCustomerLimit', type: 'number' },
      { path: 'usage', isEditable: false },
      { path: 'usedCount', type: 'number', isEditable: false, isSortable: true },
      { path: 'heldCount', type: 'number', isEditable: false },
      {
        path: 'scope',
        availableValues: [...COUPON_SCOPES],
        labels: { all: 'Every item', categories: 'Categories', brands: 'Brands', products: 'Products' },
        defaultValue: 'all',
      },
      { path: 'scopeTargets', isEditable: false },
      { path: 'categoryPublicIds', isArray: true, reference: 'Categories' },
      { path: 'brandPublicIds', isArray: true, reference: 'Brands' },
      { path: 'productPublicIds', isArray: true, reference: 'Products' },
      { path: 'isActive', type: 'boolean', defaultValue: true },
      { path: 'createdAt', type: 'datetime', isEditable: false, isSortable: true },
      { path: 'updatedAt', type: 'datetime', isEditable: false },
      { path: 'deletedAt', type: 'datetime', isEditable: false },
      { path: 'deleted', type: 'boolean', isEditable: false },
    ],
    options: {
      navigation: { name: 'Promotions', icon: 'Percent' },
      sort: { sortBy: 'code', direction: 'asc' },
      listProperties: ['code', 'name', 'kind', 'value', 'usage', 'scopeTargets', 'endsAt', 'isActive'],
      showProperties: [
        'code',
        'name',
        'kind',
        'value',
        'minSubtotal',
        'startsAt',
        'endsAt',
        'usage',
        'perCustomerLimit',
        'scope',
        'scopeTargets',
        'categoryPublicIds',
        'brandPublicIds',
        'productPublicIds',
        'isActive',
        'createdAt',
        'updatedAt',
        'deletedAt',
      ],
      editProperties: [
        'code',
        'name',
        'kind',
        'valueBps',
        'amount',
        'maxDiscount',
        'minSubtotal',
        'startsAt',
        'endsAt',
        'usageLimit',
        'perCustomerLimit',
        'scope',
        'categoryPublicIds',
        'brandPublicIds',
        'productPublicIds',
        'isActive',
      ],
      filterProperties: ['code', 'kind', 'isActive', 'deleted'],
      properties: {
        valueBps: { description: 'Percentage coupons only: percent, 0.01 to 100, e.g. 20 or 12.5' },
        amount: { description: 'Fixed coupons only: rupees off, e.g. 500 or 499.50' },
        maxDiscount: { description: 'Percentage coupons only: the most it takes off, in rupees' },
        minSubtotal: { description: 'In rupees; the basket must reach it' },
        usageLimit: { description: 'Total uses (slots); empty for no limit' },
        categoryPublicIds: { description: 'Scope "categories": each covers its whole subtree' },
      },
      translations: {
        en: {
          properties: {
            code: 'Code',
            value: 'Value',
            startsAt: 'Starts at',
            endsAt: 'Ends at',
            valueBps: 'Percent',
            amount: 'Amount off',
            maxDiscount: 'Most taken off',
            minSubtotal: 'Minimum subtotal',
            usage: 'Usage (used / held / limit)',
            scopeTargets: 'Applies to',
            categoryPublicIds: 'Categories',
            brandPublicIds: 'Brands',
            productPublicIds: 'Products',
            isActive: 'Active',
            usedCount: 'Used',
            heldCount: 'Held',
          },
        },
      },
    },
    async find(q) {
      const sort = SORTABLE[q.sortBy ?? 'code'] ?? SORTABLE.code;
      const dir = q.direction === 'desc' ? 'DESC' : 'ASC';
      return (await listOf(q.filters).rows(`${sort} ${dir}, c.id ${dir}`, { limit: q.limit, offset: q.offset })).map(toPanelRow);
    },
    count: (filters) => listOf(filters).count(),
    findMany,
    create: {
      dto: CreateCouponDto,
      input: createInput,
      run: async (dto: CreateCouponDto) => refetch((await coupons.create(dto)).publicId),
    },
    update: {
      dto: UpdateCouponDto,
      input: couponInput,
      run: async (publicId, dto: UpdateCouponDto) => {
        await coupons.update(publicId, dto);
        return refetch(publicId);
      },
    },
    errorFields: { COUPON_CODE_ALREADY_EXISTS: 'code' },
    remove: (publicId) => coupons.remove(publicId),
    recordActions: {
      restore: restoreAction('coupon', async (publicId) => {
        await coupons.restore(publicId);
        return refetch(publicId);
      }),
    },
  });
}

export function promotionsAdmin(_ctx: AdminContext): unknown[] {
  return [couponsResource()];
}
