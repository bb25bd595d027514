import type { NextFunction, Request, Response } from 'express';
import { createParamDecorator, UseBefore } from 'routing-controllers';
import { authRefusalOf, hasPermission, principalOf, type Principal } from '../auth/principal.js';
import { CommonErrors, type ErrorDef } from './app-error.js';
import { runIdempotent, type IdempotentReplay } from './idempotency/idempotency.js';
import { actorOf, requestContextFor, runInContext } from '../context/request-context.js';
import { RATE_LIMIT_CLASSES, type RateLimitClass, type RateLimitSpec } from './rate-limit/classes.js';
import { enforceRateLimit, rateLimitsEnabled } from './rate-limit/limiter.js';
import { compileReadyRead, sendReady, type CompiledReadyRead, type RawQuery, type ReadyAnswer, type ReadyReadSpec } from './ready-read.js';

export type AuthRequirement = 'admin' | 'customer' | 'any';

/** Everything a route declares about who may call it and how; also read by the OpenAPI builder. */
export interface RoutePolicy {
  auth?: AuthRequirement;
  permissions: string[];
  rateLimits: RateLimitSpec[];
  idempotencyScope?: string;
  /** false: the key is honoured when sent, and the route runs without it otherwise */
  idempotencyRequired?: boolean;
  /** how the route's answer is stored and replayed, when not verbatim */
  idempotencyReplay?: IdempotentReplay;
  errors: ErrorDef[];
  /** a cached read answered from bytes ready to send when it can (ReadyRead) */
  ready?: CompiledReadyRead;
}

const policies = new Map<Function, Map<string, RoutePolicy>>();

export function routePolicy(controller: Function, method: string): RoutePolicy | undefined {
  return policies.get(controller)?.get(method);
}

/**
 * The ready answer of a ReadyRead route for this request, or undefined (the query is not one the precompiled
 * validator takes, or the cache misses, or the answer failed): then the route runs.
 */
export function readyAnswer(
  ready: CompiledReadyRead,
  req: Request,
  query = req.query as RawQuery,
  params = req.params as Record<string, string>,
): ReadyAnswer | undefined | Promise<ReadyAnswer | undefined> {
  if (!ready.valid(query)) return undefined;
  try {
    const answer = ready.answer(req, query, params);
    return answer instanceof Promise ? answer.catch(() => undefined) : answer;
  } catch {
    return undefined;
  }
}

const ADMISSION = Symbol('admission');

/** A request's admission to a route (ready-front.ts admits ahead of express; the route's pipeline then reuses it). */
interface Admission {
  policy: RoutePolicy;
  principal?: Principal | null;
  error?: unknown;
}

/** The route's pipeline, as ready-front.ts finds it among a route's handlers. */
export interface PolicyGate {
  policy: RoutePolicy;
  /** authenticate, rate-limit, authorise: the principal, or the error the route answers with; once per request */
  admit(req: Request, res: Response): Promise<Principal | null>;
  /** admit without waiting, for a public route called without a token while nothing is counted; undefined: call admit */
  admitAtOnce(req: Request): null | undefined;
}

export const POLICY_GATE = Symbol('policy gate');

/**
 * Runs, in a fixed order whatever the decorator order: authenticate, rate-limit, authorise, then either a ready
 * answer (ReadyRead, sent without running the route) or the route in its request context, with idempotency.
 */
function pipeline(policy: RoutePolicy, controller: Function, method: string) {
  // named at the first request: a class built by a surface factory is named after decoration (surfaceController)
  let scopes: string[] | undefined;
  const admitNow = async (req: Request, res: Response): Promise<Principal | null> => {
    scopes ??= policy.rateLimits.map((spec) => `${spec.name}:${controller.name}.${method}`);
    const principal = await principalOf(req);
    if (policy.auth && !principal) throw authRefusalOf(req) ?? CommonErrors.UNAUTHORIZED();
    if (policy.auth === 'admin' && principal!.kind !== 'admin') throw CommonErrors.FORBIDDEN();
    if (policy.auth === 'customer' && principal!.kind !== 'customer') throw CommonErrors.FORBIDDEN();
    for (let i = 0; i < policy.rateLimits.length; i++) await enforceRateLimit(policy.rateLimits[i]!, scopes[i]!, req, res, principal);
    for (const perm of policy.permissions) if (!hasPermission(principal!, perm)) throw CommonErrors.FORBIDDEN(undefined, `Missing permission ${perm}`);
    return principal;
  };
  const admit = async (req: Request, res: Response): Promise<Principal | null> => {
    const r = req as Request & { [ADMISSION]?: Admission };
    const done = r[ADMISSION];
    if (done?.policy === policy) {
      if ('error' in done) throw done.error;
      return done.principal!;
    }
    try {
      const principal = await admitNow(req, res);
      r[ADMISSION] = { policy, principal };
      return principal;
    } catch (error) {
      r[ADMISSION] = { policy, error };
      throw error;
    }
  };
  const admitAtOnce = (req: Request): null | undefined => {
    if (policy.auth || policy.permissions.length || (policy.rateLimits.length && rateLimitsEnabled()) || req.headers.authorization !== undefined)
      return undefined;
    const r = req as Request & { [ADMISSION]?: Admission; principal?: Principal | null };
    r.principal = null;
    r[ADMISSION] = { policy, principal: null };
    return null;
  };
  const gate = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const principal = await admit(req, res);
      // the use case reads its actor from the request context, not from parameters
      const ctx = requestContextFor(req, actorOf(principal));
      if (policy.ready) {
        const answer = await runInContext(ctx, () => readyAnswer(policy.ready!, req));
        if (answer) return sendReady(req, res, answer);
      }
      const keyed = policy.idempotencyScope && (policy.idempotencyRequired !== false || req.headers['idempotency-key'] !== undefined);
      if (keyed) await runInContext(ctx, () => runIdempotent(policy.idempotencyScope!, req, res, principal, next, policy.idempotencyReplay));
      else runInContext(ctx, next);
    } catch (e) {
      next(e);
    }
  };
  return Object.assign(gate, { [POLICY_GATE]: { policy, admit, admitAtOnce } satisfies PolicyGate });
}

function policyFor(target: object, method: string): RoutePolicy {
  const ctor = (target as any).constructor as Function;
  let byMethod = policies.get(ctor);
  if (!byMethod) policies.set(ctor, (byMethod = new Map()));
  let policy = byMethod.get(method);
  if (!policy) {
    policy = { permissions: [], rateLimits: [], errors: [] };
    byMethod.set(method, policy);
    UseBefore(pipeline(policy, ctor, method))(target, method);
  }
  return policy;
}

/** Admin route gated by a `Module_ACTION` permission (superadmin bypasses). */
export function Permission(...permissions: string[]): MethodDecorator {
  return (target, method) => {
    const p = policyFor(target, String(method));
    p.auth = 'admin';
    p.permissions.push(...permissions);
  };
}

/** Route that needs a valid bearer token of the given kind. */
export function Authenticated(kind: AuthRequirement = 'any'): MethodDecorator {
  return (target, method) => {
    policyFor(target, String(method)).auth = kind;
  };
}

/** A named class of spec 01 or a route's own limit. */
export function RateLimit(limit: RateLimitClass | RateLimitSpec): MethodDecorator {
  return (target, method) => {
    policyFor(target, String(method)).rateLimits.push(typeof limit === 'string' ? RATE_LIMIT_CLASSES[limit] : limit);
  };
}

/**
 * An Idempotency-Key, keyed per caller and this scope: required (the spec's "Idempotency-Key" routes), or with
 * `{ required: false }` honoured when the client sends one (a route the spec does not mark, whose retries a
 * client may still want bound to the first answer, such as starting a payment). `replay`: an answer that
 * carries a secret is stored masked and filled again on a replay, or refused once it no longer holds.
 */
export function Idempotent(scope: string, options: { required?: boolean; replay?: IdempotentReplay } = {}): MethodDecorator {
  return (target, method) => {
    const policy = policyFor(target, String(method));
    policy.idempotencyScope = scope;
    policy.idempotencyRequired = options.required ?? true;
    policy.idempotencyReplay = options.replay;
  };
}

/**
 * A cached read that can answer from bytes ready to send: after the route's policy (authentication, rate limit,
 * permission), the query is checked by the spec's precompiled validator, and the spec's answer, when it has one,
 * is sent as is (ETag, 304 on If-None-Match) without running the route. Otherwise the route runs as usual. The
 * route should send the same bytes itself (sendReady), so a hit and a miss answer alike.
 */
export function ReadyRead(spec: ReadyReadSpec): MethodDecorator {
  return (target, method) => {
    policyFor(target, String(method)).ready = compileReadyRead(spec);
  };
}

/** Error codes the route can answer with (documentation for the OpenAPI document). */
export function Throws(...errors: ErrorDef[]): MethodDecorator {
  return (target, method) => {
    policyFor(target, String(method)).errors.push(...errors);
  };
}

/** The authenticated caller (the route's policy guarantees one where it requires auth). */
export function CurrentPrincipal() {
  return createParamDecorator({ required: false, value: (action) => (action.request as any).principal ?? null });
}

export type { Principal };
