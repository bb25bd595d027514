/*
 * Upload types and what each accepts. A file passes when its extension, the MIME type the client
 * declared for the part and the type sniffed from its bytes all belong to the same allowed format.
 */

export const UPLOAD_TYPES = ['avatar', 'image', 'file', 'landing', 'thumbnail', 'video'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
export const DEFAULT_UPLOAD_TYPE: UploadType = 'image';

/** Stored under `public/<type>/`, readable by anyone with a permanent URL. */
export const PUBLIC_UPLOAD_TYPES: ReadonlySet<UploadType> = new Set(['avatar', 'landing', 'thumbnail']);
export const CUSTOMER_UPLOAD_TYPES: readonly UploadType[] = ['avatar', 'image', 'file'];

export interface AllowedFormat {
  /** extensions, lower case, without the dot; the first is the one stored */
  extensions: string[];
  /** MIME types a client may declare for it */
  declared: string[];
  /** what file-type sniffs from the bytes; null: a text format without a signature (checked as UTF-8 text) */
  sniffed: string[] | null;
  /** re-encoded to WebP unless optimize=false */
  image: boolean;
}

const JPEG: AllowedFormat = { extensions: ['jpg', 'jpeg'], declared: ['image/jpeg', 'image/jpg', 'image/pjpeg'], sniffed: ['image/jpeg'], image: true };
const PNG: AllowedFormat = { extensions: ['png'], declared: ['image/png'], sniffed: ['image/png'], image: true };
const WEBP: AllowedFormat = { extensions: ['webp'], declared: ['image/webp'], sniffed: ['image/webp'], image: true };
const GIF: AllowedFormat = { extensions: ['gif'], declared: ['image/gif'], sniffed: ['image/gif'], image: true };
const AVIF: AllowedFormat = { extensions: ['avif'], declared: ['image/avif'], sniffed: ['image/avif'], image: true };
const IMAGES = [JPEG, PNG, WEBP, GIF, AVIF];

const PDF: AllowedFormat = { extensions: ['pdf'], declared: ['application/pdf'], sniffed: ['application/pdf'], image: false };
const XLSX: AllowedFormat = {
  extensions: ['xlsx'],
  declared: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  sniffed: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  image: false,
};
const DOCX: AllowedFormat = {
  extensions: ['docx'],
  declared: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  sniffed: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  image: false,
};
// browsers declare CSV inconsistently (Windows sends the Excel type)
const CSV: AllowedFormat = {
  extensions: ['csv'],
  declared: ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel'],
  sniffed: null,
  image: false,
};
const TXT: AllowedFormat = { extensions: ['txt'], declared: ['text/plain'], sniffed: null, image: false };

const MP4: AllowedFormat = { extensions: ['mp4', 'm4v'], declared: ['video/mp4', 'video/x-m4v'], sniffed: ['video/mp4', 'video/x-m4v'], image: false };
const WEBM: AllowedFormat = { extensions: ['webm'], declared: ['video/webm'], sniffed: ['video/webm'], image: false };

export const ALLOWED_FORMATS: Record<UploadType, AllowedFormat[]> = {
  avatar: IMAGES,
  image: IMAGES,
  landing: IMAGES,
  thumbnail: IMAGES,
  file: [PDF, CSV, TXT, XLSX, DOCX],
  video: [MP4, WEBM],
};

export function isUploadType(value: unknown): value is UploadType {
  return typeof value === 'string' && (UPLOAD_TYPES as readonly string[]).includes(value);
}
