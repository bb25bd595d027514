/** Deepest nesting a request body may have: far beyond any real document, far below a stack overflow. */
export const MAX_BODY_DEPTH = 64;

/**
 * The path at which `value` nests deeper than `max` levels, else undefined. Iterative, so a hostile
 * document cannot exhaust the stack here (class-transformer and JSON-schema validators recurse).
 */
export function tooDeepAt(value: unknown, max = MAX_BODY_DEPTH): string[] | undefined {
  const stack: Array<{ v: unknown; path: string[] }> = [{ v: value, path: [] }];
  while (stack.length) {
    const { v, path } = stack.pop()!;
    if (!v || typeof v !== 'object') continue;
    if (path.length >= max) return path;
    for (const [k, child] of Object.entries(v)) if (child && typeof child === 'object') stack.push({ v: child, path: [...path, k] });
  }
  return undefined;
}
