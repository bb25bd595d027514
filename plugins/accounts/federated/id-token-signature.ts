import { createPublicKey, type KeyObject, type JsonWebKey } from 'node:crypto';
import jwt, { type Algorithm } from 'jsonwebtoken';
import { logger } from '../../../core/log/logger.js';

const ASYMMETRIC: ReadonlySet<string> = new Set(['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512']);
const SYMMETRIC: ReadonlySet<string> = new Set(['HS256', 'HS384', 'HS512']);
const KEYS_FRESH_MS = 10 * 60_000;
/** an unknown kid refetches the key set (key rotation), at most this often */
const REFETCH_AFTER_MS = 60_000;
const FETCH_TIMEOUT_MS = 5000;

type KeySet = { keys: Array<JsonWebKey & { kid?: string; use?: string }>; fetchedAt: number };
const keySets = new Map<string, KeySet>();

async function fetchKeys(jwksUri: string): Promise<KeySet> {
  const res = await fetch(jwksUri, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
  if (!res.ok) throw new Error(`JWKS answered ${res.status}`);
  const body = (await res.json()) as { keys?: unknown };
  const set: KeySet = { keys: Array.isArray(body.keys) ? (body.keys as KeySet['keys']) : [], fetchedAt: Date.now() };
  keySets.set(jwksUri, set);
  return set;
}

function pick(set: KeySet, kid: string | undefined): KeyObject | undefined {
  const candidates = set.keys.filter((k) => (k.use === undefined || k.use === 'sig') && (kid === undefined || k.kid === kid));
  // without a kid the key must be unambiguous
  if (candidates.length !== 1 && kid === undefined) return undefined;
  const jwk = candidates[0];
  if (!jwk) return undefined;
  try {
    return createPublicKey({ key: jwk, format: 'jwk' });
  } catch {
    return undefined;
  }
}

async function publicKey(jwksUri: string, kid: string | undefined): Promise<KeyObject | undefined> {
  let set = keySets.get(jwksUri);
  if (!set || Date.now() - set.fetchedAt > KEYS_FRESH_MS) set = await fetchKeys(jwksUri);
  const key = pick(set, kid);
  if (key || Date.now() - set.fetchedAt < REFETCH_AFTER_MS) return key;
  return pick(await fetchKeys(jwksUri), kid);
}

/**
 * True when the ID token is signed by the provider: with a key of its JWKS (RS/PS/ES) or, for HS
 * algorithms, with the client secret. passport-openidconnect checks the claims (iss, aud, azp, exp,
 * nonce) but not the signature; `none` and unknown algorithms are refused.
 */
export async function hasValidSignature(idToken: string, jwksUri: string, clientSecret: string): Promise<boolean> {
  const header = jwt.decode(idToken, { complete: true })?.header;
  if (!header) return false;
  const alg = header.alg;
  try {
    let key: KeyObject | string | undefined;
    if (SYMMETRIC.has(alg)) key = clientSecret;
    else if (ASYMMETRIC.has(alg)) key = await publicKey(jwksUri, header.kid);
    if (!key) return false;
    // claims were checked by the strategy; only the signature is at stake here
    jwt.verify(idToken, key, { algorithms: [alg as Algorithm], ignoreExpiration: true, ignoreNotBefore: true });
    return true;
  } catch (e) {
    logger().warn({ err: String(e), alg }, 'ID token signature check failed');
    return false;
  }
}
