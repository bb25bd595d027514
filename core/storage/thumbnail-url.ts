import { platform } from '../platform.js';
import { logger } from '../log/logger.js';
import { fileUrl } from './file-url.js';

/** The URL of a stored image to show beside a line (a cart's, an order's), or null: no key, or a key storage cannot sign. */
export async function thumbnailUrl(key: string | null | undefined): Promise<string | null> {
  if (!key) return null;
  try {
    return (await fileUrl(platform().storage, key)).url;
  } catch (e) {
    logger().warn({ err: e, key }, 'thumbnail key has no URL');
    return null;
  }
}
