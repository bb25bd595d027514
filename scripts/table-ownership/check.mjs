// The table-ownership pass of the boundary check: SQL in one plugin naming a table another owner created
// (plugins/<p>/migrations, core/db/migrations) fails, unless the committed baseline still allows it.
// Migrations are history (run once, never edited): their foreign keys into other owners are allowed when the
// plugin's manifest declares the table in `references`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ownerMap } from './owner-map.mjs';
import { foreignReferences } from './scan.mjs';
import { declaredReferences } from './declared-references.mjs';

export const BASELINE_FILE = 'scripts/table-ownership-baseline.json';

/** The baseline: `{ file: { table: count } }`, the references each file still makes today and may keep. */
export function readBaseline(root) {
  const path = join(root, BASELINE_FILE);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')).allowed : {};
}

/** The text of a baseline listing exactly these references: one line per file, so a change reads as one line. */
export function baselineText(references) {
  const allowed = {};
  for (const r of references) {
    allowed[r.file] ??= {};
    allowed[r.file][r.table] = (allowed[r.file][r.table] ?? 0) + 1;
  }
  const about =
    "SQL naming another owner's table, allowed until moved to its published view or function (docs/architecture.md, Table ownership). Counts only ever go down: node scripts/check-table-ownership.mjs --update-baseline";
  const lines = Object.keys(allowed)
    .sort()
    .map((file) => `    ${JSON.stringify(file)}: ${JSON.stringify(allowed[file]).replaceAll(',', ', ').replaceAll(':', ': ')}`);
  return `{\n  "about": ${JSON.stringify(about)},\n  "allowed": {\n${lines.join(',\n')}\n  }\n}\n`;
}

/**
 * @returns {{ problems: string[], references: object[], added: object[], stale: object[], foreignKeys: object[] }}
 * references: today's (outside migrations); added: (file, table) groups past their baseline count; stale: groups
 * the baseline allows more of than remain (the baseline must be lowered, so it only shrinks)
 */
export function checkTableOwnership(root, baseline = readBaseline(root)) {
  const { owners, problems } = ownerMap(root);
  const found = foreignReferences(root, owners);
  const references = found.filter((r) => !r.migration);
  const foreignKeys = found.filter((r) => r.migration && r.kind === 'references');
  const declared = declaredReferences(root, [...new Set(foreignKeys.map((f) => f.plugin))]);
  for (const f of foreignKeys) {
    if (!declared[f.plugin].has(f.table)) {
      problems.push(
        `${f.file}:${f.line} a foreign key into ${f.owner}'s ${f.table} that plugins/${f.plugin}/index.ts does not declare in its manifest's references`,
      );
    }
  }
  const groups = new Map();
  for (const r of references) {
    const key = `${r.file}\0${r.table}`;
    if (!groups.has(key)) groups.set(key, { file: r.file, table: r.table, owner: r.owner, found: [] });
    groups.get(key).found.push(r);
  }
  const added = [...groups.values()]
    .filter((g) => g.found.length > (baseline[g.file]?.[g.table] ?? 0))
    .map((g) => ({ ...g, allowed: baseline[g.file]?.[g.table] ?? 0 }));
  const stale = Object.entries(baseline).flatMap(([file, tables]) =>
    Object.entries(tables)
      .map(([table, allowed]) => ({ file, table, allowed, count: groups.get(`${file}\0${table}`)?.found.length ?? 0 }))
      .filter((s) => s.count < s.allowed),
  );
  return { problems, references, added, stale, foreignKeys };
}

/** `{ 'reader -> owner': count }`, sorted by count. */
export function countsByPair(references) {
  const counts = {};
  for (const r of references) counts[`${r.plugin} -> ${r.owner}`] = (counts[`${r.plugin} -> ${r.owner}`] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([a, x], [b, y]) => y - x || a.localeCompare(b)));
}
