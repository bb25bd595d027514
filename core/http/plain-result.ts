import { BaseDriver } from 'routing-controllers';

const MAX_DEPTH = 64;

/** Whether a value is made of plain objects, arrays and JSON primitives only (what class-transformer would copy as is). */
export function isPlainJson(value: unknown, depth = 0): boolean {
  if (value === null) return true;
  const type = typeof value;
  if (type !== 'object') return type === 'string' || type === 'number' || type === 'boolean' || type === 'undefined';
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (!isPlainJson(item, depth + 1)) return false;
    return true;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  // an own `__proto__` key (JSON.parse makes one) is dropped by class-transformer: left to it
  for (const key of Object.keys(value as object)) if (key === '__proto__' || !isPlainJson((value as Record<string, unknown>)[key], depth + 1)) return false;
  return true;
}

let installed = false;

/**
 * routing-controllers hands every action's result to class-transformer's instanceToPlain (classTransformer: true),
 * which walks it key by key with metadata lookups: on a plain envelope of plain rows (the read caches' JSON, SQL
 * rows) that is a copy that serialises to the same JSON, at several percent of an authenticated GET. A result made
 * of plain objects, arrays and JSON primitives only is sent as it is; anything else (a class instance, a Date, a
 * Map, a cycle) is transformed as before.
 */
export function sendPlainResultsAsTheyAre(): void {
  if (installed) return;
  installed = true;
  const proto = BaseDriver.prototype as unknown as { transformResult(result: unknown, action: unknown, options: unknown): unknown };
  const transform = proto.transformResult;
  proto.transformResult = function (this: unknown, result: unknown, action: unknown, options: unknown) {
    return result instanceof Object && isPlainJson(result) ? result : transform.call(this, result, action, options);
  };
}
