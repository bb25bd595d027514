// The tables a piece of SQL names: the words in table position (after FROM, JOIN, UPDATE, INTO, TABLE,
// REFERENCES..., and each item of a FROM list), minus the names of its own CTEs. Columns, aliases, quoted
// output names and words of prose never stand there, so a table name used as a word elsewhere is not counted.
import { OWNER_SQL, PLACEHOLDER } from './sql-strings.mjs';

const TOKEN = /'(?:[^']|'')*'|"(?:[^"]|"")*"|[A-Za-z_][A-Za-z0-9_$]*|\$\d+|::|[^\sA-Za-z_]/g;
// keywords a table name follows; FROM and USING start a list (`FROM a x, b y`)
const BEFORE_TABLE = new Set(['FROM', 'JOIN', 'UPDATE', 'INTO', 'TABLE', 'REFERENCES', 'USING', 'TRUNCATE', 'VIEW']);
const STARTS_LIST = new Set(['FROM', 'USING']);
// words that may stand between the keyword and the table
const SKIPPED = new Set(['ONLY', 'LATERAL', 'IF', 'NOT', 'EXISTS']);
// words that end an item of a FROM list (so what follows is no alias)
const CLAUSE = new Set([
  'WHERE',
  'JOIN',
  'LEFT',
  'RIGHT',
  'INNER',
  'FULL',
  'CROSS',
  'NATURAL',
  'ON',
  'GROUP',
  'ORDER',
  'LIMIT',
  'OFFSET',
  'FOR',
  'UNION',
  'EXCEPT',
  'INTERSECT',
  'HAVING',
  'WINDOW',
  'RETURNING',
  'SET',
  'USING',
  'AS',
  'TABLESAMPLE',
  'WITH',
]);
// a row lock: of every table read (no OF) or of the aliases listed after OF
const LOCK = /\bFOR\s+(?:NO\s+KEY\s+UPDATE|UPDATE|KEY\s+SHARE|SHARE)\b(?:\s+OF\s+([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*))?/gi;
const WRITE_BEFORE = new Set(['UPDATE', 'INTO', 'TRUNCATE']);

const isWord = (t) => /^[A-Za-z_]/.test(t);

// words that follow those keywords in other roles (`DO UPDATE SET`, `FOR UPDATE OF t`, `INSERT INTO t SELECT`)
const NOT_A_TABLE = new Set(['SET', 'OF', 'SKIP', 'NOWAIT', 'SELECT', 'VALUES', 'ON', 'WHERE', 'DEFAULT', 'NOTHING']);

/**
 * @returns {{ table: string | null, offset: number, kind: 'read'|'write'|'lock'|'references' }[]}
 * table null: a placeholder (`FROM ${table}`) stands where a table goes
 */
export function tableReferences(sql) {
  const tokens = [...sql.matchAll(TOKEN)].map((m) => ({ text: m[0], upper: m[0].toUpperCase(), offset: m.index }));
  const ctes = cteNames(tokens);
  const locked = lockedAliases(sql);
  const refs = [];
  /** Records the table an item starting at i names, if it names one; returns the index after the item. */
  const item = (i, kind) => {
    while (i < tokens.length && SKIPPED.has(tokens[i].upper)) i++;
    const t = tokens[i];
    if (!t) return i;
    if (t.text === '(') return skipParens(tokens, i); // a subquery
    if (t.text === OWNER_SQL) return i + 1; // the owner's own fragment
    if (t.text === PLACEHOLDER) {
      refs.push({ table: null, offset: t.offset, kind: lockOrRead(kind, aliasAt(i + 1)) });
      return i + 1;
    }
    if (!isWord(t.text) || NOT_A_TABLE.has(t.upper)) return i + 1;
    const qualified = tokens[i + 1]?.text === '.' && tokens[i + 2] && isWord(tokens[i + 2].text);
    const named = qualified ? tokens[i + 2] : t; // public.users: the table is the last part
    const after = qualified ? i + 3 : i + 1;
    const isFunction = tokens[after]?.text === '(' && kind !== 'references' && kind !== 'write';
    if (isFunction) return skipParens(tokens, after);
    const table = named.text.toLowerCase();
    if (!ctes.has(table)) refs.push({ table, offset: named.offset, kind: lockOrRead(kind, aliasAt(after) ?? table) });
    return after;
  };
  const aliasAt = (i) => {
    if (tokens[i]?.upper === 'AS') i++;
    return tokens[i] && isWord(tokens[i].text) && !CLAUSE.has(tokens[i].upper) ? tokens[i].text.toLowerCase() : undefined;
  };
  const lockOrRead = (kind, alias) => (kind === 'read' && (locked === true || (alias && locked.has(alias))) ? 'lock' : kind);
  for (let i = 0; i < tokens.length; i++) {
    const keyword = tokens[i].upper;
    if (!BEFORE_TABLE.has(keyword) || tokens[i].text !== keyword) continue;
    const deleting = keyword === 'FROM' && tokens[i - 1]?.upper === 'DELETE';
    const kind = keyword === 'REFERENCES' ? 'references' : WRITE_BEFORE.has(keyword) || deleting ? 'write' : 'read';
    let at = item(i + 1, kind);
    if (!STARTS_LIST.has(keyword)) continue;

    // the rest of a FROM list: `, item [AS] [alias [(columns)]]` until a clause word closes it
    for (;;) {
      if (tokens[at]?.upper === 'AS') at++;
      if (tokens[at] && isWord(tokens[at].text) && !CLAUSE.has(tokens[at].upper)) at++;
      if (tokens[at]?.text === '(') at = skipParens(tokens, at);
      if (tokens[at]?.text !== ',') break;
      at = item(at + 1, 'read');
    }
  }
  return refs;
}

/** true when a lock clause takes every table read, else the aliases its OF lists name (lower-cased). */
function lockedAliases(sql) {
  const aliases = new Set();
  for (const m of sql.matchAll(LOCK)) {
    if (!m[1]) return true;
    for (const a of m[1].split(',')) aliases.add(a.trim().toLowerCase());
  }
  return aliases;
}

/** The index after the parenthesis opened at i and its match. */
function skipParens(tokens, i) {
  let depth = 0;
  for (; i < tokens.length; i++) {
    if (tokens[i].text === '(') depth++;
    else if (tokens[i].text === ')' && --depth === 0) return i + 1;
  }
  return i;
}

/** Names a WITH clause defines (`WITH [RECURSIVE] a AS (...), b AS (...)`), lower-cased. */
function cteNames(tokens) {
  const names = new Set();
  for (let i = 0; i < tokens.length - 2; i++) {
    const prev = tokens[i - 1]?.upper;
    const startsOne = prev === 'WITH' || prev === 'RECURSIVE' || prev === ',';
    if (
      startsOne &&
      isWord(tokens[i].text) &&
      tokens[i + 1].upper === 'AS' &&
      (tokens[i + 2].text === '(' || tokens[i + 2].upper === 'MATERIALIZED' || tokens[i + 2].upper === 'NOT')
    ) {
      names.add(tokens[i].text.toLowerCase());
    }
  }
  return names;
}
