import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh 256-bit return token (base64url, in the path of the gateway's success and failure URLs). */
export function newReturnToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashReturnToken(token) };
}

export function hashReturnToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** true when `token` is the one whose hash is stored (constant-time); a malformed token never matches. */
export function returnTokenMatches(token: string, storedHash: string | null): boolean {
  if (!storedHash || !TOKEN.test(token)) return false;
  const given = Buffer.from(hashReturnToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
