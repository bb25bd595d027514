import type { PluginManifest } from '../plugin.js';
import type { Hook, HookHandler } from './define-hook.js';
import { currentInstalledHooks, replaceInstalledHooks } from './installed-hooks.js';

const NAME_MAX = 100;

/**
 * Installs the hook handlers of the enabled plugins (in load order) in place of any installed before, and
 * returns the uninstall. A handler name outside its plugin's prefix or used twice, or two hooks sharing a
 * name, stops start-up.
 */
export function installHooks(plugins: PluginManifest[]): () => void {
  const byHook = new Map<Hook<any, any>, HookHandler[]>();
  const hookNamed = new Map<string, Hook<any, any>>();
  const handlerNames = new Map<string, string>();
  for (const plugin of plugins) {
    for (const h of plugin.hooks ?? []) {
      if (!h.name.startsWith(`${plugin.name}.`) || h.name.length > NAME_MAX) {
        throw new Error(`Plugin "${plugin.name}" declares hook handler "${h.name}": names are "${plugin.name}.<what>", at most ${NAME_MAX} characters`);
      }
      const sameName = hookNamed.get(h.hook.name);
      if (sameName && sameName !== h.hook) throw new Error(`Two hooks are named "${h.hook.name}": a hook name belongs to one defineHook`);
      const other = handlerNames.get(h.name);
      if (other) throw new Error(`Hook handler "${h.name}" is declared twice (hooks "${other}" and "${h.hook.name}")`);
      hookNamed.set(h.hook.name, h.hook);
      handlerNames.set(h.name, h.hook.name);
      byHook.set(h.hook, [...(byHook.get(h.hook) ?? []), h]);
    }
  }
  replaceInstalledHooks(byHook);
  return () => {
    if (currentInstalledHooks() === byHook) replaceInstalledHooks(new Map());
  };
}
