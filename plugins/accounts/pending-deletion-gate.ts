import type { Request } from 'express';
import { AuthRefusal, type Principal } from '../../core/auth/principal.js';
import { AccountErrors } from './errors.js';

/*
 * A session of an account pending deletion (spec 01: the requesting session is logged out; the account
 * cannot sign in again) lives on through the grace period for the deletion routes only, so the owner can
 * still see the deletion and cancel it from another device, and sign out. Every other route that needs a
 * caller answers 409 ACCOUNT_PENDING_DELETION (the spec's code for such an account); public routes treat
 * the token as absent. Refresh (no bearer token) keeps working for these sessions.
 */

const pending = new WeakSet<Principal>();

/** Marks a principal (as built and cached by SessionService.authenticate) as one of an account pending deletion. */
export function markPendingDeletion(principal: Principal): void {
  pending.add(principal);
}

const OPEN_ROUTES = new Set(
  ['/api/auth', '/api/mobile/auth'].flatMap((base) => [
    `GET ${base}/account-deletion/status`,
    `HEAD ${base}/account-deletion/status`,
    `DELETE ${base}/account-deletion/cancel`,
    `POST ${base}/account-deletion/request`,
    `DELETE ${base}/logout`,
  ]),
);

function routeOf(req: Request): string {
  const path = (req.originalUrl ?? req.url).split('?')[0]!.toLowerCase().replace(/\/+$/, '');
  return `${req.method} ${path}`;
}

/** The authenticator's answer for this request: the principal, or a refusal when its account is pending deletion. */
export function gatePendingDeletion(principal: Principal | null, req: Request): Principal | AuthRefusal | null {
  if (!principal || !pending.has(principal) || OPEN_ROUTES.has(routeOf(req))) return principal;
  return new AuthRefusal(AccountErrors.ACCOUNT_PENDING_DELETION());
}
