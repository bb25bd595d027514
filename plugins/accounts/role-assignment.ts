import { actorMay } from '../../core/context/request-context.js';
import { AccountErrors } from './errors.js';

/** Besides the route's own permission, giving an admin a role (on create or update) needs both. */
export const ROLE_ASSIGNMENT_PERMISSIONS = ['Admins_UPDATE', 'Roles_UPDATE'] as const;

/** Throws 403 ROLE_PERMISSIONS_NOT_HELD (details: the names) unless the acting admin holds every one of `names`. */
export function assertHoldsAll(names: Iterable<string>): void {
  const unheld = [...new Set(names)].filter((n) => !actorMay(n)).sort();
  if (unheld.length) throw AccountErrors.ROLE_PERMISSIONS_NOT_HELD(unheld, `You cannot grant permissions you do not hold yourself: ${unheld.join(', ')}`);
}

/**
 * Throws unless the acting admin may give an admin a role granting `rolePermissions`: it needs Admins_UPDATE
 * and Roles_UPDATE (403 ROLE_ASSIGNMENT_FORBIDDEN naming the missing ones) and must hold every permission of
 * the role itself (403 ROLE_PERMISSIONS_NOT_HELD). A superadmin (and the system) may assign any role.
 */
export function assertMayAssignRole(rolePermissions: Iterable<string>): void {
  const missing = ROLE_ASSIGNMENT_PERMISSIONS.filter((p) => !actorMay(p));
  if (missing.length) throw AccountErrors.ROLE_ASSIGNMENT_FORBIDDEN(missing, `Assigning a role needs ${missing.join(' and ')}`);
  assertHoldsAll(rolePermissions);
}
