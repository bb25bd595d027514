import { UploadErrors } from './errors.js';

export const WEBP_MIME = 'image/webp';
const WEBP_QUALITY = 82;

/**
 * Re-encodes an image to WebP (metadata such as GPS positions dropped, orientation applied;
 * animated GIF/WebP stay animated). A file that does not decode is 400 UPLOAD_IMAGE_INVALID.
 */
export async function toWebp(input: string, output: string, sourceMime: string): Promise<number> {
  const animated = sourceMime === 'image/gif' || sourceMime === 'image/webp';
  // sharp (libvips) is loaded on the first image, not at start-up
  const { default: sharp } = await import('sharp');
  try {
    let pipeline = sharp(input, { animated, failOn: 'error' });
    if (!animated) pipeline = pipeline.autoOrient();
    const info = await pipeline.webp({ quality: WEBP_QUALITY }).toFile(output);
    return info.size;
  } catch {
    throw UploadErrors.IMAGE_INVALID();
  }
}
