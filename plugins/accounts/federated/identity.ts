/** What a provider asserted about the person, reduced to what sign-in needs. Provider tokens are not kept. */
export interface ProviderIdentity {
  subject: string;
  /** lower-cased; null when the provider shared none (or a malformed one) */
  email: string | null;
  /** true only when the provider asserted email_verified = true */
  emailVerified: boolean;
  name: string | null;
  image: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function text(v: unknown, max: number): string | null {
  return typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null;
}

function httpUrl(v: unknown): string | null {
  if (typeof v !== 'string' || v.length > 1000) return null;
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The identity from the ID token's claims, completed by the userinfo response when it is about the same
 * subject (OpenID Connect Core 5.3.2: a userinfo `sub` that differs must not be used).
 */
export function identityFromClaims(idToken: Record<string, unknown>, userinfo?: Record<string, unknown>): ProviderIdentity | null {
  const subject = text(idToken.sub, 255);
  if (!subject) return null;
  const claims = userinfo && userinfo.sub === idToken.sub ? { ...idToken, ...userinfo } : idToken;
  const rawEmail = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  const email = rawEmail.length <= 254 && EMAIL.test(rawEmail) ? rawEmail : null;
  return {
    subject,
    email,
    emailVerified: email !== null && (claims.email_verified === true || claims.email_verified === 'true'),
    name: text(claims.name, 150),
    image: httpUrl(claims.picture),
  };
}

export function decodeJwtClaims(jwt: string): Record<string, unknown> | null {
  const part = jwt.split('.')[1];
  if (!part) return null;
  try {
    const claims = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' ? claims : null;
  } catch {
    return null;
  }
}
