// Who owns which table: every CREATE TABLE and CREATE VIEW of a plugin's migrations (plugins/<p>/migrations)
// and of the kernel's (core/db/migrations, owner `core`). A view is what its owner publishes for others to read.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const CREATE =
  /\bCREATE\s+(?:OR\s+REPLACE\s+)?(?:UNLOGGED\s+)?(TABLE|VIEW|MATERIALIZED\s+VIEW)\s+(?:IF\s+NOT\s+EXISTS\s+)?("?[A-Za-z_][A-Za-z0-9_]*"?|\$\{\s*([A-Za-z_$][\w$]*)\s*\})/g;

/** The migration folders: `[{ owner, dir }]`, the kernel's first. */
export function migrationFolders(root) {
  const plugins = readdirSync(join(root, 'plugins'), { withFileTypes: true }).filter((d) => d.isDirectory());
  return [
    { owner: 'core', dir: 'core/db/migrations' },
    ...plugins.map((d) => ({ owner: d.name, dir: `plugins/${d.name}/migrations` })).filter((f) => existsSync(join(root, f.dir))),
  ];
}

/**
 * @returns {{ owners: Map<string, { owner: string, view: boolean, file: string }>, problems: string[] }}
 * problems: a table created by two owners, or a CREATE whose name the check cannot read (it would go unchecked)
 */
export function ownerMap(root) {
  const owners = new Map();
  const problems = [];
  for (const { owner, dir } of migrationFolders(root)) {
    for (const name of readdirSync(join(root, dir))
      .filter((f) => f.endsWith('.ts'))
      .sort()) {
      const file = `${dir}/${name}`;
      const source = readFileSync(join(root, file), 'utf8');
      for (const match of source.matchAll(CREATE)) {
        const view = match[1].toUpperCase() !== 'TABLE';
        const names = match[3] ? loopValues(file, source, match[3], match.index) : [match[2].replaceAll('"', '')];
        if (!names) problems.push(`${file}: CREATE ${match[1]} \${${match[3]}}: the name is not a literal the check can read`);
        for (const table of names ?? []) {
          const known = owners.get(table.toLowerCase());
          if (known && known.owner !== owner) problems.push(`${file}: ${table} is created by ${owner} and by ${known.owner} (${known.file})`);
          else owners.set(table.toLowerCase(), { owner, view, file });
        }
      }
    }
  }
  return { owners, problems };
}

/**
 * The values a loop variable takes, for `for (const [table, ...] of [['a', ...], ['b', ...]])` or
 * `for (const table of ['a', 'b'])` around the CREATE at `at`; undefined when they are not string literals.
 */
function loopValues(fileName, source, variable, at) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  let values;
  const visit = (node) => {
    if (ts.isForOfStatement(node) && node.getStart(file) < at && at < node.end && ts.isArrayLiteralExpression(node.expression)) {
      const [decl] = ts.isVariableDeclarationList(node.initializer) ? node.initializer.declarations : [];
      const binding = decl?.name;
      if (binding && ts.isIdentifier(binding) && binding.text === variable) values = node.expression.elements.map((e) => literal(e));
      if (binding && ts.isArrayBindingPattern(binding)) {
        const index = binding.elements.findIndex((e) => ts.isBindingElement(e) && ts.isIdentifier(e.name) && e.name.text === variable);
        if (index >= 0) values = node.expression.elements.map((e) => (ts.isArrayLiteralExpression(e) ? literal(e.elements[index]) : undefined));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return values?.every((v) => typeof v === 'string') ? values : undefined;
}

const literal = (node) => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined);
