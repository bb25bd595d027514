import { FORGED_HS256, FORGED_NONE, fuzzOperations, GATEWAY_RETURN_OP, gatewayReturnCases, generateCases, type AuthAs, type FuzzCase } from './fuzz-cases.js';
import { check, type Finding, type FuzzStats } from './fuzz-checks.js';
import { createFixtures, type FuzzFixtures } from './fuzz-fixtures.js';
import { fuzzClient, jsonCall } from './fuzz-http.js';

export interface FuzzRunOptions {
  baseUrl: string;
  seed: number;
  runs: number;
  concurrency: number;
  /** see GenerateOptions.fieldKinds */
  fieldKinds?: 'all' | 'core';
  /** what no body may contain (fuzz-checks.ts leakPatterns) */
  leaks: RegExp[];
}

export interface FuzzResult {
  stats: FuzzStats;
  findings: Finding[];
  cases: FuzzCase[];
  /** the cases answered 2xx */
  successes: FuzzCase[];
  /** per operation, how its valid-looking requests were answered ("404 PRODUCT_NOT_FOUND": count) */
  validAnswers: Map<string, Map<string, number>>;
  /** operations of the document, and those that received at least one request */
  documented: string[];
  exercised: Set<string>;
}

function authHeader(auth: AuthAs, f: FuzzFixtures): string | undefined {
  switch (auth) {
    case 'none':
      return undefined;
    case 'garbage':
      return 'Bearer not-a-token';
    case 'forgedNone':
      return `Bearer ${FORGED_NONE}`;
    case 'forgedHs256':
      return `Bearer ${FORGED_HS256}`;
    case 'basic':
      return 'Basic cm9vdDpyb290';
    default:
      return `Bearer ${auth.startsWith('own:') ? f.ownCustomers[auth.slice(4)] : f.tokens[auth as keyof FuzzFixtures['tokens']]}`;
  }
}

/** "400 VALIDATION_FAILED (name, sort)": the status, the error code and the fields a validation failure names */
function answerLabel(status: number, body: string): string {
  let parsed: any;
  try {
    parsed = JSON.parse(body);
  } catch {
    return String(status);
  }
  const fields = Array.isArray(parsed?.details) ? parsed.details.map((d: any) => d?.field).filter(Boolean) : [];
  return [status, parsed?.errorCode, fields.length ? `(${[...new Set(fields)].join(', ')})` : ''].filter(Boolean).join(' ');
}

/** Reads the document from the running service, creates fixtures, sends every generated case and checks each answer. */
export async function runFuzz(opts: FuzzRunOptions): Promise<FuzzResult> {
  const client = fuzzClient(opts.baseUrl, opts.concurrency);
  try {
    const doc = await jsonCall(client, 'GET', '/api/openapi.json');
    const fixtures = await createFixtures(client);
    const ops = new Map(fuzzOperations(doc).map((o) => [o.key, o]));
    const documented = [...ops.keys()];
    ops.set(GATEWAY_RETURN_OP.key, GATEWAY_RETURN_OP);
    const cases = [...generateCases(doc, fixtures, { seed: opts.seed, runs: opts.runs, fieldKinds: opts.fieldKinds }), ...gatewayReturnCases(fixtures)];
    const findings: Finding[] = [];
    const successes: FuzzCase[] = [];
    const byClass: Record<string, number> = {};
    const exercised = new Set<string>();
    const validAnswers = new Map<string, Map<string, number>>();
    let documented503 = 0;
    let next = 0;
    const t0 = performance.now();
    const worker = async () => {
      while (next < cases.length) {
        const c = cases[next++];
        const auth = authHeader(c.auth, fixtures);
        const res = await client.send({ method: c.method, path: c.path, headers: auth ? { ...c.headers, authorization: auth } : c.headers, body: c.body });
        exercised.add(c.op);
        const cls = res.transportError ? 'none' : `${Math.floor(res.status / 100)}xx`;
        byClass[cls] = (byClass[cls] ?? 0) + 1;
        if (cls === '2xx') successes.push(c);
        if (c.variant === 'valid-looking') {
          const answers = validAnswers.get(c.op) ?? new Map<string, number>();
          const label = answerLabel(res.status, res.body);
          validAnswers.set(c.op, answers.set(label, (answers.get(label) ?? 0) + 1));
        }
        const found = check(c, ops.get(c.op)!, res, opts.leaks);
        if (res.status === 503 && !found.some((x) => x.problem === '5xx')) documented503++;
        findings.push(...found);
      }
    };
    await Promise.all(Array.from({ length: opts.concurrency }, worker));
    const count = (p: Finding['problem']) => findings.filter((x) => x.problem === p).length;
    return {
      stats: {
        requests: cases.length,
        byClass,
        undocumented5xx: count('5xx'),
        documented503,
        shapeViolations: count('error-shape'),
        leaks: count('leak'),
        noAnswer: byClass.none ?? 0,
        operations: exercised.size,
        seconds: (performance.now() - t0) / 1000,
      },
      findings,
      cases,
      successes,
      validAnswers,
      documented,
      exercised,
    };
  } finally {
    client.close();
  }
}

/** FUZZ_SEED (else a fresh one) and FUZZ_RUNS (else the default), printed so a run can be repeated. */
export function fuzzSettings(defaultRuns: number): { seed: number; runs: number; reproduce: string } {
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
  if (!Number.isInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, got ${process.env.FUZZ_SEED}`);
  const runs = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : defaultRuns;
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`FUZZ_RUNS must be a positive integer, got ${process.env.FUZZ_RUNS}`);
  return { seed, runs, reproduce: `FUZZ_SEED=${seed} FUZZ_RUNS=${runs}` };
}
