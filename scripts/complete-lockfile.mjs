// The registry this project installs from lacks some platform builds that packages list as
// optionalDependencies (e.g. @swc/core-darwin-arm64). npm then leaves them out of package-lock.json,
// and `npm ci` refuses the lockfile ("Missing: ... from lock file"). This adds an entry per missing
// optional package, marked optional: `npm ci` accepts the lockfile and skips what it cannot fetch.
// Run after any `npm install` that changes the lockfile: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    // resolution as node does it: nested first, then each ancestor's node_modules, then the root
    const parts = path ? path.split('/node_modules/') : [];
    let found = false;
    for (let i = parts.length; i >= 0 && !found; i--) {
      const base = parts.slice(0, i).join('/node_modules/');
      found = `${base ? `${base}/` : ''}node_modules/${name}` in packages;
    }
    if (found) continue;
    packages[`node_modules/${name}`] = { version: range.replace(/^[\^~=]/, ''), dev: meta.dev, optional: true };
    added++;
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: ${added} optional platform entries added`);
