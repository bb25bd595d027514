import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { Client } from 'minio';
import type { S3Config } from '../../config/index.js';
import { clock } from '../clock/clock.js';
import { logger } from '../log/logger.js';
import { bufferUpTo } from './buffer-up-to.js';
import { StorageError, StorageErrors } from './errors.js';
import { assertValidKey, encodeKeyForUrl, PUBLIC_PREFIX } from './keys.js';
import { assertContentType, signedUrlSeconds } from './validation.js';
import type { PutOptions, SignedUrl, Storage, StoredObjectInfo, StoredObjectStream } from './storage.js';

export interface S3StorageOptions extends S3Config {
  defaultSignedUrlSeconds: number;
}

const SINGLE_PUT_LIMIT = 64 * 1024 * 1024;
const MISSING = new Set(['NoSuchKey', 'NotFound', 'NoSuchObject']);
const BUCKET_RACE = new Set(['BucketAlreadyOwnedByYou', 'BucketAlreadyExists']);

function isMissing(e: any): boolean {
  return MISSING.has(e?.code);
}

/** Anonymous read of `public/*`, set only on a bucket this service creates itself. */
function publicReadPolicy(bucket: string): string {
  return JSON.stringify({
    Version: '2012-10-17',
    Statement: [{ Effect: 'Allow', Principal: { AWS: ['*'] }, Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${bucket}/${PUBLIC_PREFIX}*`] }],
  });
}

/** Any S3-compatible store (MinIO, AWS, s3rver) through the minio client, path-style addressing. */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private readonly client: Client;
  private readonly agent: http.Agent;
  private readonly baseUrl: string;

  constructor(private readonly options: S3StorageOptions) {
    const endpoint = new URL(options.endpoint);
    const useSSL = endpoint.protocol === 'https:';
    this.agent = useSSL ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
    this.client = new Client({
      endPoint: endpoint.hostname,
      port: endpoint.port ? Number(endpoint.port) : undefined,
      useSSL,
      accessKey: options.accessKey,
      secretKey: options.secretKey,
      region: options.region,
      pathStyle: true,
      transportAgent: this.agent,
    });
    this.baseUrl = `${endpoint.origin}/${encodeURIComponent(options.bucket)}`;
  }

  /** Creates the bucket when it is missing (and then lets anyone read `public/*`). */
  async init(): Promise<void> {
    const { bucket, region } = this.options;
    try {
      if (await this.client.bucketExists(bucket)) return;
      await this.client.makeBucket(bucket, region);
    } catch (e: any) {
      if (BUCKET_RACE.has(e?.code)) return;
      throw new StorageError('init', e);
    }
    try {
      await this.client.setBucketPolicy(bucket, publicReadPolicy(bucket));
    } catch (e: any) {
      logger().warn(
        { bucket, code: e?.code, err: e?.message },
        'could not set the public-read policy on public/*; public file URLs need the store to allow anonymous reads there',
      );
    }
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<StoredObjectInfo> {
    assertValidKey(key);
    const contentType = assertContentType(options.contentType);
    try {
      // minio holds up to a part (64 MiB) in memory anyway; knowing the size saves a multipart upload
      const data = Buffer.isBuffer(body) || options.size !== undefined ? body : await bufferUpTo(body, SINGLE_PUT_LIMIT);
      const size = Buffer.isBuffer(data) ? data.length : options.size;
      await this.client.putObject(this.options.bucket, key, data, size, { 'Content-Type': contentType });
    } catch (e) {
      throw new StorageError('put', e);
    }
    const info = await this.stat(key);
    if (!info) throw new StorageError('put', new Error(`${key} is missing right after it was written`));
    return info;
  }

  async get(key: string): Promise<StoredObjectStream> {
    const info = await this.stat(key);
    if (!info) throw StorageErrors.FILE_NOT_FOUND();
    try {
      const body = await this.client.getObject(this.options.bucket, key);
      return { ...info, body };
    } catch (e) {
      if (isMissing(e)) throw StorageErrors.FILE_NOT_FOUND();
      throw new StorageError('get', e);
    }
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    assertValidKey(key);
    try {
      const st = await this.client.statObject(this.options.bucket, key);
      const contentType = st.metaData?.['content-type'];
      return {
        key,
        size: st.size,
        contentType: typeof contentType === 'string' && contentType ? contentType : 'application/octet-stream',
        lastModified: st.lastModified,
      };
    } catch (e) {
      if (isMissing(e)) return null;
      throw new StorageError('stat', e);
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    try {
      await this.client.removeObject(this.options.bucket, key);
    } catch (e) {
      if (isMissing(e)) return;
      throw new StorageError('delete', e);
    }
  }

  async signedUrl(key: string, expiresInSeconds?: number): Promise<SignedUrl> {
    assertValidKey(key);
    const seconds = signedUrlSeconds(expiresInSeconds, this.options.defaultSignedUrlSeconds);
    // X-Amz-Date has whole seconds; sign at the clock's second so expiresAt is exactly when the store refuses
    const signedAt = Math.floor(clock.nowMs() / 1000) * 1000;
    try {
      const url = await this.client.presignedGetObject(this.options.bucket, key, seconds, {}, new Date(signedAt));
      return { url, expiresAt: signedAt + seconds * 1000 };
    } catch (e) {
      throw new StorageError('signedUrl', e);
    }
  }

  publicUrl(key: string): string {
    return `${this.baseUrl}/${encodeKeyForUrl(assertValidKey(key))}`;
  }

  async close(): Promise<void> {
    this.agent.destroy();
  }
}
