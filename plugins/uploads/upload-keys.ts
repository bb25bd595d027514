import { validate as isUuid } from 'uuid';
import { isPublicKey, isValidKey, PRIVATE_UPLOADS_PREFIX, PUBLIC_PREFIX } from '../../core/storage/keys.js';
import { UPLOAD_TYPES, PUBLIC_UPLOAD_TYPES, type UploadType } from './upload-types.js';

export const PRIVATE_PREFIX = PRIVATE_UPLOADS_PREFIX;

/** private `uploads/<uploadType>/<userId>/<filename>`; public `public/<uploadType>/<filename>` */
export function uploadKey(type: UploadType, userId: string, filename: string): string {
  return PUBLIC_UPLOAD_TYPES.has(type) ? `${PUBLIC_PREFIX}${type}/${filename}` : `${PRIVATE_PREFIX}${type}/${userId}/${filename}`;
}

export type KeyAccess = 'public' | 'owner' | 'legacy';

/**
 * Who may resolve a key: anyone for `public/...`; for `uploads/<type>/<userId>/<file>` only that
 * user; `uploads/<type>/<file>` (the legacy layout without a userId) anyone signed in, with a warning
 * logged by the caller. Anything else is not an upload (other areas' files): 'forbidden'.
 * Call with a valid key (see isValidKey).
 */
export function keyAccess(key: string, callerPublicId: string): KeyAccess | 'forbidden' {
  if (isPublicKey(key)) return 'public';
  if (!key.startsWith(PRIVATE_PREFIX)) return 'forbidden';
  const segments = key.split('/');
  if (!(UPLOAD_TYPES as readonly string[]).includes(segments[1]!)) return 'forbidden';
  if (segments.length === 3) return 'legacy';
  if (segments.length !== 4) return 'forbidden';
  const owner = segments[2]!;
  return isUuid(owner) && owner.toLowerCase() === callerPublicId.toLowerCase() ? 'owner' : 'forbidden';
}

/**
 * The key from the raw request path after `prefix`, each segment percent-decoded on its own so an
 * encoded `%2F` can never add a separator. undefined when it is not a valid storage key.
 */
export function keyFromPath(path: string, prefix: string): string | undefined {
  if (!path.startsWith(prefix)) return undefined;
  try {
    const segments = path
      .slice(prefix.length)
      .split('/')
      .map((s) => decodeURIComponent(s));
    if (segments.some((s) => s.includes('/') || s.includes('\\'))) return undefined;
    const key = segments.join('/');
    return isValidKey(key) ? key : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Route pattern of a key in a path: 1 to 6 segments (upload keys have 3 or 4). Written so both
 * Express 5 and the OpenAPI builder's path parser read it; the key itself is taken from the raw path.
 */
export const KEY_IN_PATH = '/:s1{/:s2}{/:s3}{/:s4}{/:s5}{/:s6}';
