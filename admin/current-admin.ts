import type { Principal } from '../core/auth/principal.js';
import { actorOf, ANONYMOUS_ACTOR, type Actor } from '../core/context/request-context.js';

/**
 * The signed-in admin as AdminJS sees it (`currentAdmin`). The session keeps it, but it is rebuilt
 * from the database on every request, so a role change, a deactivation or a deletion takes effect
 * at once. It reaches the browser (AdminJS renders it into the page): public id only.
 */
export interface PanelAdmin {
  /** public id of the user */
  id: string;
  email: string;
  title: string;
  superadmin: boolean;
  permissions: string[];
}

/** true when the admin holds the permission (a superadmin holds every one) */
export function can(admin: unknown, permission: string): boolean {
  const a = admin as Partial<PanelAdmin> | null | undefined;
  if (!a || typeof a !== 'object') return false;
  return a.superadmin === true || (Array.isArray(a.permissions) && a.permissions.includes(permission));
}

// The principal holds the internal key, which must not reach the browser; AdminJS passes the same
// currentAdmin object from the request to the action context, so it is looked up by identity.
const principals = new WeakMap<object, Principal>();

export function rememberPrincipal(admin: PanelAdmin, principal: Principal): void {
  principals.set(admin, principal);
}

/**
 * The signed-in admin as the actor of panel actions; nobody (anonymous) when no admin is signed in. The panel
 * signs in without an API session, so the actor has no session id.
 */
export function panelActor(admin: unknown): Actor {
  const principal = admin && typeof admin === 'object' ? principals.get(admin) : undefined;
  return principal ? { ...actorOf(principal), sessionId: undefined } : ANONYMOUS_ACTOR;
}
