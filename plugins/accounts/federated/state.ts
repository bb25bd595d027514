import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { OAuthProviderName } from '../../../config/index.js';

/** What the signed state carries through the provider and back. Public ids only: it travels in URLs. */
export interface OAuthState {
  provider: OAuthProviderName;
  /** the allowlisted frontend URL the callback redirects to */
  redirectUri: string;
  /** sha256 of the browser's __Host-oauth_nonce cookie */
  browser: string;
  /** the OpenID Connect nonce sent to the provider, checked against the ID token */
  oidcNonce: string;
  /** link flow: public id of the signed-in customer, sealed at start, never taken from the callback */
  linkUserId?: string;
  /** expiry, epoch milliseconds */
  expiresAt: number;
}

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');

function mac(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`bazaar.oauth-state.${body}`).digest();
}

export function signState(secret: string, state: OAuthState): string {
  // a random salt makes every state unique even for equal contents
  const body = b64(JSON.stringify({ ...state, salt: randomBytes(8).toString('base64url') }));
  return `${body}.${b64(mac(secret, body))}`;
}

/** The state when its signature holds, it is for this provider and not expired; otherwise null. */
export function verifyState(secret: string, token: unknown, provider: OAuthProviderName, nowMs: number): OAuthState | null {
  if (typeof token !== 'string' || token.length > 4096) return null;
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return null;
  const expected = mac(secret, body);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let state: OAuthState;
  try {
    state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (state.provider !== provider || typeof state.expiresAt !== 'number' || state.expiresAt <= nowMs) return null;
  if (typeof state.redirectUri !== 'string' || typeof state.browser !== 'string' || typeof state.oidcNonce !== 'string') return null;
  return state;
}
