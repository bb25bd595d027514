import path from 'node:path';
import type { Config } from '../../config/index.js';
import { LocalStorage } from './local-storage.js';
import { loadStorageSigningSecret } from './signing-secret.js';
import type { Storage } from './storage.js';
import { UrlSigner } from './url-signer.js';

/** S3 (minio client) when S3_ENDPOINT is set, else local disk under `${DATA_DIR}/files`; initialised. */
export async function createStorage(config: Config): Promise<Storage> {
  // the S3 client is loaded only when S3 is configured
  const storage: Storage = config.s3
    ? new (await import('./s3-storage.js')).S3Storage({ ...config.s3, defaultSignedUrlSeconds: config.signedUrlTtlSeconds })
    : new LocalStorage({
        root: path.join(config.dataDir, 'files'),
        publicBaseUrl: config.publicBaseUrl,
        signer: new UrlSigner(await loadStorageSigningSecret(config.dataDir, config.storageSigningSecret)),
        defaultSignedUrlSeconds: config.signedUrlTtlSeconds,
      });
  try {
    await storage.init();
  } catch (e) {
    await storage.close().catch(() => {});
    throw e;
  }
  return storage;
}
