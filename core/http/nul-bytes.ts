import type { RequestHandler } from 'express';
import { CommonErrors } from './app-error.js';

const NUL = '\u0000';

/** The path (dotted) of the first key or string value holding a NUL character, else undefined. */
export function nulByteAt(value: unknown, prefix = ''): string | undefined {
  const stack: Array<{ v: unknown; path: string }> = [{ v: value, path: prefix }];
  while (stack.length) {
    const { v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes(NUL)) return path || 'body';
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    for (const [k, child] of Object.entries(v)) {
      const at = path ? `${path}.${k}` : k;
      if (k.includes(NUL)) return at;
      stack.push({ v: child, path: at });
    }
  }
  return undefined;
}

function refused(field: string) {
  return CommonErrors.VALIDATION_FAILED([{ field, problems: [`${field} must not contain NUL characters`] }], `Validation failed: ${field}`);
}

/**
 * PostgreSQL cannot store a NUL character in text, so one anywhere in a request is refused before any
 * handler runs, for every route at once: a path holding one names nothing (404), a query field holding one
 * is a validation error naming the field. Mounted before every route, the file route and the panel too.
 */
export function refuseNulInUrl(): RequestHandler {
  return (req, _res, next) => {
    if (!/%00/i.test(req.url)) return next();
    if (/%00/i.test(req.path)) return next(CommonErrors.NOT_FOUND(undefined, 'Not found'));
    const field = nulByteAt(req.query);
    next(field ? refused(field) : undefined);
  };
}

/** The same for a parsed body: a validation error naming the field. */
export function refuseNulInBody(): RequestHandler {
  return (req, _res, next) => {
    const field = req.body && typeof req.body === 'object' ? nulByteAt(req.body) : undefined;
    next(field ? refused(field) : undefined);
  };
}
