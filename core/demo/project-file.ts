import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

/**
 * The project's root: the first folder up from this module with a package.json. The same from the sources
 * (core/demo) and the build (dist/core/demo: dist has no package.json), so committed assets need no copy step.
 */
export function projectRoot(): string {
  if (root) return root;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('No package.json above core/demo: cannot find the project root');
    dir = up;
  }
  root = dir;
  return root;
}

/** An absolute path for a path given from the project root; refuses one that leaves it. */
export function projectFile(relative: string): string {
  const full = path.resolve(projectRoot(), relative);
  if (!full.startsWith(projectRoot() + path.sep)) throw new Error(`${relative} is not inside the project`);
  return full;
}
