import { panelForm } from '../../core/panel/panel-reads.js';
import { formValue } from '../../core/panel/resource-spec.js';

/* The coupon form's values as CreateCouponDto and UpdateCouponDto take them (amounts come in paisa and basis points). */

/** an optional limit: the form sends '' (or 0, for a number field) when it is empty, which clears it */
const limit = (v: unknown) => (v === undefined ? undefined : v === '' || v === 0 || v === '0' ? null : panelForm.int(v));
const instant = (v: unknown) => (v instanceof Date ? v.toISOString() : formValue.nullable(v));
const ids = (v: unknown) => (v === undefined ? undefined : formValue.list(v));
/** a field of another kind than the one chosen is left out (the form shows every kind's fields) */
const forKind = (kind: unknown, own: string, v: unknown) => (kind === undefined || kind === '' || kind === own ? v : undefined);

export const couponInput = (p: Record<string, unknown>) => ({
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
  isActive: panelForm.bool(p.isActive),
  categoryPublicIds: ids(p.categoryPublicIds),
  brandPublicIds: ids(p.brandPublicIds),
  productPublicIds: ids(p.productPublicIds),
});

/**
 * On create an empty field is "not given" (the DTO's optional fields): nulls are left out. Scope and
 * active, required by the API, take the form's defaults (every item, active) when the form did not send them.
 */
export const createCouponInput = (p: Record<string, unknown>) => {
  const given = Object.fromEntries(Object.entries(couponInput(p)).filter(([, v]) => v !== null && v !== undefined));
  return { scope: 'all', isActive: true, ...given };
};
