import { StorageErrors } from './errors.js';

const SEGMENT = /^[A-Za-z0-9_~@+=-][A-Za-z0-9._~@+=-]*$/;
const MAX_KEY_LENGTH = 1024;

/** Keys under this prefix are readable by anyone; every other key needs a signed URL. */
export const PUBLIC_PREFIX = 'public/';

export function isPublicKey(key: string): boolean {
  return key.startsWith(PUBLIC_PREFIX);
}

/**
 * Whether the key is a safe relative path: `/`-separated segments of letters, digits and `._~@+=-`,
 * none empty and none starting with a dot (so no `.`/`..`, no hidden files, no absolute paths).
 */
export function isValidKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

/** Throws STORAGE_KEY_INVALID (400) unless the key is valid. */
export function assertValidKey(key: string): string {
  if (!isValidKey(key)) throw StorageErrors.STORAGE_KEY_INVALID();
  return key;
}

/** Percent-encodes each segment, keeping the slashes. */
export function encodeKeyForUrl(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

/** Private keys (spec 01 key layouts: `uploads/<uploadType>/<userId>/<filename>`), read only through signed URLs. */
export const PRIVATE_UPLOADS_PREFIX = 'uploads/';
