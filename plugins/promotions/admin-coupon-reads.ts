import { containsPattern } from '../../core/db/sql.js';
import { percentText } from '../../core/panel/money-text.js';
import { panelReads } from '../../core/panel/panel-reads.js';
import type { PanelRow } from '../../core/panel/resource-spec.js';
import { rupees } from '../../core/panel/rupees.js';
import { catalogJoin } from '../catalog/index.js';
import { productJoin } from '../products/index.js';
import { couponSelect, toCoupon, type CouponRow } from './coupon-queries.js';

/* How the coupons panel reads: listed by code with the kind and value in words, the usage and the scope's targets by name. */

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
  CASE t.scope
    WHEN 'categories' THEN ARRAY(SELECT n.name FROM coupon_categories x ${catalogJoin('category', 'n', 'x.category_id')} WHERE x.coupon_id = t.id ORDER BY n.name)
    WHEN 'brands' THEN ARRAY(SELECT n.name FROM coupon_brands x ${catalogJoin('brand', 'n', 'x.brand_id')} WHERE x.coupon_id = t.id ORDER BY n.name)
    WHEN 'products' THEN ARRAY(SELECT n.name FROM coupon_products x ${productJoin('n', 'x.product_id')} WHERE x.coupon_id = t.id ORDER BY n.name)
    ELSE ARRAY[]::varchar[]
  END`;

function couponRow(r: CouponRow & { targetNames: string[] }): PanelRow {
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

export const couponReads = panelReads({
  select: couponSelect('t').replace('FROM coupons t', `, ${TARGET_NAMES_SQL} AS "targetNames" FROM coupons t`),
  countFrom: 'FROM coupons t',
  sortable: { code: 't.code', name: 'lower(t.name)', kind: 't.kind', usedCount: 't.used_count', createdAt: 't.created_at', endsAt: 't.ends_at' },
  defaultSort: 'code',
  softDeleted: true,
  filters: {
    code: (v, p) => {
      const pattern = p(containsPattern(v));
      return `(t.code ILIKE ${pattern} OR t.name ILIKE ${pattern})`;
    },
    kind: (v, p) => `t.kind = ${p(v)}`,
    isActive: (v) => (v === 'true' ? 't.is_active' : 'NOT t.is_active'),
  },
  toRow: couponRow,
});

export const refetchCoupon = async (publicId: string) => (await couponReads.findMany([publicId]))[0]!;
