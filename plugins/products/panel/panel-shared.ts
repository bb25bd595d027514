import { toMinorUnits } from '../../../core/db/money.js';
import { formValue } from '../../../core/panel/resource-spec.js';

/* What the products panel resources share: form readers, money from the row, timestamps and their menu. */

export const money = (v: unknown) => (v === null || v === undefined ? null : toMinorUnits(v));
export const text = (v: unknown) => formValue.optional(v);
export const nullable = (v: unknown) => formValue.nullable(v);
export const stamps = (r: any) => ({ createdAt: r.createdAt, updatedAt: r.updatedAt, deletedAt: r.deletedAt ?? null });
export const TIMESTAMPS = [
  { path: 'createdAt', type: 'datetime' as const, isEditable: false, isSortable: true },
  { path: 'updatedAt', type: 'datetime' as const, isEditable: false, isSortable: true },
  { path: 'deletedAt', type: 'datetime' as const, isEditable: false },
  { path: 'deleted', type: 'boolean' as const, isEditable: false },
];
export const NAV = { name: 'Products', icon: 'Package' };
