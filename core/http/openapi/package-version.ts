import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's version: the nearest package.json above this file that names one (from sources or from dist/). */
export function packageVersion(): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    const version = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : undefined;
    if (typeof version === 'string') return version;
    if (path.dirname(dir) === dir) return process.env.npm_package_version ?? '0.0.0';
  }
}
