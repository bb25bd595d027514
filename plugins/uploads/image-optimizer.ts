import sharp from 'sharp';
import { UploadErrors } from './errors.js';

export const WEBP_MIME = 'image/webp';
const WEBP_QUALITY = 82;

/**
 * Re-encodes an image to WebP (metadata such as GPS positions dropped, orientation applied;
 * animated GIF/WebP stay animated). A file that does not decode is 400 UPLOAD_IMAGE_INVALID.
 */
export async function toWebp(input: string, output: string, sourceMime: string): Promise<number> {
  const animated = sourceMime === 'image/gif' || sourceMime === 'image/webp';
  try {
    let pipeline = sharp(input, { animated, failOn: 'error' });
    if (!animated) pipeline = pipeline.autoOrient();
    const info = await pipeline.webp({ quality: WEBP_QUALITY }).toFile(output);
    return info.size;
  } catch {
    throw UploadErrors.IMAGE_INVALID();
  }
}
