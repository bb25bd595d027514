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

export type Authenticator = (accessToken: string) => Promise<Principal | null>;

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
  const r = req as Request & { principal?: Principal | null };
  if (r.principal !== undefined) return r.principal;
  const token = bearerToken(req);
  r.principal = token && authenticator ? await authenticator(token) : null;
  return r.principal;
}

export function hasPermission(p: Principal, permission: string): boolean {
  return p.superadmin || p.permissions.has(permission);
}
