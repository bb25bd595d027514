import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * ePay v2's signature, written here on its own (the simulator is the other side of the wire and must not share
 * the shop's signer): base64(HMAC-SHA256(secret, "k=v,k=v,...")), the pairs in the order of `signed_field_names`.
 */
export function signatureMessage(fields: Record<string, string>, signedFieldNames: string): string {
  return signedFieldNames
    .split(',')
    .map((name) => `${name}=${fields[name] ?? ''}`)
    .join(',');
}

export function sign(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('base64');
}

export function signFields(secret: string, fields: Record<string, string>, signedFieldNames: string): string {
  return sign(secret, signatureMessage(fields, signedFieldNames));
}

/** Constant time over the decoded bytes; a signature that is not base64 of 32 bytes never verifies. */
export function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'base64');
  const b = Buffer.from(given, 'base64');
  return a.length === b.length && b.toString('base64') === given && timingSafeEqual(a, b);
}
