// What the table-ownership pass prints, and whether it failed.
import { countsByPair } from './check.mjs';

/** @returns {boolean} failed */
export function printTableOwnership(result, out = console) {
  const { problems, references, added, stale, foreignKeys } = result;
  for (const p of problems) out.error(`table-ownership: ${p}`);
  for (const g of added) {
    out.error(`table-ownership: ${g.file} names ${g.table} (owner ${g.owner}) ${g.found.length} time(s), the baseline allows ${g.allowed}:`);
    for (const r of g.found) out.error(`  ${r.file}:${r.line} ${r.table} (owner ${r.owner}, ${r.kind})`);
  }
  if (added.length) {
    out.error("  read another plugin's published view or call its public function (docs/architecture.md, Table ownership)");
  }
  for (const s of stale) {
    out.error(
      `table-ownership: ${s.file} names ${s.table} ${s.count} time(s), the baseline allows ${s.allowed}: lower it (node scripts/check-table-ownership.mjs --update-baseline)`,
    );
  }
  const fks = [...new Set(foreignKeys.map((f) => `${f.plugin} -> ${f.owner}.${f.table}`))];
  out.log(`table-ownership: foreign keys into other owners (declared in manifests' references): ${fks.join(', ') || 'none'}`);
  const pairs = Object.entries(countsByPair(references)).map(([pair, n]) => `${pair} ${n}`);
  out.log(`table-ownership: ${references.length} reference(s) to other owners' tables: ${pairs.join(', ') || 'none'}`);
  return problems.length > 0 || added.length > 0 || stale.length > 0;
}
