import { parsePercent } from '../../../core/panel/money-text.js';
import { PanelInputError } from '../../../core/panel/resource-spec.js';

/** The EMI panel's menu group. */
export const EMI_NAV = { name: 'EMI', icon: 'CreditCard' };

/** Percent typed by an admin ("12", "11.99%") as basis points; refused on the field otherwise. */
export function bpsFrom(field: string, label: string, v: unknown): number {
  const parsed = parsePercent(typeof v === 'string' ? v : String(v ?? ''));
  if (!parsed.ok) throw new PanelInputError({ [field]: `${label} ${parsed.problem}` });
  return parsed.value;
}

/** "3, 6, 12" as [3, 6, 12]; anything that is not a whole number stays as typed, for the DTO to refuse. */
export function monthsFrom(v: unknown): unknown[] {
  return String(v ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((m) => (/^\d+$/.test(m) ? Number(m) : m));
}

/** A list read from a service, as panel pages of it. */
export const pageOf = <T>(rows: T[], q: { offset: number; limit: number }) => rows.slice(q.offset, q.offset + q.limit);
