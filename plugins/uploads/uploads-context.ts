import { FileAccessService } from './file-access.service.js';
import { UploadService } from './upload.service.js';

/** The plugin's services: module singletons (see docs/architecture.md, Wiring), configured at start-up. */
export const uploads = {
  service: new UploadService(),
  access: new FileAccessService(),
  /** UPLOAD_MAX_FILE_SIZE_MB in bytes: the admin routes' limit per file (set at start-up) */
  adminMaxFileBytes: 0,
};

/** The customer route's fixed limit per file (spec 01, Limits). */
export const CUSTOMER_MAX_FILE_BYTES = 5 * 1024 * 1024;
