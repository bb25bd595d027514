// Hostile input over the whole API: every operation of /api/openapi.json gets valid-looking and malformed
// requests (fuzz-cases.ts), and every answer is checked (fuzz-checks.ts). Seeded: the seed is printed, and
// FUZZ_SEED / FUZZ_RUNS repeat or widen a run. bench/fuzz.mjs is the long run of the same generator.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EPAY_TEST_PRODUCT_CODE, EPAY_TEST_SECRET, startGatewaySimulator, type GatewaySimulator } from '../../tools/gateway-simulator/index.js';
import { bootApp, type TestApp } from '../support/app.js';
import { dedupe, formatFindings, formatStats, leakPatterns, type Problem } from './fuzz-checks.js';
import { FUZZ_ENV } from './fuzz-fixtures.js';
import { fuzzSettings, runFuzz, type FuzzResult } from './fuzz-run.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { seed, runs, reproduce } = fuzzSettings(3500);
const howToRepeat = `${reproduce} npm test -- test/reliability/fuzz.test.ts`;

/** the share of operations a valid-looking request must succeed on */
const MIN_REACHED = 0.6;

let t: TestApp;
let sim: GatewaySimulator;
let result: FuzzResult;
beforeAll(async () => {
  // every plugin, rate limits off (FUZZ_ENV), no admin panel: the panel is not part of the API document
  // and the redirect gateway configured against the simulator: its start, cancel and verification are fuzzed too
  sim = await startGatewaySimulator({ secret: EPAY_TEST_SECRET, productCode: EPAY_TEST_PRODUCT_CODE });
  t = await bootApp({
    env: {
      ...FUZZ_ENV,
      PAYMENT_GATEWAY_URL: sim.formUrl,
      PAYMENT_GATEWAY_STATUS_URL: sim.statusUrl,
      PAYMENT_GATEWAY_PRODUCT_CODE: EPAY_TEST_PRODUCT_CODE,
      PAYMENT_GATEWAY_SECRET: EPAY_TEST_SECRET,
    },
  });
  const server = await t.bazaar.listen(0);
  const { port } = server.address() as AddressInfo;
  console.log(`fuzz: ${howToRepeat}`);
  result = await runFuzz({ baseUrl: `http://127.0.0.1:${port}`, seed, runs, concurrency: 8, fieldKinds: 'core', leaks: leakPatterns([t.dataDir, root]) });
  console.log(formatStats(result.stats));
  // FUZZ_DEBUG_OP="POST /api/mobile/checkout/pay": the valid-looking requests of one operation, to see why they miss
  if (process.env.FUZZ_DEBUG_OP)
    console.log(
      result.cases
        .filter((c) => c.op === process.env.FUZZ_DEBUG_OP && c.variant === 'valid-looking')
        .map((c) => `${c.auth} ${c.path} ${c.body?.toString()}`)
        .join('\n'),
    );
}, 240_000);
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

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
    const ratio = succeeded.size / result.documented.length;
    console.log(`valid-looking requests succeeded on ${succeeded.size} of ${result.documented.length} operations (${ratio.toFixed(2)})`);
    const missed = result.documented
      .filter((k) => !succeeded.has(k))
      .map((k) => {
        const answers = [...(result.validAnswers.get(k) ?? new Map()).entries()].sort((a, b) => b[1] - a[1]).map(([a, n]) => `${a} x${n}`);
        return `  ${k}: ${answers.join(', ')}`;
      });
    // FUZZ_SHOW_MISSED=1: list the operations never reached even when the share is enough (to grow the fixtures)
    if (process.env.FUZZ_SHOW_MISSED) console.log(`never reached:\n${missed.join('\n')}`);
    if (ratio <= MIN_REACHED) {
      throw new Error(`valid-looking requests succeeded on ${ratio.toFixed(2)} of the operations (want > ${MIN_REACHED}); never on:\n${missed.join('\n')}`);
    }
  });

  it('answers no request with a 5xx other than a 503 the operation documents', () => expectNone('5xx'));

  it('decodes hostile JSON inside payloads (cursors, the gateway return data) without a 5xx', () => {
    const decoded = result.cases.filter((c) => c.variant.includes('decoded hostile JSON') || c.variant.endsWith('encoded-json'));
    expect(decoded.filter((c) => c.op === 'GATEWAY RETURN (undocumented)').length).toBeGreaterThanOrEqual(20);
    expect(decoded.some((c) => /cursor=/.test(c.path))).toBe(true);
    expectNone('5xx');
  });

  it('answers every request: no reset, no timeout', () => expectNone('no-answer'));

  it('answers every non-2xx with the error body {statusCode, errorCode, message, details?}', () => expectNone('error-shape'));

  it('puts no stack trace, SQL or file system path in any body', () => expectNone('leak'));

  it('leaves Object.prototype unpolluted', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
