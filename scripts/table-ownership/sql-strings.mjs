// The SQL text of a TypeScript file: its string and template literals (a template's parts joined, each
// `${...}` standing as one placeholder word), those that look like SQL only, each with the line of every part;
// and its one-word literals ('categories'), which may be a table name handed to SQL built around `${table}` (not a
// property name, `'tags' in d`, nor an argument to another plugin's public function, whose SQL is that plugin's).
import ts from 'typescript';

export const PLACEHOLDER = '__expr__';
/**
 * stands for `${...}` whose text is checked elsewhere: a call of another plugin's public function or of core's (the
 * owner's SQL, `${catalogFrom('brand', 'b')}`, `${slugsFrom('s')}`), an imported name (`${PRODUCTS}`: checked where it is written) or a const of this
 * file holding SQL (`${liveVariants}`: checked as its own literal)
 */
export const OWNER_SQL = '__owner_sql__';
// a literal is SQL when it holds one of these keywords in capitals (the house writes SQL that way; prose with
// "from users" or "Orders" in it is not SQL)
const SQL_KEYWORD = /\b(SELECT|FROM|JOIN|UPDATE|INSERT|DELETE|WITH|WHERE|RETURNING|REFERENCES|TABLE|VIEW)\b/;

const WORD = /^[a-z_][a-z0-9_]*$/;

/**
 * @param isForeignIndex (module specifier) => whether it is another plugin's index.ts
 * @param isCore (module specifier) => whether it is a module of core (whose SQL builders name core's tables)
 * @returns {{ sql: { text: string, lineAt: (offset: number) => number }[], words: { text: string, line: number }[] }}
 * sql: one entry per SQL-looking literal; words: the literals that are one lower-case word
 */
export function fileStrings(fileName, source, isForeignIndex = () => false, isCore = () => false) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const foreign = foreignImports(file, isForeignIndex);
  const imported = foreignImports(file, () => true);
  const coreBuilders = foreignImports(file, isCore);
  const sqlConsts = constsHoldingSql(file);
  const lineOf = (pos) => file.getLineAndCharacterOfPosition(pos).line + 1;
  const sql = [];
  const words = [];
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const line = lineOf(node.getStart(file));
      if (WORD.test(node.text) && !isPropertyName(node) && !isArgumentOf(node, foreign)) words.push({ text: node.text, line });
      add([{ text: node.text, line }]);
    } else if (ts.isTemplateExpression(node)) {
      const parts = [{ text: node.head.text, line: lineOf(node.head.getStart(file)) }];
      for (const span of node.templateSpans) {
        const callee = ts.isCallExpression(span.expression) && ts.isIdentifier(span.expression.expression) ? span.expression.expression.text : '';
        const owners = foreign.has(callee) || coreBuilders.has(callee);
        const named = ts.isIdentifier(span.expression) && (imported.has(span.expression.text) || sqlConsts.has(span.expression.text));
        const elsewhere = owners || named;
        parts.push({ text: ` ${elsewhere ? OWNER_SQL : PLACEHOLDER} ${span.literal.text}`, line: lineOf(span.literal.getStart(file)) });
      }
      add(parts);
    }
    ts.forEachChild(node, visit);
  };
  const add = (parts) => {
    const text = parts.map((p) => p.text).join('');
    if (!SQL_KEYWORD.test(text)) return;
    sql.push({ text, lineAt: lineAtOffset(parts) });
  };
  visit(file);
  return { sql, words };
}

/** The names a file imports from the modules `isForeignIndex` accepts (another plugin's index.ts). */
function foreignImports(file, isForeignIndex) {
  const names = new Set();
  for (const st of file.statements) {
    if (!ts.isImportDeclaration(st) || !isForeignIndex(st.moduleSpecifier.text)) continue;
    for (const el of st.importClause?.namedBindings?.elements ?? []) names.add(el.name.text);
  }
  return names;
}

/** Names of the consts initialised with an SQL-looking literal (a one-word one may be a table name: not these). */
function constsHoldingSql(file) {
  const names = new Set();
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.getCombinedNodeFlags(node) & ts.NodeFlags.Const) {
      const init = node.initializer;
      const text = ts.isTemplateExpression(init)
        ? init.head.text + init.templateSpans.map((sp) => sp.literal.text).join(' ')
        : ts.isStringLiteralLike(init)
          ? init.text
          : '';
      if (SQL_KEYWORD.test(text)) names.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

const isPropertyName = (node) =>
  (ts.isBinaryExpression(node.parent) && node.parent.operatorToken.kind === ts.SyntaxKind.InKeyword && node.parent.left === node) ||
  (ts.isElementAccessExpression(node.parent) && node.parent.argumentExpression === node);

const isArgumentOf = (node, names) =>
  ts.isCallExpression(node.parent) && node.parent.arguments.includes(node) && ts.isIdentifier(node.parent.expression) && names.has(node.parent.expression.text);

/** The file line of an offset in the joined text, counting the newlines inside each part. */
function lineAtOffset(parts) {
  return (offset) => {
    let start = 0;
    for (const part of parts) {
      if (offset < start + part.text.length) return part.line + (part.text.slice(0, offset - start).match(/\n/g)?.length ?? 0);
      start += part.text.length;
    }
    return parts[parts.length - 1].line;
  };
}
