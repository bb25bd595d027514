// `npm run check:boundaries`: runs dependency-cruiser with the rules of .dependency-cruiser.mjs over the
// sources and exits 1 on a violation. Through its API, not its CLI: the CLI of dependency-cruiser 18 refuses
// Node 20, which this project runs on (the analysis itself runs on it).
// Then the table-ownership pass (scripts/table-ownership/check.mjs): SQL in a plugin naming another owner's table.
// Two passes: the boundary rules see every import, type-only ones included; the cycle rule sees the imports
// left at run time (dependency-cruiser reports one cycle per import, which may be a type-only one hiding a
// real one, so type-only imports are left out of that pass instead of filtered from its findings).
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { fileURLToPath } from 'node:url';
import { checkTableOwnership } from './table-ownership/check.mjs';
import { printTableOwnership } from './table-ownership/report.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const SOURCES = ['main.ts', 'config', 'core', 'plugins', 'admin', 'scripts'];

const options = await extractDepcruiseOptions('./.dependency-cruiser.mjs');
const tsConfig = extractTSConfig(options.tsConfig.fileName);
const isCycleRule = (rule) => 'circular' in (rule.to ?? {});
const withRules = (forbidden, extra = {}) => ({ ...options, ...extra, ruleSet: { ...options.ruleSet, forbidden } });
const passes = [
  withRules(options.ruleSet.forbidden.filter((r) => !isCycleRule(r))),
  withRules(options.ruleSet.forbidden.filter(isCycleRule), { tsPreCompilationDeps: false }),
];

let failed = false;
for (const pass of passes) {
  const { output } = await cruise(SOURCES, { ...pass, outputType: 'json' }, {}, { tsConfig });
  const result = typeof output === 'string' ? JSON.parse(output) : output;
  // an import the tool cannot resolve is one it cannot check: a silent pass would hide a violation
  const unresolved = result.modules.flatMap((m) =>
    m.dependencies.filter((d) => d.couldNotResolve && d.module.startsWith('.')).map((d) => `${m.source} -> ${d.module}`),
  );
  if (unresolved.length) {
    console.error(`check:boundaries: cannot resolve ${unresolved.length} local import(s):\n  ${unresolved.join('\n  ')}`);
    failed = true;
  }
  const report = await format(result, { outputType: 'err' });
  process.stdout.write(report.output);
  if (report.exitCode > 0) failed = true;
}
if (printTableOwnership(checkTableOwnership(process.cwd()))) failed = true;
process.exit(failed ? 1 : 0);
