import { minorUnitsIn, rupees } from './rupees.js';
import { parsePercent, parseRupees, percentText, type Parsed } from './money-text.js';

/*
 * The `money` and `percent` property kinds: the record stores paisa or basis points; the panel shows and takes
 * rupees ("Rs 12,999.00") and percent ("20%"), converted exactly. A value that does not convert is refused on
 * its field, with the field's label.
 */

export interface MoneyFieldOptions {
  /** the amount may be below zero (an adjustment); otherwise "-5" is refused on the field */
  negative?: boolean;
}

export interface AmountProperty {
  path: string;
  isEditable?: boolean;
  money?: true | MoneyFieldOptions;
  percent?: true;
}

export const isAmount = (p: AmountProperty) => !!(p.money || p.percent);

/** A stored amount as the panel shows it (and prefills the form with); no value stays as it is. */
export function showAmount(p: AmountProperty, value: unknown): unknown {
  const n = minorUnitsIn(value);
  if (n === undefined) return value;
  return p.percent ? percentText(n) : rupees(n);
}

/** The row with its amounts shown in rupees and percent. */
export function showAmounts<Row extends Record<string, unknown>>(properties: readonly AmountProperty[], row: Row): Row {
  const out: Record<string, unknown> = { ...row };
  for (const p of properties) if (isAmount(p) && p.path in out) out[p.path] = showAmount(p, out[p.path]);
  return out as Row;
}

function parse(p: AmountProperty, text: string): Parsed {
  if (p.percent) return parsePercent(text);
  return parseRupees(text, { negative: p.money !== true && !!p.money?.negative });
}

/**
 * The submitted form with its amounts in paisa and basis points: absent and blank values stay as they are (the
 * write's `input` decides what blank means); the problems, by field, as "<label> <problem>".
 */
export function takeAmounts(
  properties: readonly AmountProperty[],
  params: Record<string, unknown>,
  labelOf: (path: string) => string,
): {
  params: Record<string, unknown>;
  problems: Record<string, string>;
} {
  const out: Record<string, unknown> = { ...params };
  const problems: Record<string, string> = {};
  for (const p of properties) {
    const v = out[p.path];
    // a read-only amount sent back with the form stays the text it was shown as (the write does not take it)
    if (!isAmount(p) || p.isEditable === false || v === undefined || v === null || v === '' || (typeof v !== 'string' && typeof v !== 'number')) continue;
    const parsed = parse(p, String(v));
    if (parsed.ok) out[p.path] = parsed.value;
    else problems[p.path] = `${labelOf(p.path)} ${parsed.problem}`;
  }
  return { params: out, problems };
}
