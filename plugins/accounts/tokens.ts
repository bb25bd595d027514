import { createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { UserKind } from './entities/user.entity.js';

export interface AccessClaims {
  sub: string;
  sid: string;
  kind: UserKind;
}

/** What a verified token carries: the claims and its expiry (epoch seconds). */
export interface VerifiedClaims extends AccessClaims {
  exp: number;
}

// a KeyObject made once: jsonwebtoken would otherwise build one from the string on every call
let secret: KeyObject | undefined;
const ISSUER = 'bazaar';

export function setSigningSecret(value: string): void {
  secret = createSecretKey(Buffer.from(value, 'utf8'));
}

export function signAccessToken(claims: AccessClaims, ttlSeconds: number, nowMs: number): string {
  return jwt.sign({ sid: claims.sid, kind: claims.kind, iat: Math.floor(nowMs / 1000) }, secret!, {
    algorithm: 'HS256',
    subject: claims.sub,
    issuer: ISSUER,
    expiresIn: ttlSeconds,
  });
}

export function verifyAccessToken(token: string, nowMs: number): VerifiedClaims | null {
  try {
    const p = jwt.verify(token, secret!, { algorithms: ['HS256'], issuer: ISSUER, clockTimestamp: Math.floor(nowMs / 1000) }) as jwt.JwtPayload;
    if (typeof p.sub !== 'string' || typeof p.sid !== 'string' || typeof p.exp !== 'number' || (p.kind !== 'admin' && p.kind !== 'customer')) return null;
    return { sub: p.sub, sid: p.sid, kind: p.kind, exp: p.exp };
  } catch {
    return null;
  }
}

/** Opaque refresh token `<sessionId>.<256 random bits>`; only its sha256 is stored. */
export function newRefreshToken(sessionId: string): string {
  return `${sessionId}.${randomBytes(32).toString('base64url')}`;
}

export function sessionIdOfRefreshToken(token: string): string | null {
  const dot = token.indexOf('.');
  return dot > 0 ? token.slice(0, dot) : null;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
