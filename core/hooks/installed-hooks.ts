import type { Hook, HookHandler } from './define-hook.js';

/** The handlers of the running app's enabled plugins, by hook (replaced at each start). */
let installed = new Map<Hook<any, any>, HookHandler[]>();

export function handlersOf(hook: Hook<any, any>): readonly HookHandler[] {
  return installed.get(hook) ?? [];
}

export function replaceInstalledHooks(next: Map<Hook<any, any>, HookHandler[]>): void {
  installed = next;
}

export function currentInstalledHooks(): Map<Hook<any, any>, HookHandler[]> {
  return installed;
}
