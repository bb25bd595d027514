import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootApp, type TestApp } from '../support/app.js';
import { killAll, spawnWorker, type Worker } from '../support/spawn-worker.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Starts the charge API as its own node process (ROLE=api); resolves once it listens. */
async function startApi(databaseUrl: string, mode: string): Promise<Worker & { port: number }> {
  const api = spawnWorker(path.join(here, 'support/charge-server.ts'), databaseUrl, { ROLE: 'api', CHARGE_MODE: mode });
  processes.push(api);
  const { port } = await api.next('ready');
  return { ...api, port };
}

const CHARGES_DDL = `CREATE TABLE test_charges (id bigserial PRIMARY KEY, amount bigint NOT NULL)`;
const processes: Worker[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await bootApp({ available: [], env: { ROLE: 'api' } });
  await t.bazaar.dataSource.query(CHARGES_DDL);
});
afterAll(async () => {
  await killAll(processes);
  await t?.close();
});

const charges = async () => (await t.bazaar.dataSource.query(`SELECT id FROM test_charges ORDER BY id`)).map((r: any) => r.id);
const storedKeys = async (key: string) =>
  Number((await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM idempotency_keys WHERE key = $1`, [key]))[0].n);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

/** One request on its own connection (no keep-alive pool outliving the killed processes). */
const charge = (port: number, key: string) =>
  new Promise<Answer>((resolve, reject) => {
    const payload = JSON.stringify({ amount: 12_500 });
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/test/charges',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), 'Idempotency-Key': key },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(text) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

describe('Idempotency-Key across a kill -9', () => {
  afterEach(async () => t.bazaar.dataSource.query(`TRUNCATE test_charges`));

  it('killed after the business write, before its commit: nothing is kept and the retry charges once', async () => {
    const api = await startApi(t.databaseUrl, 'hang-before-commit');
    const lost = charge(api.port, 'kill-before').catch((e) => e);
    await api.next('written');
    api.child.kill('SIGKILL');
    await api.exited;
    expect((await lost).status).toBeUndefined(); // the client saw no answer
    expect(await charges()).toEqual([]);
    expect(await storedKeys('kill-before')).toBe(0);

    const again = await startApi(t.databaseUrl, 'normal');
    const retry = await charge(again.port, 'kill-before');
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotency-replayed']).toBeUndefined();
    const body = retry.body;
    expect(await charges()).toEqual([body.data.chargeId]);
    const repeat = await charge(again.port, 'kill-before');
    expect(repeat.headers['idempotency-replayed']).toBe('true');
    expect(repeat.body).toEqual(body);
    expect(await charges()).toHaveLength(1);
  });

  it('killed after the commit, before the response left: the retry replays the stored response, no second charge', async () => {
    const api = await startApi(t.databaseUrl, 'hang-after-commit');
    const lost = charge(api.port, 'kill-after').catch((e) => e);
    const { chargeId } = await api.next('committed');
    api.child.kill('SIGKILL');
    await api.exited;
    expect((await lost).status).toBeUndefined();
    expect(await charges()).toEqual([chargeId]);
    expect(await storedKeys('kill-after')).toBe(1);

    const again = await startApi(t.databaseUrl, 'normal');
    const retry = await charge(again.port, 'kill-after');
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(retry.body.data).toEqual({ chargeId, amount: 12_500 });
    expect(await charges()).toEqual([chargeId]);
  });
});
