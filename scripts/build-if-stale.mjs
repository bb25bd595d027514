// `npm start` (and seed, admin:create) run the build in dist/: this runs before them and rebuilds when a
// source changed since the last build (`--always`: `npm run build`, builds anyway). The build is incremental
// (tsc --incremental, its state in dist/.tsbuildinfo), so a rebuild after a small change emits only what changed.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { markBuilt, staleReason } from './build-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reason = process.argv.includes('--always') ? 'build asked for' : staleReason(root);
if (reason) {
  const started = Date.now();
  process.stderr.write(`build: ${reason}; compiling...\n`);
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const run = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) {
    process.stderr.write('build: the TypeScript build failed (see above); nothing was started\n');
    process.exit(run.status ?? 1);
  }
  markBuilt(root, started);
  process.stderr.write(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
