import { decodeJson } from '../../../core/http/decoded-json.js';
import { rawJsonNumber } from './rupees.js';

/** The fields of a gateway return's `data`, each as the raw text the gateway signed. */
export type ReturnFields = Record<string, string>;

const MAX_DATA = 4096;

/**
 * Decodes ePay's `data` (base64 of a flat JSON object) into its members as raw text: strings as sent,
 * numbers as their literal text (so "1000.0" stays "1000.0"). undefined when it is not that, or holds what no
 * field may (NUL, a lone surrogate): unreadable data.
 */
export function decodeReturnData(data: unknown): ReturnFields | undefined {
  if (typeof data !== 'string' || !data || data.length > MAX_DATA) return undefined;
  const normalised = data.replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(normalised)) return undefined;
  const text = Buffer.from(normalised, 'base64').toString('utf8');
  const decoded = decodeJson(text);
  if (!decoded.ok) return undefined;
  const parsed = decoded.value;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  const fields: ReturnFields = {};
  for (const [name, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (typeof value === 'string') fields[name] = value;
    else if (typeof value === 'number') {
      const raw = rawJsonNumber(text, name);
      if (raw !== undefined) fields[name] = raw;
    } else if (typeof value === 'boolean') fields[name] = String(value);
  }
  return fields;
}
