import type { HookHandler } from '../../../core/hooks/define-hook.js';
import type { PluginManifest } from '../../../core/plugin.js';
import { availablePlugins } from '../../../plugins/index.js';

/** Every plugin, the payments manifest listing `handler` among its hooks too (a real handler, installed by the loader). */
export function withPaymentsHook(handler: HookHandler): PluginManifest[] {
  return availablePlugins.map((p) => (p.name === 'payments' ? { ...p, hooks: [...(p.hooks ?? []), handler] } : p));
}
