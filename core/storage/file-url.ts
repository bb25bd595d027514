import { isPublicKey } from './keys.js';
import type { Storage } from './storage.js';

/** The URL a client gets for a stored key: permanent (expiresAt null) for `public/` keys, else signed. */
export async function fileUrl(storage: Storage, key: string, expiresInSeconds?: number): Promise<{ url: string; expiresAt: number | null }> {
  if (isPublicKey(key)) return { url: storage.publicUrl(key), expiresAt: null };
  return storage.signedUrl(key, expiresInSeconds);
}
