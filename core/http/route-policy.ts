import type { NextFunction, Request, Response } from 'express';
import { createParamDecorator, UseBefore } from 'routing-controllers';
import { authRefusalOf, hasPermission, principalOf, type Principal } from '../auth/principal.js';
import { CommonErrors, type ErrorDef } from './app-error.js';
import { runIdempotent, type IdempotentReplay } from './idempotency/idempotency.js';
import { actorOf, requestContextFor, runInContext } from '../context/request-context.js';
import { RATE_LIMIT_CLASSES, type RateLimitClass, type RateLimitSpec } from './rate-limit/classes.js';
import { enforceRateLimit } from './rate-limit/limiter.js';

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
}

const policies = new Map<Function, Map<string, RoutePolicy>>();

export function routePolicy(controller: Function, method: string): RoutePolicy | undefined {
  return policies.get(controller)?.get(method);
}

/** Runs, in a fixed order whatever the decorator order: authenticate, rate-limit, authorise, idempotency. */
function pipeline(policy: RoutePolicy, controller: Function, method: string) {
  return async (req: Request, res: Response, next: NextFunction) => {
    // read per request: a class built by a surface factory is named after decoration (surfaceController)
    const routeId = `${controller.name}.${method}`;
    try {
      const principal = await principalOf(req);
      if (policy.auth && !principal) throw authRefusalOf(req) ?? CommonErrors.UNAUTHORIZED();
      if (policy.auth === 'admin' && principal!.kind !== 'admin') throw CommonErrors.FORBIDDEN();
      if (policy.auth === 'customer' && principal!.kind !== 'customer') throw CommonErrors.FORBIDDEN();
      for (const spec of policy.rateLimits) await enforceRateLimit(spec, `${spec.name}:${routeId}`, req, res, principal);
      for (const perm of policy.permissions) if (!hasPermission(principal!, perm)) throw CommonErrors.FORBIDDEN(undefined, `Missing permission ${perm}`);
      // the use case reads its actor from the request context, not from parameters
      const ctx = requestContextFor(req, actorOf(principal));
      const keyed = policy.idempotencyScope && (policy.idempotencyRequired !== false || req.headers['idempotency-key'] !== undefined);
      if (keyed) await runInContext(ctx, () => runIdempotent(policy.idempotencyScope!, req, res, principal, next, policy.idempotencyReplay));
      else runInContext(ctx, next);
    } catch (e) {
      next(e);
    }
  };
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
