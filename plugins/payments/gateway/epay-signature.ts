import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * eSewa ePay v2 signatures: base64(HMAC-SHA256(secret, message)), the message being
 * "name=value,name=value,..." over the names listed in `signed_field_names`, in that order, with the values
 * exactly as sent or received (ePay returns "1000.0": reformatting a number would break the HMAC).
 */

/** The signed message of the named fields, in the order `signedFieldNames` lists them; undefined when a named field is missing. */
export function signedMessage(fields: Record<string, unknown>, signedFieldNames: string): string | undefined {
  const names = signedFieldNames.split(',');
  const parts: string[] = [];
  for (const name of names) {
    const value = fields[name];
    if (!name || typeof value !== 'string') return undefined;
    parts.push(`${name}=${value}`);
  }
  return parts.join(',');
}

export function hmacBase64(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('base64');
}

/** Signs `fields` over `signedFieldNames` (comma-separated, in order). */
export function signFields(secret: string, fields: Record<string, string>, signedFieldNames: string): string {
  const message = signedMessage(fields, signedFieldNames);
  if (message === undefined) throw new Error(`Cannot sign: a field named in "${signedFieldNames}" is missing`);
  return hmacBase64(secret, message);
}

/** true when `fields.signature` is the HMAC over the fields its own `signed_field_names` declares (constant-time compare). */
export function hasValidSignature(secret: string, fields: Record<string, unknown>, required: readonly string[]): boolean {
  const names = fields.signed_field_names;
  const signature = fields.signature;
  if (typeof names !== 'string' || typeof signature !== 'string') return false;
  // a signature over fewer fields than we rely on proves nothing about the others
  const declared = new Set(names.split(','));
  if (required.some((name) => !declared.has(name))) return false;
  const message = signedMessage(fields, names);
  if (message === undefined) return false;
  const expected = Buffer.from(hmacBase64(secret, message), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
