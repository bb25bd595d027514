import type { PluginManifest } from '../core/plugin.js';
import accounts from './accounts/index.js';
import blog from './blog/index.js';
import catalog from './catalog/index.js';
import content from './content/index.js';
import products from './products/index.js';
import seo from './seo/index.js';
import uploads from './uploads/index.js';

/** Every plugin that exists, in any order: the loader orders them by `requires`. */
export const availablePlugins: PluginManifest[] = [accounts, seo, uploads, content, blog, catalog, products];
