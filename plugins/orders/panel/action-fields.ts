import { parseRupees } from '../../../core/panel/money-text.js';
import { PanelInputError, type PanelActionField } from '../../../core/panel/resource-spec.js';

/* Reading the order actions' inputs: the confirmation view posts every value as text. */

/** A line of the record as the order panel's row carries it (admin-order-reads.ts `lineItems`). */
export interface PanelLine {
  id: string;
  name: string;
  quantity: number;
  toShip: number;
}

export const linesOf = (row: Record<string, unknown>): PanelLine[] => (Array.isArray(row.lineItems) ? (row.lineItems as PanelLine[]) : []);

export const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** A whole number typed in a field; blank is 0; anything else is handed on as typed (the DTO refuses it). */
export function count(v: unknown): number {
  const t = text(v);
  if (t === undefined) return 0;
  return /^\d+$/.test(t) ? Number(t) : (t as unknown as number);
}

/** Rupees typed in a money field, as paisa; blank is undefined; a value it cannot take is refused beside the field. */
export function paisa(v: unknown, field: string): number | undefined {
  const t = text(v);
  if (t === undefined) return undefined;
  const parsed = parseRupees(t);
  if (!parsed.ok) throw new PanelInputError({ [field]: parsed.problem });
  return parsed.value;
}

/** One serial per line of a textarea (commas also separate). */
export const serialsOf = (v: unknown): string[] => (typeof v === 'string' ? v.split(/[\n,]/) : []).map((s) => s.trim()).filter(Boolean);

export const reasonField = (label: string, required = true): PanelActionField => ({ name: 'reason', label, type: 'textarea', required });
