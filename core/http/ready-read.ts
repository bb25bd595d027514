import { Ajv, type ValidateFunction } from 'ajv';
import type { Request, Response } from 'express';
import type { ReadyAnswer } from '../cache/ready-answer.js';

export type { ReadyAnswer };

/** A query string as express parses it (`query parser: extended`). */
export type RawQuery = Record<string, unknown>;

export interface ReadyReadSpec {
  /**
   * JSON schema of the query string as parsed (strings, arrays, objects), compiled once at start-up and checked
   * before anything else. It need not take every query the route takes: a query it refuses goes on to the route,
   * whose own validation answers (so a 400 stays exactly the route's). It must refuse every query the route refuses.
   */
  query: object;
  /**
   * The cached answer of this request, or undefined: a miss, or anything out of the ordinary (the route then runs
   * as usual and fills the cache). It never reads the database; a throw is a miss too.
   */
  answer(req: Request, query: RawQuery, params: Record<string, string>): ReadyAnswer | undefined | Promise<ReadyAnswer | undefined>;
}

export interface CompiledReadyRead {
  valid: ValidateFunction;
  answer: ReadyReadSpec['answer'];
}

const ajv = new Ajv({ allErrors: false, strict: true, coerceTypes: false, useDefaults: false, removeAdditional: false });

export function compileReadyRead(spec: ReadyReadSpec): CompiledReadyRead {
  return { valid: ajv.compile(spec.query), answer: spec.answer };
}

/** A query schema that takes no parameter at all. */
export const NO_QUERY = { type: 'object', maxProperties: 0 } as const;

/** The query schema of a route that reads no parameter (whatever is sent is ignored, as the route ignores it). */
export const ANY_QUERY = { type: 'object' } as const;

/** Whether an If-None-Match header names this entity tag (weak comparison, as RFC 9110 asks for this header). */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  for (const part of header.split(',')) {
    const tag = part.trim();
    if ((tag.startsWith('W/') ? tag.slice(2) : tag) === etag) return true;
  }
  return false;
}

/**
 * Sends a ready answer as a 200 JSON answer with its ETag, or 304 (no body) when the client already holds it
 * (If-None-Match). The same Content-Type express's res.json sends.
 */
export function sendReady(req: Request, res: Response, answer: ReadyAnswer): void {
  if (answer.etag !== undefined) res.setHeader('ETag', answer.etag);
  if (answer.etag !== undefined && noneMatch(req.headers['if-none-match'], answer.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', answer.body.length);
  res.end(answer.body);
}
