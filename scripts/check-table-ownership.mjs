// The table-ownership pass of `npm run check:boundaries` on its own: `node scripts/check-table-ownership.mjs
// [--root <tree>] [--update-baseline]`. Exits 1 when a plugin's SQL names another owner's table beyond the
// baseline (scripts/table-ownership-baseline.json), or the baseline allows more than remains.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASELINE_FILE, baselineText, checkTableOwnership } from './table-ownership/check.mjs';
import { printTableOwnership } from './table-ownership/report.mjs';

const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
const root = rootAt >= 0 ? resolve(args[rootAt + 1]) : fileURLToPath(new URL('..', import.meta.url));

if (args.includes('--update-baseline')) {
  const { references, problems } = checkTableOwnership(root, {});
  if (problems.length) throw new Error(problems.join('\n'));
  writeFileSync(join(root, BASELINE_FILE), baselineText(references));
  console.log(`table-ownership: ${BASELINE_FILE} now lists ${references.length} reference(s)`);
} else {
  process.exit(printTableOwnership(checkTableOwnership(root)) ? 1 : 0);
}
