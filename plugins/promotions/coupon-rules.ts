import { invalidField } from '../../core/http/app-error.js';
import type { CouponKind, CouponScope } from './entities/coupon.entity.js';

export const SCOPE_LIST = { categories: 'categoryPublicIds', brands: 'brandPublicIds', products: 'productPublicIds' } as const;
export type ScopeListField = (typeof SCOPE_LIST)[keyof typeof SCOPE_LIST];
export const SCOPE_LIST_FIELDS = Object.values(SCOPE_LIST) as ScopeListField[];

/** A coupon's terms after a create or an update: what the rules below check before anything is written. */
export interface CouponTerms {
  kind: CouponKind;
  valueBps: number | null;
  amount: number | null;
  maxDiscount: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  scope: CouponScope;
  /** the scope's ids (only the list of the scope may hold any) */
  lists: Record<ScopeListField, string[]>;
}

/** Which kind a kind-specific field belongs to. */
const KIND_FIELDS = { valueBps: 'percentage', amount: 'fixed', maxDiscount: 'percentage' } as const;

/** Kind-specific fields, the scope's list, the window: 400 VALIDATION_FAILED naming the field. */
export function assertTerms(t: CouponTerms): void {
  for (const [fieldName, kind] of Object.entries(KIND_FIELDS) as [keyof typeof KIND_FIELDS, CouponKind][]) {
    if (t[fieldName] !== null && t.kind !== kind) throw invalidField(fieldName, `${fieldName} is only for ${kind} coupons`);
  }
  if (t.kind === 'percentage' && t.valueBps === null) throw invalidField('valueBps', 'a percentage coupon needs valueBps (1..10000)');
  if (t.kind === 'fixed' && t.amount === null) throw invalidField('amount', 'a fixed coupon needs an amount');
  for (const listField of SCOPE_LIST_FIELDS) {
    const own = t.scope !== 'all' && SCOPE_LIST[t.scope] === listField;
    if (!own && t.lists[listField].length) throw invalidField(listField, `${listField} is only for scope ${scopeOf(listField)}`);
    if (own && !t.lists[listField].length) throw invalidField(listField, `scope ${t.scope} needs at least one id in ${listField}`);
  }
  if (t.startsAt && t.endsAt && !(t.startsAt.getTime() < t.endsAt.getTime())) throw invalidField('endsAt', 'endsAt must be after startsAt');
}

function scopeOf(listField: ScopeListField): CouponScope {
  return (Object.keys(SCOPE_LIST) as (keyof typeof SCOPE_LIST)[]).find((s) => SCOPE_LIST[s] === listField)!;
}
