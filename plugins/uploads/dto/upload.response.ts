import { field, namedSchema } from '../../../core/http/openapi/response-fields.js';

const EXPIRES_AT = 'When the URL stops working (Unix time in milliseconds); null for a public URL, which does not expire';

export class UploadedFileResponse {
  @field.string({ description: 'The stored file name (images are re-encoded to WebP unless optimize=false)' }) filename: string;
  @field.string({ description: 'The name the file was uploaded with' }) originalName: string;
  @field.string() mimeType: string;
  @field.integer({ description: 'Bytes' }) size: number;
  @field.string({ description: "The key to store in a record (e.g. a post's image); resolves to a URL" }) relativePath: string;
  @field.string() url: string;
  @field.integer({ nullable: true, description: EXPIRES_AT }) expiresAt: number | null;
}

export class FileUrlResponse {
  @field.string() url: string;
  @field.integer({ nullable: true, description: EXPIRES_AT }) expiresAt: number | null;
}

/** POST /signed-urls: one URL per distinct key asked for. */
export const FileUrlsByKeySchema = namedSchema('FileUrlsByKey', (ref) => ({
  type: 'object',
  additionalProperties: ref(FileUrlResponse),
  description: 'The URL of each key, keyed by the key',
}));
