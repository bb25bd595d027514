import type { Request } from 'express';

/** Who is calling, as established from a bearer token by the accounts plugin. */
export interface Principal {
  kind: 'admin' | 'customer';
  /** public id of the user */
  userId: string;
  /** internal key, for services only: never serialised */
  internalId: string;
  sessionId: string;
  superadmin: boolean;
  permissions: ReadonlySet<string>;
}

/**
 * A valid token the authenticator refuses for this request: routes that need a caller answer `error`
 * instead of 401; public routes see no caller.
 */
export class AuthRefusal {
  constructor(readonly error: Error) {}
}

export type Authenticator = (accessToken: string, req: Request) => Promise<Principal | AuthRefusal | null>;

let authenticator: Authenticator | undefined;

export function setAuthenticator(fn: Authenticator | undefined): void {
  authenticator = fn;
}

export function bearerToken(req: Request): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m?.[1];
}

/** Resolves (and memoises on the request) the principal; null when absent or invalid. */
export async function principalOf(req: Request): Promise<Principal | null> {
  const r = req as Request & { principal?: Principal | null; authRefusal?: Error };
  if (r.principal !== undefined) return r.principal;
  const token = bearerToken(req);
  const found = token && authenticator ? await authenticator(token, req) : null;
  if (found instanceof AuthRefusal) r.authRefusal = found.error;
  r.principal = found instanceof AuthRefusal ? null : found;
  return r.principal;
}

/** Why the request's valid token was refused (see AuthRefusal), if it was. */
export function authRefusalOf(req: Request): Error | undefined {
  return (req as Request & { authRefusal?: Error }).authRefusal;
}

export function hasPermission(p: Pick<Principal, 'superadmin' | 'permissions'>, permission: string): boolean {
  return p.superadmin || p.permissions.has(permission);
}
