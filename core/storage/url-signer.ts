import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 over (key, expiry) for local signed file URLs. */
export class UrlSigner {
  constructor(private readonly secret: string) {}

  sign(key: string, expiresAtMs: number): string {
    return createHmac('sha256', this.secret).update(`file:v1\n${key}\n${expiresAtMs}`).digest('base64url');
  }

  verify(key: string, expiresAtMs: number, signature: string): boolean {
    const expected = Buffer.from(this.sign(key, expiresAtMs));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
