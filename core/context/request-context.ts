import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from 'typeorm';
import type { Principal } from '../auth/principal.js';

/** Who acts: an admin, a customer, the system (jobs, outbox subscribers, start-up), or nobody signed in. */
export interface Actor {
  kind: 'admin' | 'customer' | 'system' | 'anonymous';
  /** the user's public id; null for the system */
  publicId: string | null;
  /** the user's internal key, for services only (never serialised) */
  internalId?: string;
}

export const SYSTEM_ACTOR: Actor = Object.freeze({ kind: 'system', publicId: null });
export const ANONYMOUS_ACTOR: Actor = Object.freeze({ kind: 'anonymous', publicId: null });

/** Where a request came in: which surface of the API, the panel, or a job. */
export type Surface = 'admin' | 'customer' | 'public' | 'panel' | 'job';

/**
 * Everything a use case needs to know about the call it serves, carried implicitly through async work:
 * the transaction in progress, the actor, the surface, the request id and the idempotency key.
 */
export interface RequestContext {
  actor: Actor;
  surface: Surface;
  requestId?: string;
  idempotency?: { scope: string; key: string };
  /** the transaction in progress (set by withTransaction or an idempotent route) */
  manager?: EntityManager;
}

const store = new AsyncLocalStorage<RequestContext>();
const OUTSIDE: RequestContext = Object.freeze({ actor: SYSTEM_ACTOR, surface: 'job' });

/** The context of the work in progress; outside any request, the system's. */
export function currentContext(): RequestContext {
  return store.getStore() ?? OUTSIDE;
}

/** The actor of the work in progress. */
export function currentActor(): Actor {
  return currentContext().actor;
}

/** The actor as stored in activity logs and audit columns: its public id, else 'system' or 'anonymous'. */
export function actorLabel(actor: Actor = currentActor()): string {
  return actor.publicId ?? actor.kind;
}

/** Runs fn in the given context (a request's, or a derived one). */
export function runInContext<T>(ctx: RequestContext, fn: () => T): T {
  return store.run(ctx, fn);
}

/** Runs fn as another actor, keeping the rest of the context (jobs run as the system, the panel as its admin). */
export function runAs<T>(actor: Actor, fn: () => T, surface?: Surface): T {
  const ctx = currentContext();
  return store.run({ ...ctx, actor, surface: surface ?? ctx.surface }, fn);
}

/** Binds a callback to the current context: for callbacks that stream events would otherwise run outside it. */
export function bindToContext<F extends (...args: any[]) => unknown>(fn: F): F {
  const ctx = store.getStore();
  return ctx ? (((...args: unknown[]) => store.run(ctx, () => fn(...args))) as F) : fn;
}

export function actorOf(principal: Principal | null): Actor {
  return principal ? { kind: principal.kind, publicId: principal.userId, internalId: principal.internalId } : ANONYMOUS_ACTOR;
}

/** The surface a path belongs to. */
export function surfaceOf(path: string): Surface {
  if (path.startsWith('/api/admin')) return 'admin';
  if (path.startsWith('/api/mobile')) return 'customer';
  if (path.startsWith('/admin')) return 'panel';
  return 'public';
}

/** The context a request starts with (the route policy adds the actor once it has authenticated). */
export function requestContextFor(req: { originalUrl: string; id?: string }, actor: Actor = ANONYMOUS_ACTOR): RequestContext {
  return { actor, surface: surfaceOf(req.originalUrl), requestId: req.id };
}
