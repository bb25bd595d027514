import type { RequestHandler } from 'express';
import { validate as isUuid } from 'uuid';
import type { Principal } from '../core/auth/principal.js';
import { accounts } from '../plugins/accounts/index.js';
import { rememberPrincipal, type PanelAdmin } from './current-admin.js';

type PanelSession = { adminUser?: PanelAdmin };

/** The admin as of now, or null when gone, deactivated or not an admin any more. */
async function loadPanelAdmin(publicId: unknown): Promise<{ admin: PanelAdmin; principal: Principal } | null> {
  if (typeof publicId !== 'string' || !isUuid(publicId)) return null;
  const user = await accounts.auth.findUser({ publicId });
  if (!user || user.kind !== 'admin' || !user.isActive) return null;
  const permissions = await accounts.auth.permissionsOfUser(user);
  const admin: PanelAdmin = { id: user.publicId, email: user.email, title: user.name, superadmin: user.isSuperadmin, permissions };
  const principal: Principal = {
    kind: 'admin',
    userId: user.publicId,
    internalId: user.id,
    sessionId: 'admin-panel',
    superadmin: user.isSuperadmin,
    permissions: new Set(permissions),
  };
  return { admin, principal };
}

/** AdminJS `authenticate`: the session keeps the admin's public id (and what the panel shows). */
export async function authenticateAdmin(email: unknown, password: unknown): Promise<PanelAdmin | null> {
  if (typeof email !== 'string' || typeof password !== 'string' || !email || !password) return null;
  const found = await accounts.auth.verifyAdminCredentials(email, password);
  if (!found) return null;
  const { user, permissions } = found;
  return { id: user.publicId, email: user.email, title: user.name, superadmin: user.isSuperadmin, permissions: [...permissions].sort() };
}

/**
 * Re-reads the signed-in admin on every panel request (after the session middleware): a role
 * change applies to the next request, a deactivated or deleted admin is signed out (the session is
 * destroyed, so only sessions of signed-in admins ever exist in the store).
 */
export const refreshCurrentAdmin: RequestHandler = async (req, _res, next) => {
  const session = req.session as (typeof req.session & PanelSession) | undefined;
  if (!session?.adminUser || req.path.startsWith('/frontend/assets/')) return next();
  try {
    const current = await loadPanelAdmin(session.adminUser.id);
    if (!current) return session.destroy((err) => next(err));
    rememberPrincipal(current.admin, current.principal);
    session.adminUser = current.admin;
    next();
  } catch (e) {
    next(e);
  }
};
