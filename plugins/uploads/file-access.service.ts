import { signedInActor } from '../../core/context/request-context.js';
import { logger } from '../../core/log/logger.js';
import { platform } from '../../core/platform.js';
import { StorageErrors } from '../../core/storage/errors.js';
import { fileUrl } from '../../core/storage/file-url.js';
import { isValidKey } from '../../core/storage/keys.js';
import type { StoredObjectStream } from '../../core/storage/storage.js';
import { UploadErrors } from './errors.js';
import { keyAccess } from './upload-keys.js';

export interface ResolvedUrl {
  url: string;
  expiresAt: number | null;
}

/** Reading stored uploads: signed or public URLs and the proxy stream, after the ownership rule. */
export class FileAccessService {
  /** Throws unless the signed-in caller may read the key (403 UPLOAD_FORBIDDEN, 400 for a malformed key). */
  authorize(key: string): void {
    if (!isValidKey(key)) throw StorageErrors.STORAGE_KEY_INVALID();
    const { publicId } = signedInActor();
    const access = keyAccess(key, publicId);
    if (access === 'forbidden') throw UploadErrors.FORBIDDEN();
    if (access === 'legacy') logger().warn({ key, userId: publicId }, 'legacy upload key without a userId segment resolved without an ownership check');
  }

  /** A signed URL for a private key, the permanent URL (expiresAt null) for a public one. */
  async resolveUrl(key: string, expiresIn?: number): Promise<ResolvedUrl> {
    this.authorize(key);
    return fileUrl(platform().storage, key, expiresIn);
  }

  /** Every key checked first: one key the caller may not read refuses the whole request. */
  async resolveUrls(keys: string[], expiresIn?: number): Promise<Record<string, ResolvedUrl>> {
    const unique = [...new Set(keys)];
    for (const key of unique) this.authorize(key);
    const out: Record<string, ResolvedUrl> = {};
    for (const key of unique) out[key] = await fileUrl(platform().storage, key, expiresIn);
    return out;
  }

  async open(key: string): Promise<StoredObjectStream> {
    this.authorize(key);
    return platform().storage.get(key);
  }
}
