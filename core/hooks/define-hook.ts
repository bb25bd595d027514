import { logger } from '../log/logger.js';
import { handlersOf } from './installed-hooks.js';

/** What a hook does when one of its handlers throws: stop and throw to the caller, or log it and run the next. */
export type HookFailure = 'throw' | 'log';

/** One plugin's handler of a hook, for its manifest `hooks`; `name` is `<plugin>.<what>`. */
export interface HookHandler<Args = any, Result = any> {
  hook: Hook<Args, Result>;
  name: string;
  handler: (args: Args) => Result | Promise<Result>;
}

/**
 * An in-process call point a plugin offers others (or itself): `run` calls the handlers the enabled
 * plugins declared, at once, in plugin load order, and returns their results. Unlike a topic it is not
 * durable and not deferred: it runs in the caller's transaction, when the caller calls it.
 */
export interface Hook<Args = void, Result = void> {
  readonly name: string;
  readonly onFailure: HookFailure;
  /** A handler declaration for the manifest's `hooks`. */
  handle(name: string, handler: (args: Args) => Result | Promise<Result>): HookHandler<Args, Result>;
  run(args: Args): Promise<Result[]>;
}

const HOOK_NAME = /^[a-z][a-z0-9-]*\.[a-z0-9.-]+$/;

/** Declares a hook named `<plugin>.<what>`, owned by the plugin that runs it (exported from its index.ts). */
export function defineHook<Args = void, Result = void>(name: string, options: { onFailure?: HookFailure } = {}): Hook<Args, Result> {
  if (!HOOK_NAME.test(name)) throw new Error(`Hook "${name}": names are "<plugin>.<what>"`);
  const hook: Hook<Args, Result> = {
    name,
    onFailure: options.onFailure ?? 'throw',
    handle: (handlerName, handler) => ({ hook, name: handlerName, handler }),
    run: (args) => runHandlers(hook, args),
  };
  return hook;
}

async function runHandlers<Args, Result>(hook: Hook<Args, Result>, args: Args): Promise<Result[]> {
  const results: Result[] = [];
  for (const h of handlersOf(hook)) {
    try {
      const result = h.handler(args);
      // a handler that answers at once is not awaited, so synchronous handlers all run within the caller's tick
      results.push(isPromise(result) ? await result : result);
    } catch (err) {
      if (hook.onFailure === 'throw') throw err;
      logger().warn({ err, hook: hook.name, handler: h.name }, `hook handler ${h.name} of ${hook.name} failed (logged only)`);
    }
  }
  return results;
}

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}
