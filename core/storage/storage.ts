import type { Readable } from 'node:stream';

export interface PutOptions {
  contentType: string;
  /** bytes; lets S3 upload a stream in one request (omit it and minio uploads in parts) */
  size?: number;
}

export interface StoredObjectInfo {
  key: string;
  size: number;
  contentType: string;
  lastModified: Date;
}

export interface StoredObjectStream extends StoredObjectInfo {
  body: Readable;
}

export interface SignedUrl {
  url: string;
  /** epoch milliseconds */
  expiresAt: number;
}

/**
 * The file store: local disk by default, any S3 (MinIO...) when S3_* is set.
 * Keys are relative paths (see keys.ts); keys under `public/` are readable by anyone through publicUrl,
 * every other key only through a signed URL or the service.
 * Failures of the store itself throw StorageError (502); a missing key throws FILE_NOT_FOUND (404);
 * an unsafe key throws STORAGE_KEY_INVALID (400).
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<StoredObjectInfo>;
  /** the content as a stream; throws FILE_NOT_FOUND for a missing key */
  get(key: string): Promise<StoredObjectStream>;
  /** null for a missing key */
  stat(key: string): Promise<StoredObjectInfo | null>;
  exists(key: string): Promise<boolean>;
  /** idempotent: deleting a missing key succeeds */
  delete(key: string): Promise<void>;
  /** a URL that reads the key until expiresAt (clock time + expiresInSeconds, default SIGNED_URL_TTL_SECONDS) */
  signedUrl(key: string, expiresInSeconds?: number): Promise<SignedUrl>;
  /** the permanent URL of a `public/` key */
  publicUrl(key: string): string;
  /** prepares the store (directories, bucket); createPlatform calls it once */
  init(): Promise<void>;
  close(): Promise<void>;
}

export const MAX_SIGNED_URL_SECONDS = 604800;

/** Where the service serves local-disk files (file-routes.ts); S3 URLs point at the store instead. */
export const FILES_ROUTE = '/api/files';
