import { redactSecretPaths } from './secret-paths.js';

/** Query parameters whose value is a secret by name (a mailed token, a signature, a code). */
const SECRET_PARAM = /token|secret|password|signature|code|key/i;
/**
 * A path segment shaped like a random secret on a route that declared none: 32+ base64url characters mixing
 * upper and lower case; slugs are lower case and ids are lower-case UUIDs, so both are kept.
 */
const secretSegment = (s: string) => s.length >= 32 && /^[A-Za-z0-9_-]+$/.test(s) && /[A-Z]/.test(s) && /[a-z]/.test(s);

const REDACTED = '[redacted]';

/**
 * A request URL as the log may keep it: secrets in the path (a declared secret segment, core/log/secret-paths.ts,
 * or a token-shaped one) and in the query (by the parameter's name) replaced, ids and the rest kept, so a log
 * line never holds a credential that works.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = redactSecretPaths(q < 0 ? url : url.slice(0, q));
  const redactedPath = path
    .split('/')
    .map((segment) => (secretSegment(segment) ? REDACTED : segment))
    .join('/');
  if (q < 0) return redactedPath;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name);
      } catch {
        /* kept as sent */
      }
      return SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${redactedPath}?${query}`;
}
