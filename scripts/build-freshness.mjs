// Whether dist/ holds what the sources say: the newest change under the sources (a file's or a folder's
// modification time: a folder's changes when a file in it is added, removed or renamed) against the time
// the last successful build started, kept in dist/.build-stamp. Plain JS: it runs before anything is built.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What the build reads (tsconfig.build.json's include, its config and the dependencies' versions). */
export const BUILD_INPUTS = [
  'main.ts',
  'config',
  'core',
  'plugins',
  'admin',
  'scripts',
  'tsconfig.json',
  'tsconfig.build.json',
  'package.json',
  'package-lock.json',
];
export const STAMP = 'dist/.build-stamp';

/** The newest modification time (ms) under the inputs, and the path it belongs to. */
export function newestInput(root, inputs = BUILD_INPUTS) {
  let newest = { ms: 0, file: '' };
  const visit = (file) => {
    const st = statSync(file);
    if (st.mtimeMs > newest.ms) newest = { ms: st.mtimeMs, file };
    if (!st.isDirectory()) return;
    for (const entry of readdirSync(file, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      visit(path.join(file, entry.name));
    }
  };
  for (const input of inputs) {
    const file = path.join(root, input);
    if (existsSync(file)) visit(file);
  }
  return newest;
}

/** Why a build is needed, or null when dist/ is up to date. */
export function staleReason(root, inputs = BUILD_INPUTS) {
  const stampFile = path.join(root, STAMP);
  if (!existsSync(path.join(root, 'dist', 'main.js')) || !existsSync(stampFile)) return 'no build yet';
  const builtAt = Number(readFileSync(stampFile, 'utf8'));
  if (!Number.isFinite(builtAt)) return 'no build yet';
  const newest = newestInput(root, inputs);
  return newest.ms > builtAt ? `${path.relative(root, newest.file) || newest.file} changed since the last build` : null;
}

/** Records a successful build that started at `startedMs` (a source saved during the build is newer: built again next time). */
export function markBuilt(root, startedMs) {
  writeFileSync(path.join(root, STAMP), String(startedMs));
}
