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
  /** the session the actor signed in with (a bearer token's session; 'admin-panel' in the panel) */
  sessionId?: string;
  /** an admin who holds every permission */
  superadmin?: boolean;
  /** the permissions an admin holds (through its role), as of this request */
  permissions?: ReadonlySet<string>;
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
  /**
   * set on an idempotent route's transaction: the first withTransaction inside it runs its work in a savepoint,
   * run again after a deadlock or serialization failure (the key's claim and the transaction stay)
   */
  retryInSavepoint?: boolean;
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

/**
 * Runs fn as background work (a job, an outbox delivery, a flow): a fresh context, so nothing leaks in
 * from whatever scheduled it (a request's transaction or actor), with the system as the actor unless one
 * is given and the job's or event's id as the request id, so its logs correlate.
 */
export function runAsJob<T>(requestId: string, fn: () => T, actor: Actor = SYSTEM_ACTOR): T {
  return store.run({ actor, surface: 'job', requestId }, fn);
}

/** true when the actor may do what `permission` guards: the system and a superadmin may do anything. */
export function actorMay(permission: string, actor: Actor = currentActor()): boolean {
  return actor.kind === 'system' || actor.superadmin === true || actor.permissions?.has(permission) === true;
}

/** The actor of a call that needs a signed-in user (a "me" route, a panel action): its internal key, or a bug. */
export function signedInActor(): Actor & { internalId: string; publicId: string } {
  const actor = currentActor();
  if ((actor.kind !== 'admin' && actor.kind !== 'customer') || !actor.internalId || !actor.publicId) {
    throw new Error(`A signed-in user is needed here; the call runs as ${actor.kind}`);
  }
  return actor as Actor & { internalId: string; publicId: string };
}

export function actorOf(principal: Principal | null): Actor {
  if (!principal) return ANONYMOUS_ACTOR;
  return {
    kind: principal.kind,
    publicId: principal.userId,
    internalId: principal.internalId,
    sessionId: principal.sessionId,
    superadmin: principal.superadmin,
    permissions: principal.permissions,
  };
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
