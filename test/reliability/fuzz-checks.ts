import type { FuzzCase, FuzzOperation } from './fuzz-cases.js';
import type { WireResponse } from './fuzz-http.js';

export type Problem = '5xx' | 'error-shape' | 'leak' | 'no-answer';

export interface Finding {
  problem: Problem;
  op: string;
  variant: string;
  status: number;
  errorCode?: string;
  detail: string;
  body: string;
  request: string;
}

/** Text no body may carry: stack frames, SQL, driver errors, file system paths. */
export function leakPatterns(extraPaths: string[] = []): RegExp[] {
  const paths = extraPaths.filter(Boolean).map((p) => new RegExp(p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return [
    /\bat (?:Object\.|async |new |process\.|Module\.|[\w$.<>]+ \()/,
    /\(?(?:file:\/\/)?\/[\w./-]+\.(?:ts|js|mjs|cjs):\d+(?::\d+)?/,
    /node_modules/,
    /\/work\//,
    /\bSELECT\s+[\w"*]/,
    /\bINSERT\s+INTO\b/,
    /\bUPDATE\s+"?\w+"?\s+SET\b/,
    /\bDELETE\s+FROM\b/,
    /\bviolates\b/,
    /QueryFailedError|EntityNotFoundError|TypeORMError/,
    /duplicate key value/,
    /invalid input syntax for/,
    /out of range for type/,
    /\brelation "\w+"/,
    /\b(?:TypeError|ReferenceError|RangeError): /,
    /ECONNREFUSED|ENOENT|EACCES/,
    ...paths,
  ];
}

/**
 * Node reads at most 16 KB of request head; past that it answers 431 and closes, racing the client that is
 * still writing, which may then see a reset instead of the answer. A reset there is Node's, not ours.
 */
export const NODE_HEADER_LIMIT = 16 * 1024;

const ERROR_KEYS = new Set(['statusCode', 'errorCode', 'message', 'details']);

/** What is wrong with one answer, if anything. */
export function check(c: FuzzCase, op: FuzzOperation, res: WireResponse, leaks: RegExp[]): Finding[] {
  const out: Finding[] = [];
  let parsed: any;
  try {
    parsed = res.body ? JSON.parse(res.body) : undefined;
  } catch {
    parsed = undefined;
  }
  const errorCode = typeof parsed?.errorCode === 'string' ? parsed.errorCode : undefined;
  const finding = (problem: Problem, detail: string): Finding => ({
    problem,
    op: c.op,
    variant: c.variant,
    status: res.status,
    errorCode,
    detail,
    body: excerpt(res.body),
    request: `${c.method} ${excerpt(c.path, 160)}${c.body ? ` ${excerpt(c.body.toString('utf8'), 160)}` : ''}`,
  });
  if (res.transportError) {
    if (c.path.length <= NODE_HEADER_LIMIT) out.push(finding('no-answer', res.transportError));
    return out;
  }
  if (res.status >= 500 && !(res.status === 503 && errorCode && op.documented503.includes(errorCode))) {
    out.push(finding('5xx', `${res.status} ${errorCode ?? ''}`.trim()));
  }
  // a redirect (the gateway's returns answer 303 to the result page) has no error body to check
  if (res.status >= 400 || (res.status >= 300 && !res.location)) {
    const shapeProblem = shapeOf(parsed, res.status);
    if (shapeProblem) out.push(finding('error-shape', shapeProblem));
  }
  const leak = leaks.find((re) => re.test(res.body));
  if (leak) out.push(finding('leak', `matches ${leak}`));
  return out;
}

function shapeOf(body: any, status: number): string | undefined {
  if (body === undefined) return 'not a JSON body';
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'not a JSON object';
  const extra = Object.keys(body).filter((k) => !ERROR_KEYS.has(k));
  if (extra.length) return `unexpected keys ${extra.join(',')}`;
  if (body.statusCode !== status) return `statusCode ${body.statusCode} differs from HTTP ${status}`;
  if (typeof body.errorCode !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(body.errorCode)) return 'errorCode missing or not UPPER_SNAKE';
  if (typeof body.message !== 'string' || !body.message) return 'message missing';
  return undefined;
}

function excerpt(s: string, n = 200): string {
  const flat = s.replace(/\s+/g, ' ');
  return flat.length > n ? `${flat.slice(0, n)}…(${s.length} chars)` : flat;
}

export interface FuzzStats {
  requests: number;
  byClass: Record<string, number>;
  undocumented5xx: number;
  documented503: number;
  shapeViolations: number;
  leaks: number;
  noAnswer: number;
  operations: number;
  seconds: number;
}

/** One line per distinct (problem, operation, variant, status, errorCode), with how many requests hit it. */
export function dedupe(findings: Finding[]): Array<Finding & { count: number }> {
  const byKey = new Map<string, Finding & { count: number }>();
  for (const f of findings) {
    const key = [f.problem, f.op, f.variant, f.status, f.errorCode].join('|');
    const seen = byKey.get(key);
    if (seen) seen.count++;
    else byKey.set(key, { ...f, count: 1 });
  }
  return [...byKey.values()].sort((a, b) => a.problem.localeCompare(b.problem) || a.op.localeCompare(b.op) || a.variant.localeCompare(b.variant));
}

export function formatStats(s: FuzzStats): string {
  const classes = Object.entries(s.byClass)
    .sort()
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  return [
    `${s.requests} requests over ${s.operations} operations in ${s.seconds.toFixed(1)} s (${Math.round(s.requests / s.seconds)} req/s)`,
    `  by status class: ${classes}`,
    `  5xx (not documented): ${s.undocumented5xx}   documented 503: ${s.documented503}   error-shape violations: ${s.shapeViolations}   leaks: ${s.leaks}   no answer: ${s.noAnswer} (resets after a URL over Node's 16 KB head limit are not failures)`,
  ].join('\n');
}

export function formatFindings(findings: Array<Finding & { count: number }>, reproduce: string, limit = 400): string {
  const lines = findings
    .slice(0, limit)
    .map(
      (f) =>
        `  [${f.problem}] ${f.op} | ${f.variant} | ${f.status}${f.errorCode ? ` ${f.errorCode}` : ''} (x${f.count}${f.problem === '5xx' ? '' : `; ${f.detail}`})\n      ${excerpt(f.request, 150)} -> ${excerpt(f.body, 100) || '(empty body)'}`,
    );
  if (findings.length > limit) lines.push(`  ... and ${findings.length - limit} more`);
  return `${findings.length} distinct problems (reproduce: ${reproduce})\n${lines.join('\n')}`;
}
