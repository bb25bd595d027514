import type { RequestHandler } from 'express';
import { validate as isUuid } from 'uuid';
import type { Principal } from '../core/auth/principal.js';
import { AccountErrors, accounts, customerStanding, type User } from '../plugins/accounts/index.js';
import { AppError } from '../core/http/app-error.js';
import { rememberPrincipal, type PanelAdmin } from './current-admin.js';

/**
 * What the panel session keeps: the admin, and the user's session epoch it signed in under. The
 * epoch moves on with a password change, a role change, a deactivation or a deletion (the accounts
 * plugin's revokeAllOf), which ends the session.
 */
type SignedInAdmin = PanelAdmin & { epoch?: number };
type PanelSession = { adminUser?: SignedInAdmin };

function panelAdmin(user: User, permissions: string[]): SignedInAdmin {
  return { id: user.publicId, email: user.email, title: user.name, superadmin: user.isSuperadmin, permissions, epoch: user.sessionEpoch };
}

/** The admin as of now, or null when gone, deactivated, pending deletion or not an admin any more. */
async function loadPanelAdmin(publicId: unknown): Promise<{ admin: SignedInAdmin; principal: Principal } | null> {
  if (typeof publicId !== 'string' || !isUuid(publicId)) return null;
  const user = await accounts.auth.findUser({ publicId });
  if (!user || user.kind !== 'admin' || customerStanding(user) !== 'active') return null;
  const permissions = await accounts.auth.permissionsOfUser(user);
  const principal: Principal = {
    kind: 'admin',
    userId: user.publicId,
    internalId: user.id,
    sessionId: 'admin-panel',
    superadmin: user.isSuperadmin,
    permissions: new Set(permissions),
  };
  return { admin: panelAdmin(user, permissions), principal };
}

/**
 * AdminJS `authenticate`: the session keeps the admin's public id (and what the panel shows). Each
 * wrong password counts toward the account's sign-in lockout; the right one clears it (the panel's
 * login route refuses a locked account before AdminJS gets here).
 */
export async function authenticateAdmin(email: unknown, password: unknown): Promise<PanelAdmin | null> {
  if (typeof email !== 'string' || typeof password !== 'string' || !email || !password) return null;
  try {
    const { user, permissions } = await accounts.signInLockout.attempt(email, async () => {
      const found = await accounts.auth.verifyAdminCredentials(email, password);
      if (!found) throw AccountErrors.INVALID_CREDENTIALS();
      return found;
    });
    return panelAdmin(user, [...permissions].sort());
  } catch (e) {
    if (e instanceof AppError && e.statusCode < 500) return null;
    throw e;
  }
}

/**
 * Re-reads the signed-in admin on every panel request (after the session middleware): a role
 * change applies to the next request; a deactivated, deleted or pending-deletion admin, or a session
 * older than the admin's last password change, role change or deactivation (its epoch), is signed
 * out (the session is destroyed, so only sessions of signed-in admins ever exist in the store).
 */
export const refreshCurrentAdmin: RequestHandler = async (req, _res, next) => {
  const session = req.session as (typeof req.session & PanelSession) | undefined;
  if (!session?.adminUser || req.path.startsWith('/frontend/assets/')) return next();
  try {
    const current = await loadPanelAdmin(session.adminUser.id);
    if (!current || current.admin.epoch !== (session.adminUser.epoch ?? 0)) return session.destroy((err) => next(err));
    rememberPrincipal(current.admin, current.principal);
    session.adminUser = current.admin;
    next();
  } catch (e) {
    next(e);
  }
};
