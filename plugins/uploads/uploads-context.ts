import type { FileAccessService } from './file-access.service.js';
import type { UploadService } from './upload.service.js';

/** Wired once at start-up (onStart) and used by the controllers. */
export const uploads: {
  service: UploadService;
  access: FileAccessService;
  /** UPLOAD_MAX_FILE_SIZE_MB in bytes: the admin routes' limit per file */
  adminMaxFileBytes: number;
} = {} as any;

/** The customer route's fixed limit per file (spec 01, Limits). */
export const CUSTOMER_MAX_FILE_BYTES = 5 * 1024 * 1024;
