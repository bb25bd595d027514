// Hostile input over the whole API: every operation of /api/openapi.json gets valid-looking and malformed
// requests (fuzz-cases.ts), and every answer is checked (fuzz-checks.ts). Seeded: the seed is printed, and
// FUZZ_SEED / FUZZ_RUNS repeat or widen a run. bench/fuzz.mjs is the long run of the same generator.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootApp, type TestApp } from '../support/app.js';
import { dedupe, formatFindings, formatStats, leakPatterns, type Problem } from './fuzz-checks.js';
import { FUZZ_ENV } from './fuzz-fixtures.js';
import { fuzzSettings, runFuzz, type FuzzResult } from './fuzz-run.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { seed, runs, reproduce } = fuzzSettings(3500);
const howToRepeat = `${reproduce} npm test -- test/reliability/fuzz.test.ts`;

let t: TestApp;
let result: FuzzResult;
beforeAll(async () => {
  // every plugin, rate limits off (FUZZ_ENV), no admin panel: the panel is not part of the API document
  t = await bootApp({ env: FUZZ_ENV });
  const server = await t.bazaar.listen(0);
  const { port } = server.address() as AddressInfo;
  console.log(`fuzz: ${howToRepeat}`);
  result = await runFuzz({ baseUrl: `http://127.0.0.1:${port}`, seed, runs, concurrency: 8, fieldKinds: 'core', leaks: leakPatterns([t.dataDir, root]) });
  console.log(formatStats(result.stats));
}, 240_000);
afterAll(async () => t?.close());

function expectNone(...problems: Problem[]) {
  const found = dedupe(result.findings.filter((f) => problems.includes(f.problem)));
  if (found.length) throw new Error(formatFindings(found, howToRepeat));
}

describe('the API under hostile input', () => {
  it('sends at least 3,000 requests, to every operation of the document', () => {
    expect(result.documented.length).toBeGreaterThan(100);
    expect(result.documented.filter((k) => !result.exercised.has(k))).toEqual([]);
    expect(result.stats.requests).toBeGreaterThanOrEqual(3000);
  });

  it('reaches the handlers: valid-looking requests succeed on most operations', () => {
    // guards the generator itself: if fixtures or valid values rot, the fuzzer only meets validation
    const succeeded = new Set(result.successes.filter((c) => c.variant === 'valid-looking').map((c) => c.op));
    expect(succeeded.size / result.documented.length).toBeGreaterThan(0.5);
  });

  it('answers no request with a 5xx other than a 503 the operation documents', () => expectNone('5xx'));

  it('answers every request: no reset, no timeout', () => expectNone('no-answer'));

  it('answers every non-2xx with the error body {statusCode, errorCode, message, details?}', () => expectNone('error-shape'));

  it('puts no stack trace, SQL or file system path in any body', () => expectNone('leak'));

  it('leaves Object.prototype unpolluted', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
