import { StorageErrors } from './errors.js';
import { MAX_SIGNED_URL_SECONDS } from './storage.js';

const MIME = /^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+(\s*;\s*[A-Za-z0-9!#$&^_.+-]+=("[^"\p{Cc}]*"|[A-Za-z0-9!#$&^_.+-]+))*$/u;

export function assertContentType(contentType: string): string {
  if (typeof contentType !== 'string' || contentType.length > 255 || !MIME.test(contentType)) {
    throw StorageErrors.CONTENT_TYPE_INVALID();
  }
  return contentType;
}

/** The lifetime of a signed URL: the requested seconds (1 s to 7 days, the S3 maximum) or the default. */
export function signedUrlSeconds(requested: number | undefined, fallback: number): number {
  const seconds = requested ?? fallback;
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_SIGNED_URL_SECONDS) {
    throw StorageErrors.SIGNED_URL_EXPIRY_INVALID();
  }
  return seconds;
}
