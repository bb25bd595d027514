import { createHash, randomBytes } from 'node:crypto';
import type { HttpRequest, HttpResponse } from '../../../core/http/http-types.js';

export const NONCE_COOKIE = '__Host-oauth_nonce';
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;

export function hashNonce(nonce: string): string {
  return createHash('sha256').update(nonce).digest('base64url');
}

export function nonceFromCookie(req: HttpRequest): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === NONCE_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return WELL_FORMED.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/**
 * Sets the browser-binding cookie and returns the hash the state carries. A browser that already holds
 * one keeps it, so two sign-ins started in two tabs both complete.
 */
export function bindBrowser(req: HttpRequest, res: HttpResponse, ttlSeconds: number): string {
  const nonce = nonceFromCookie(req) ?? randomBytes(32).toString('base64url');
  res.append('Set-Cookie', `${NONCE_COOKIE}=${nonce}; Path=/; Max-Age=${ttlSeconds}; HttpOnly; Secure; SameSite=Lax`);
  return hashNonce(nonce);
}

/** True when the request carries the cookie whose hash the state holds. */
export function isSameBrowser(req: HttpRequest, browserHash: string): boolean {
  const nonce = nonceFromCookie(req);
  return nonce !== undefined && hashNonce(nonce) === browserHash;
}
