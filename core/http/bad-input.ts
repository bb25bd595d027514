import type { RequestHandler } from 'express';
import { CommonErrors, invalidField } from './app-error.js';

const NUL = '\u0000';
/** keys that name an object's prototype machinery: no field of ours is called that, and the DTO transform trips on them */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export interface BadInput {
  field: string;
  problem: string;
}

function badString(v: string): string | undefined {
  if (v.includes(NUL)) return 'must not contain NUL characters';
  // a lone surrogate is no character: PostgreSQL refuses it (jsonb) or stores a replacement
  if (!(v as string & { isWellFormed(): boolean }).isWellFormed()) return 'must be well-formed Unicode';
  return undefined;
}

/**
 * The first key or string value, at any depth, that no field may hold: a NUL character (PostgreSQL text
 * cannot store one), a lone surrogate, or a prototype key (`__proto__`, `constructor`, `prototype`).
 */
export function badInputAt(value: unknown, prefix = ''): BadInput | undefined {
  const stack: Array<{ v: unknown; path: string }> = [{ v: value, path: prefix }];
  while (stack.length) {
    const { v, path } = stack.pop()!;
    if (typeof v === 'string') {
      const problem = badString(v);
      if (problem) return { field: path || 'body', problem };
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    for (const [k, child] of Object.entries(v)) {
      const at = path ? `${path}.${k}` : k;
      if (PROTOTYPE_KEYS.has(k)) return { field: at, problem: `${k} is not a field name` };
      const problem = badString(k);
      if (problem) return { field: at, problem: `the field name ${problem}` };
      stack.push({ v: child, path: at });
    }
  }
  return undefined;
}

export function refused({ field, problem }: BadInput) {
  return invalidField(field, `${field} ${problem}`);
}

/**
 * Input no field may hold is refused before any handler runs, for every route at once: a path holding a
 * NUL names nothing (404); a query field holding bad input is a validation error naming the field.
 * Mounted before every route, the file route and the panel too.
 */
export function refuseBadInputInUrl(): RequestHandler {
  return (req, _res, next) => {
    if (/%00/i.test(req.path)) return next(CommonErrors.NOT_FOUND(undefined, 'Not found'));
    if (!req.url.includes('?')) return next();
    const bad = badInputAt(req.query);
    next(bad ? refused(bad) : undefined);
  };
}
