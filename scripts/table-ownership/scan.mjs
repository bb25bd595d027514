// Every place a plugin's SQL names a table another owner created: `{ file, line, table, owner, kind, migration }`.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileStrings } from './sql-strings.mjs';
import { tableReferences } from './table-references.mjs';

/** The .ts files under plugins/<plugin>, relative to root. */
function pluginFiles(root, plugin) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) files.push(path);
    }
  };
  walk(`plugins/${plugin}`);
  return files.sort();
}

// a table name handed to SQL built around `${table}` counts as a lock if the file locks through such a
// placeholder, a foreign key if it references through one, else a read (a write there is to its own temp table)
const DYNAMIC_RANK = { read: 0, write: 0, references: 1, lock: 2 };

/** @param owners the owner map (owner-map.mjs) */
export function foreignReferences(root, owners) {
  const plugins = readdirSync(join(root, 'plugins'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const found = [];
  for (const plugin of plugins) {
    for (const file of pluginFiles(root, plugin)) {
      const migration = file.startsWith(`plugins/${plugin}/migrations/`);
      const isForeignIndex = (specifier) => {
        const target = posix.normalize(posix.join(dirname(file), specifier));
        return /^plugins\/[^/]+\/index\.js$/.test(target) && !target.startsWith(`plugins/${plugin}/`);
      };
      const isCore = (specifier) => posix.normalize(posix.join(dirname(file), specifier)).startsWith('core/');
      const { sql, words } = fileStrings(file, readFileSync(join(root, file), 'utf8'), isForeignIndex, isCore);
      const foreign = (table) => {
        const owned = owners.get(table);
        return owned && owned.owner !== plugin && !owned.view ? owned : undefined;
      };
      let dynamic;
      for (const text of sql) {
        for (const ref of tableReferences(text.text)) {
          if (ref.table === null && DYNAMIC_RANK[ref.kind] >= DYNAMIC_RANK[dynamic ?? 'read']) dynamic = ref.kind === 'write' ? 'read' : ref.kind;
          const owned = ref.table !== null && foreign(ref.table);
          if (owned) found.push({ file, line: text.lineAt(ref.offset), plugin, table: ref.table, owner: owned.owner, kind: ref.kind, migration });
        }
      }
      // SQL with `${table}` where a table goes: a table name written as a plain literal in the file is named there
      if (!dynamic) continue;
      for (const word of words) {
        const owned = foreign(word.text);
        if (owned) found.push({ file, line: word.line, plugin, table: word.text, owner: owned.owner, kind: dynamic, migration });
      }
    }
  }
  return found;
}
