import { unservedFileProblem } from '../../../core/storage/public-reference.js';

/** URL rules of content payloads (spec 01 "Payload rules shown"), and the file rule every URL field follows. */

// no whitespace or control characters anywhere in a URL we store
const UNSAFE = /[\s\u0000-\u001f\u007f\\]/;

/** Site-relative: one leading slash (a `//host` URL is protocol-relative, i.e. absolute, and refused). */
export function isSiteRelative(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !UNSAFE.test(value);
}

function absoluteHttp(value: string): URL | undefined {
  if (UNSAFE.test(value)) return undefined;
  try {
    const u = new URL(value);
    if ((u.protocol !== 'http:' && u.protocol !== 'https:') || !u.hostname || u.username || u.password) return undefined;
    return u;
  } catch {
    return undefined;
  }
}

/** Link fields: an absolute http(s) URL or a site-relative URL. */
export function isLinkUrl(value: string): boolean {
  return (isSiteRelative(value) || absoluteHttp(value) !== undefined) && !unservedFileProblem(value);
}

/** Image fields: a site-relative path, or an absolute URL on one of the allowed asset origins. */
export function isImageUrl(value: string, assetOrigins: readonly string[]): boolean {
  if (unservedFileProblem(value)) return false;
  if (isSiteRelative(value)) return true;
  const u = absoluteHttp(value);
  return !!u && assetOrigins.includes(u.origin);
}
