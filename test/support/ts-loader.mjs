// Lets a plain `node` child process run the TypeScript sources the way jest does (swc, legacy decorators,
// ESM): `node --import ./test/support/ts-loader.mjs some-script.ts`. Tests use it to start real worker
// processes they can kill.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { register } from 'node:module';
import { fileURLToPath } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import { swcOptions } from '../../swc.config.js';

// the same file provides the hooks, which node loads on its own loader thread
if (isMainThread) register(import.meta.url);

let swc;

/** `./x.js` written in a TypeScript source means `./x.ts` (NodeNext style). */
export async function resolve(specifier, context, nextResolve) {
  const fromTs = context.parentURL?.endsWith('.ts');
  if (fromTs && /^\.{1,2}\//.test(specifier) && specifier.endsWith('.js')) {
    const tsUrl = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(tsUrl))) return { url: tsUrl.href, shortCircuit: true, format: 'module' };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  swc ??= await import('@swc/core');
  const filename = fileURLToPath(url);
  const source = await readFile(filename, 'utf8');
  const { code } = await swc.transform(source, { ...swcOptions, filename });
  return { format: 'module', source: code, shortCircuit: true };
}
