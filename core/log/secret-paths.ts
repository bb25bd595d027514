/**
 * Routes whose path carries a secret (a return token) declare where it sits, so every redaction (the request
 * log, a stored answer) replaces exactly that segment, whatever its shape. Declared by the module that makes
 * the secret, when it is imported.
 */
const declared: RegExp[] = [];

/** `pattern` matches the part of the path before the secret as its first group, then the secret segment. */
export function declareSecretPath(pattern: RegExp): void {
  if (!declared.some((d) => d.source === pattern.source)) declared.push(new RegExp(pattern.source, 'g'));
}

/** The text with the secret of every declared path in it replaced by `[redacted]`. */
export function redactSecretPaths(text: string): string {
  return declared.reduce((t, re) => t.replace(re, '$1[redacted]'), text);
}
