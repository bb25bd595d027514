// The tables of other owners each plugin's manifest says its migrations point foreign keys at (`references`).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `{ plugin: Set<table> }`, read from the `references: [...]` of plugins/<plugin>/index.ts. */
export function declaredReferences(root, plugins) {
  const declared = {};
  for (const plugin of plugins) {
    const index = join(root, 'plugins', plugin, 'index.ts');
    const text = existsSync(index) ? readFileSync(index, 'utf8') : '';
    const list = /\breferences:\s*\[([^\]]*)\]/.exec(text)?.[1] ?? '';
    declared[plugin] = new Set([...list.matchAll(/'([a-z0-9_]+)'/g)].map((m) => m[1]));
  }
  return declared;
}
