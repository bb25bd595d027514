export { defineHook, type Hook, type HookFailure, type HookHandler } from './define-hook.js';
export { installHooks } from './install-hooks.js';
