// Runs every benchmark in turn (npm run bench). Each prints its own numbers.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const dir = path.dirname(new URL(import.meta.url).pathname);
const skip = new Set(['lib.mjs', 'run-all.mjs', 'bare-express.mjs']);
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.mjs') && !skip.has(f))
  .sort()) {
  console.log(`\n## ${file}`);
  const r = spawnSync(process.execPath, [path.join(dir, file)], { stdio: 'inherit' });
  if (r.status !== 0) process.exitCode = 1;
}
