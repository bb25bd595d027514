import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { clock } from '../../clock/clock.js';
import { sqlRows } from '../../db/sql.js';
import { getDataSource } from '../../db/transaction.js';
import type { Principal } from '../../auth/principal.js';
import { CommonErrors } from '../app-error.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** An in-progress claim older than this is taken over (its process died mid-request). */
const STALE_CLAIM_MS = 5 * 60 * 1000;
/** Responses that say nothing about the request itself are not kept: the client may retry. */
const NOT_STORED = new Set([401, 403, 429]);

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.keys(value as object).sort().map((k) => [k, canonical((value as any)[k])]));
  }
  return value;
}

function requestHash(req: Request): string {
  return createHash('sha256')
    .update(`${req.method} ${req.baseUrl}${req.path}\n${JSON.stringify(canonical(req.body ?? null))}`)
    .digest('hex');
}

function callerOf(req: Request, principal: Principal | null): string {
  return principal ? `${principal.kind}:${principal.userId}` : `ip:${req.ip}`;
}

/**
 * Claims the key before the handler runs. Returns false when the request was answered here
 * (replay of a stored response); throws the spec's 400/409 errors.
 */
export async function claimIdempotencyKey(scope: string, req: Request, res: Response, principal: Principal | null): Promise<boolean> {
  const key = req.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || key.trim() === '') throw CommonErrors.IDEMPOTENCY_KEY_REQUIRED();
  if (!KEY_PATTERN.test(key)) throw CommonErrors.VALIDATION_FAILED([{ field: 'Idempotency-Key', problems: ['must be 1-255 visible ASCII characters'] }], 'Validation failed: Idempotency-Key');
  const caller = callerOf(req, principal);
  const hash = requestHash(req);
  const now = clock.now();
  const ds = getDataSource();
  const inserted: Array<{ id: string }> = await ds.query(
    `INSERT INTO idempotency_keys (caller, scope, key, request_hash, state, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'in_progress', $5, $5)
     ON CONFLICT (caller, scope, key) DO NOTHING RETURNING id`,
    [caller, scope, key, hash, now],
  );
  let id = inserted[0]?.id;
  if (!id) {
    const [row] = await ds.query(
      `SELECT id, request_hash, state, status_code, response_body, updated_at FROM idempotency_keys WHERE caller = $1 AND scope = $2 AND key = $3`,
      [caller, scope, key],
    );
    if (!row) return claimIdempotencyKey(scope, req, res, principal); // released meanwhile
    if (row.request_hash !== hash) throw CommonErrors.IDEMPOTENCY_KEY_CONFLICT();
    if (row.state === 'completed') {
      res.setHeader('Idempotency-Replayed', 'true');
      res.status(row.status_code).json(row.response_body);
      return false;
    }
    const taken = await sqlRows<{ id: string }>(
      `UPDATE idempotency_keys SET updated_at = $2 WHERE id = $1 AND state = 'in_progress' AND updated_at < $3 RETURNING id`,
      [row.id, now, new Date(now.getTime() - STALE_CLAIM_MS)],
      ds.manager,
    );
    if (!taken[0]) throw CommonErrors.IDEMPOTENCY_REQUEST_IN_PROGRESS();
    id = taken[0].id;
  }
  captureResponse(id, res);
  return true;
}

/** Stores the response before it is sent, so a repeat that arrives right after sees it. */
function captureResponse(id: string, res: Response): void {
  const send = res.json.bind(res);
  let settled = false;
  const release = () => {
    if (settled) return;
    settled = true;
    getDataSource().query(`DELETE FROM idempotency_keys WHERE id = $1 AND state = 'in_progress'`, [id]).catch(() => {});
  };
  res.json = ((body: unknown) => {
    if (settled) return send(body);
    settled = true;
    // the body goes out once stored; until then later middleware must treat the request as answered
    res.locals.responsePending = true;
    const status = res.statusCode;
    const store = status >= 500 || NOT_STORED.has(status)
      ? getDataSource().query(`DELETE FROM idempotency_keys WHERE id = $1`, [id])
      : getDataSource().query(
          `UPDATE idempotency_keys SET state = 'completed', status_code = $2, response_body = $3, updated_at = $4 WHERE id = $1`,
          [id, status, JSON.stringify(body ?? null), clock.now()],
        );
    store.then(() => send(body), () => send(body));
    return res;
  }) as Response['json'];
  // a response that never went through res.json (stream, aborted connection) releases the key
  res.on('close', release);
}
