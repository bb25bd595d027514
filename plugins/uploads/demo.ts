import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { DemoImageStore } from '../../core/demo/demo-images.js';
import { ALLOWED_FORMATS } from './upload-types.js';
import { uploads } from './uploads-context.js';

/**
 * The demo shop's images go through the upload service like any upload (type, content and WebP checks, the
 * media library), as public `landing` files owned by the system, once per file name: other plugins' demos get
 * them through DemoContext.image() (the URL) or imageKey() (the storage key), which this plugin provides at start-up.
 */
export const storeDemoImage: DemoImageStore = async ({ path: file, name }) => {
  const ext = path.extname(name).slice(1).toLowerCase();
  const format = ALLOWED_FORMATS.landing.find((f) => f.extensions.includes(ext));
  if (!format) throw new Error(`${name}: a demo image must be one of ${ALLOWED_FORMATS.landing.flatMap((f) => f.extensions).join(', ')}`);
  const { size } = await fs.stat(file);
  const stored = await uploads.service.storeSystemFile({ path: file, originalName: `demo-${name}`, declaredType: format.declared[0]!, size }, 'landing');
  return { url: stored.url, key: stored.relativePath };
};
