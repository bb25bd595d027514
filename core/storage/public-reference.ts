import { isPublicKey, PRIVATE_UPLOADS_PREFIX } from './keys.js';
import { FILES_ROUTE } from './storage.js';

const SIGNED = 'is a signed file URL, which expires (a private file): store the url of a public upload instead (uploadType landing, thumbnail or avatar)';
const PRIVATE =
  "points at a private file, which only its uploader can read: upload it with a public uploadType (landing, thumbnail or avatar) and store that upload's url";

/**
 * The one rule for a URL a record keeps for anyone to load (an image, a link): it must be one that serves to
 * the public. Public upload types (avatar, landing, thumbnail) live under `public/` at a permanent URL; the
 * others (image, the default; file; video) under `uploads/`, readable only through signed URLs that expire.
 * So a signed URL, a path to a private key on the file route, or a private key written as a site path
 * (`/uploads/...`) is refused. Why the value would not serve, or undefined.
 */
export function unservedFileProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0) return undefined;
  let url: URL;
  try {
    url = new URL(value, 'http://site-relative.invalid');
  } catch {
    return undefined;
  }
  const q = url.searchParams;
  if ((q.has('signature') && q.has('expires')) || q.has('X-Amz-Signature') || q.has('X-Amz-Expires')) return SIGNED;
  if (url.pathname.startsWith(`${FILES_ROUTE}/`) && !isPublicKey(url.pathname.slice(FILES_ROUTE.length + 1))) return PRIVATE;
  if (value.startsWith(`/${PRIVATE_UPLOADS_PREFIX}`)) return PRIVATE;
  return undefined;
}
