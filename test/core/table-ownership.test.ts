import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error plain JS module of the boundary check (no declarations)
import { tableReferences } from '../../scripts/table-ownership/table-references.mjs';

// The table-ownership pass of `npm run check:boundaries` (scripts/check-table-ownership.mjs), run as CI runs it:
// on the real tree, and on copies of it with one deliberate change each.

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const trees: string[] = [];
afterAll(() => trees.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function check(root = ROOT): { status: number | null; out: string } {
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts/check-table-ownership.mjs'), '--root', root], { encoding: 'utf8' });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

/** A copy of the migrations, the plugins' sources and the baseline, with `files` added (path -> text). */
function treeWith(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'table-ownership-'));
  trees.push(dir);
  const sources = (src: string) => statSync(src).isDirectory() || src.endsWith('.ts');
  for (const part of ['plugins', 'core/db/migrations']) cpSync(join(ROOT, part), join(dir, part), { recursive: true, filter: sources });
  cpSync(join(ROOT, 'scripts/table-ownership-baseline.json'), join(dir, 'scripts/table-ownership-baseline.json'));
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
  return dir;
}

const violations = (out: string) =>
  out
    .split('\n')
    .filter((l) => /^ {2}plugins\/\S+:\d+ /.test(l))
    .map((l) => l.trim());

describe('table ownership check', () => {
  it("fails on a foreign key into another owner's table that the manifest does not declare in references", () => {
    const cart = readFileSync(join(ROOT, 'plugins/cart/index.ts'), 'utf8');
    const undeclared = cart.replace(/\n {2}references: \[[^\]]*\],[^\n]*/, '');
    expect(undeclared).not.toBe(cart);
    const { status, out } = check(treeWith({ 'plugins/cart/index.ts': undeclared }));
    expect(status).not.toBe(0);
    expect(out).toMatch(/plugins\/cart\/migrations\/\S+:\d+ a foreign key into accounts's users that plugins\/cart\/index\.ts does not declare/);
  });

  it('passes on the tree as it is', () => {
    const { status, out } = check();
    expect(out).toContain("reference(s) to other owners' tables");
    expect(status).toBe(0);
  });

  it("fails on a plugin's SQL reading another plugin's table, naming file, line, table and owner (prose and comments are not SQL)", () => {
    const { status, out } = check(
      treeWith({
        'plugins/cart/cart-name-read.ts': [
          "import { sqlRows } from '../../core/db/sql.js';",
          '// a comment naming tables is no read: SELECT * FROM products',
          "export const NOTE = 'the products of a cart are priced from products';",
          'export const productName = (id: string) => sqlRows(`SELECT p.name FROM products p WHERE p.id = $1`, [id]);',
          '',
        ].join('\n'),
      }),
    );
    expect(status).toBe(1);
    expect(violations(out)).toEqual(['plugins/cart/cart-name-read.ts:4 products (owner products, read)']);
  });

  it("fails on a lock taken on another plugin's rows through a table name handed to `${table}` SQL", () => {
    const { status, out } = check(
      treeWith({
        'plugins/cart/cart-brand-lock.ts': [
          "import { sqlRows } from '../../core/db/sql.js';",
          "const TABLES = { brand: 'brands' } as const;",
          'export const lockBrand = (id: string) => sqlRows(`SELECT id FROM ${TABLES.brand} WHERE id = $1 FOR KEY SHARE`, [id]);',
          '',
        ].join('\n'),
      }),
    );
    expect(status).toBe(1);
    expect(violations(out)).toEqual(['plugins/cart/cart-brand-lock.ts:2 brands (owner catalog, lock)']);
  });

  it("does not count a table's name where it names no table: a property, an argument of the owner's function, SQL checked elsewhere", () => {
    const { status, out } = check(
      treeWith({
        'plugins/cart/cart-fixture-names.ts': [
          "import { sqlRows } from '../../core/db/sql.js';",
          "import { lockLiveForReference } from '../catalog/index.js';",
          'const LINES = `cart_lines l JOIN carts c ON c.id = l.cart_id`;',
          'export const pick = (table: string) => sqlRows(`SELECT 1 FROM ${table} t, ${LINES} WHERE t.id = l.id`);',
          "export const lock = (id: string) => lockLiveForReference('brand_series', id);",
          "export const hasTags = (d: object) => 'tags' in d;",
          '',
        ].join('\n'),
      }),
    );
    expect(violations(out)).toEqual([]);
    expect(status).toBe(0);
  });

  it('passes on a read of the view another plugin publishes in its migrations', () => {
    const { status, out } = check(
      treeWith({
        'plugins/catalog/migrations/1764850099999-fixture-view.ts':
          'export const up = `CREATE VIEW catalog_fixture_names AS SELECT id, name FROM categories`;\n',
        'plugins/cart/cart-view-read.ts': 'export const SQL = `SELECT n.name FROM catalog_fixture_names n WHERE n.id = $1`;\n',
      }),
    );
    expect(violations(out)).toEqual([]);
    expect(status).toBe(0);
  });

  it('fails when the baseline allows more than remains, so it only shrinks', () => {
    const dir = treeWith({ 'scripts/table-ownership-baseline.json': JSON.stringify({ allowed: { 'plugins/cart/cart-gone.ts': { products: 1 } } }) });
    const { status, out } = check(dir);
    expect(status).toBe(1);
    expect(out).toContain('plugins/cart/cart-gone.ts names products 0 time(s), the baseline allows 1: lower it');
  });

  it("fails on a plugin's SQL naming core's tables; a call of core's SQL builder is core's SQL", () => {
    const { status, out } = check(
      treeWith({
        'plugins/cart/cart-core-read.ts': [
          "import { sqlRows } from '../../core/db/sql.js';",
          "import { slugsFrom } from '../../core/db/slugs/slug-registry.js';",
          'export const slugOf = (id: string) => sqlRows(`SELECT s.slug FROM slugs s WHERE s.entity_id = $1`, [id]);',
          "export const logged = () => sqlRows(`INSERT INTO activity_log (actor, action) VALUES ('system', 'x')`);",
          "export const built = (id: string) => sqlRows(`SELECT s.slug FROM ${slugsFrom('s')} WHERE s.entity_id = $1`, [id]);",
          "export const COLUMN = 'tags';",
          '',
        ].join('\n'),
      }),
    );
    expect(status).toBe(1);
    expect(violations(out)).toEqual([
      'plugins/cart/cart-core-read.ts:3 slugs (owner core, read)',
      'plugins/cart/cart-core-read.ts:4 activity_log (owner core, write)',
    ]);
  });

  it('fails on a CREATE TABLE whose name it cannot read (its table would go unchecked)', () => {
    const { status, out } = check(
      treeWith({
        'plugins/cart/migrations/1764850099999-fixture.ts': 'const name = String(Date.now());\nexport const up = `CREATE TABLE ${name} (id int)`;\n',
      }),
    );
    expect(status).toBe(1);
    expect(out).toContain('CREATE TABLE ${name}: the name is not a literal the check can read');
  });
});

describe('tables named by a piece of SQL', () => {
  const named = (sql: string) => tableReferences(sql).map((r: { table: string | null; kind: string }) => `${r.table}:${r.kind}`);

  it('reads table positions only: FROM lists, joins, writes, foreign keys, locks; not columns, aliases or CTEs', () => {
    expect(named('SELECT u.name AS users FROM orders o, unnest($1) x(id), users u JOIN tags t ON t.id = o.tag_id')).toEqual([
      'orders:read',
      'users:read',
      'tags:read',
    ]);
    expect(named('WITH users AS (SELECT 1) SELECT * FROM users')).toEqual([]);
    expect(named('INSERT INTO carts (id) VALUES (1) ON CONFLICT (id) DO UPDATE SET id = 1')).toEqual(['carts:write']);
    expect(named('DELETE FROM carts c USING users u WHERE u.id = c.user_id')).toEqual(['carts:write', 'users:read']);
    expect(named('SELECT id FROM brands WHERE id = $1 FOR KEY SHARE')).toEqual(['brands:lock']);
    expect(named('user_id bigint NOT NULL REFERENCES users(id)')).toEqual(['users:references']);
    expect(named('SELECT 1 FROM __expr__ t')).toEqual(['null:read']);
  });
});
