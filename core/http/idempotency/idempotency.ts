import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { QueryRunner } from 'typeorm';
import { clock } from '../../clock/clock.js';
import { getDataSource, joinTransaction } from '../../db/transaction.js';
import { preparedRows } from '../../db/sql.js';
import { currentContext, runInContext } from '../../context/request-context.js';
import { logger } from '../../log/logger.js';
import type { Principal } from '../../auth/principal.js';
import { CommonErrors, invalidField } from '../app-error.js';
import { answeredWith, appErrorOf, errorBody } from '../error-handler.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** Responses that say nothing about the request itself are not kept: the client may retry. */
const NOT_STORED = new Set([401, 403, 429]);

/** A stored answer as it was saved (after `store`). */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/**
 * How a route's answer is kept and replayed, for an answer that must not be kept verbatim (it carries a
 * secret) or must not be handed out again once the state it was given for has moved on.
 */
export interface IdempotentReplay {
  /** what is saved instead of the answer's body (a secret masked) */
  store?: (body: unknown) => unknown;
  /** the answer to a replay, in the caller's request context, outside any transaction; throw an AppError to refuse */
  answer?: (stored: StoredAnswer) => Promise<StoredAnswer>;
}

/** A statement sent on a key's connection after its transaction ended (it would run on its own, in autocommit). */
export class TransactionEndedError extends Error {
  constructor() {
    super("The request's transaction has already ended");
    this.name = 'TransactionEndedError';
  }
}

/**
 * The connection of a key's transaction, which ends exactly once: after end() starts, every statement the route
 * still sends fails instead of running in autocommit behind the COMMIT or ROLLBACK.
 */
async function openKeyTransaction() {
  const qr = getDataSource().createQueryRunner();
  await qr.connect();
  let open = true;
  const query = qr.query.bind(qr);
  qr.query = ((sql: string, ...rest: unknown[]) => {
    if (!open) return Promise.reject(new TransactionEndedError());
    return (query as (...a: unknown[]) => Promise<unknown>)(sql, ...rest);
  }) as QueryRunner['query'];
  const end = async (commit: boolean) => {
    if (!open) return;
    open = false;
    try {
      await query(commit ? 'COMMIT' : 'ROLLBACK');
    } finally {
      (qr as { isTransactionActive: boolean }).isTransactionActive = false;
      await qr.release();
    }
  };
  try {
    await qr.startTransaction();
  } catch (e) {
    open = false;
    await qr.release();
    throw e;
  }
  return { qr, end, isOpen: () => open };
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((k) => [k, canonical((value as any)[k])]),
    );
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

/** The 64-bit advisory lock that marks a key as in progress while its transaction is open. */
function lockId(caller: string, scope: string, key: string): string {
  const digest = createHash('sha256').update(`${caller}\n${scope}\n${key}`).digest();
  return BigInt.asIntN(64, digest.readBigUInt64BE(0)).toString();
}

/**
 * Runs an idempotent route: the key is claimed, the route's work runs and its response is stored in ONE
 * transaction, committed before the response leaves. A crash before the commit leaves nothing (the retry
 * runs the work once); a crash after it leaves the stored response (the retry replays it).
 * - While a request holds the key (its transaction's advisory lock), a repeat answers 409 IN_PROGRESS.
 * - A stored key with another request body answers 409 IDEMPOTENCY_KEY_CONFLICT; the same body, a replay.
 * - A route that fails (4xx/5xx) has its work rolled back; a 4xx other than 401/403/429 is then stored
 *   on its own, so the repeat answers the same.
 * - The transaction ends when the route answers, never earlier: a client that goes away does not cut the
 *   work short (it finishes and its answer is stored for the retry), so no part of it commits alone.
 */
export async function runIdempotent(
  scope: string,
  req: Request,
  res: Response,
  principal: Principal | null,
  next: NextFunction,
  replay: IdempotentReplay = {},
): Promise<void> {
  const key = req.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || key.trim() === '') throw CommonErrors.IDEMPOTENCY_KEY_REQUIRED();
  if (!KEY_PATTERN.test(key)) throw invalidField('Idempotency-Key', 'must be 1-255 visible ASCII characters');
  const caller = callerOf(req, principal);
  const hash = requestHash(req);

  const { qr, end, isOpen } = await openKeyTransaction();
  let stored: { request_hash: string; status_code: number; response_body: unknown } | undefined;
  try {
    const [{ locked }] = await preparedRows(`SELECT pg_try_advisory_xact_lock($1::bigint) AS locked`, [lockId(caller, scope, key)], qr.manager);
    if (!locked) throw CommonErrors.IDEMPOTENCY_REQUEST_IN_PROGRESS();
    [stored] = await preparedRows(
      `SELECT request_hash, status_code, response_body FROM idempotency_keys WHERE caller = $1 AND scope = $2 AND key = $3 AND state = 'completed'`,
      [caller, scope, key],
      qr.manager,
    );
  } catch (e) {
    await end(false).catch(() => {});
    throw e;
  }
  if (stored) {
    await end(false);
    if (stored.request_hash !== hash) throw CommonErrors.IDEMPOTENCY_KEY_CONFLICT();
    const saved = { status: stored.status_code, body: stored.response_body };
    const answer = replay.answer ? await replay.answer(saved) : saved;
    res.setHeader('Idempotency-Replayed', 'true');
    res.status(answer.status).json(answer.body);
    return;
  }

  const record = { caller, scope, key, hash, store: replay.store };
  const hooks: Array<() => Promise<void>> = [];
  const send = res.json.bind(res);
  res.json = ((body: unknown) => {
    res.json = send;
    if (!isOpen()) return send(body);
    // the body goes out once stored; until then later middleware must treat the request as answered
    res.locals.responsePending = true;
    settle(qr, record, res.statusCode, body, end, hooks).then(
      () => send(body),
      (e) => {
        logger().error({ err: e, scope }, 'idempotent response could not be stored');
        send(errorBody(answeredWith(res, appErrorOf(e))));
      },
    );
    return res;
  }) as Response['json'];
  const ctx = { ...currentContext(), idempotency: { scope, key } };
  runInContext(ctx, () => joinTransaction(qr.manager, hooks, () => next()));
}

async function settle(
  qr: QueryRunner,
  r: { caller: string; scope: string; key: string; hash: string; store?: (body: unknown) => unknown },
  status: number,
  body: unknown,
  end: (commit: boolean) => Promise<void>,
  hooks: Array<() => Promise<void>>,
): Promise<void> {
  const insert = `INSERT INTO idempotency_keys (caller, scope, key, request_hash, state, status_code, response_body, created_at, updated_at)
    VALUES ($1, $2, $3, $4, 'completed', $5, $6, $7, $7)
    ON CONFLICT (caller, scope, key) DO UPDATE
      SET request_hash = EXCLUDED.request_hash, state = 'completed', status_code = EXCLUDED.status_code,
          response_body = EXCLUDED.response_body, updated_at = EXCLUDED.updated_at
      -- an 'in_progress' claim left by a process of the version before (claims are advisory locks now)
      WHERE idempotency_keys.state <> 'completed'`;
  const kept = r.store ? r.store(body) : body;
  const params = [r.caller, r.scope, r.key, r.hash, status, JSON.stringify(kept ?? null), clock.now()];
  if (status < 400) {
    await preparedRows(insert, params, qr.manager);
    await end(true);
    // outside the committed transaction: the hooks' own queries (a cache drop's NOTIFY) need a live connection
    const committed = { ...currentContext(), manager: undefined };
    for (const hook of hooks) await runInContext(committed, hook);
    return;
  }
  await end(false);
  if (status < 500 && !NOT_STORED.has(status)) await getDataSource().query(insert, params);
}
