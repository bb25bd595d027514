import { badInputAt } from './bad-input.js';

export type DecodedJson = { ok: true; value: unknown } | { ok: false; problem: string };

/**
 * JSON found inside another payload (a base64 field, a cursor, a JSON textarea, a third party's answer), parsed
 * and held to the same rule as a request body: no NUL, no lone surrogate, no prototype key at any depth
 * (core/http/bad-input.ts). Such text never passed the body guard, and PostgreSQL refuses what it refuses.
 */
export function decodeJson(text: string): DecodedJson {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, problem: `is not valid JSON (${(e as Error).message})` };
  }
  const bad = badInputAt(value);
  if (!bad) return { ok: true, value };
  return { ok: false, problem: bad.field === 'body' ? bad.problem : `${bad.field}: ${bad.problem}` };
}
