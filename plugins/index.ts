import type { PluginManifest } from '../core/plugin.js';
import accounts from './accounts/index.js';

/** Every plugin that exists, in any order: the loader orders them by `requires`. */
export const availablePlugins: PluginManifest[] = [accounts];
