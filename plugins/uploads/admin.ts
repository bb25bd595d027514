import { mediaResource } from './panel/media-panel.js';

/*
 * The media library in the admin panel (module Uploads): every stored upload, searchable, and an
 * upload endpoint for the panel: the `new` action of this resource takes a multipart form
 * (fields `file`, optional `uploadType` and `optimize`) under the panel session, runs the same checks,
 * WebP re-encoding and storage as POST /api/upload, and answers the record with its relativePath
 * and URL. Other panel resources' image fields store that public URL (not the key: see core/storage/public-reference.ts).
 * The list shows a thumbnail of public images, the file's name as stored ("phone.png" converted to WebP is
 * "phone.webp"), its size in KB/MB and who uploaded it by name.
 */

export { humanSize, storedName } from './panel/media-row.js';

export function uploadsAdmin(): unknown[] {
  return [mediaResource()];
}
