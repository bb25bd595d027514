import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { sharedSecret } from '../../core/db/shared-secret.js';
import { declareSecretPath, redactSecretPaths } from '../../core/log/secret-paths.js';

let key: Buffer | undefined;

/**
 * The key the return tokens are derived with: the deployment's own secret (kept in the database, the same
 * on every instance) mixed with the gateway's secret (configuration only), so neither a copy of the database
 * nor the gateway's key alone yields a token.
 */
export function setReturnTokenKey(deploymentSecret: string, gatewaySecret: string): void {
  key = createHmac('sha256', deploymentSecret).update(gatewaySecret, 'utf8').digest();
}

/** At start, when the gateway is configured. */
export async function configureReturnTokens(gatewaySecret: string): Promise<void> {
  setReturnTokenKey(await sharedSecret('payments.return-token'), gatewaySecret);
}

/**
 * The attempt's return token (256 bits, base64url, in the path of its success and failure URLs) and its
 * SHA-256. Derived, never stored: every form of one attempt carries the same token, so each one handed out
 * returns, and an answer can be filled again later without the token being kept anywhere.
 */
export function returnTokenOf(attemptId: string): { token: string; hash: string } {
  if (!key) throw new Error('return tokens are not configured (the payment gateway is off)');
  const token = createHmac('sha256', key).update(`return-token:${attemptId.toLowerCase()}`, 'utf8').digest('base64url');
  return { token, hash: hashReturnToken(token) };
}

export function hashReturnToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** A return URL carries the attempt's token in its path. */
declareSecretPath(/(\/gateway\/return\/[0-9a-fA-F-]{36}\/)[^/?#\s]+/);

/** The text with the token of every return URL in it replaced by `[redacted]` (the request log does the same). */
export function maskReturnTokens(text: string): string {
  return redactSecretPaths(text);
}

/** true when `token` is the one whose hash is stored (constant-time); a malformed token never matches. */
export function returnTokenMatches(token: string, storedHash: string | null): boolean {
  if (!storedHash || !TOKEN.test(token)) return false;
  const given = Buffer.from(hashReturnToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
