import { availablePlugins } from '../../plugins/index.js';
import { bootApp, type TestApp } from '../support/app.js';
import { bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { DEMO_EFFECTS_DDL, demoPlugin } from '../support/demo-plugin.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';

let t: TestApp;
let proxy: TcpProxy;
let root: string;
beforeAll(async () => {
  t = await bootApp({
    env: SUPERADMIN_ENV,
    available: [...availablePlugins.filter((p) => p.name === 'accounts'), demoPlugin],
    databaseVia: async (url) => (proxy = await startTcpProxy(url)).url,
  });
  await t.bazaar.dataSource.query(DEMO_EFFECTS_DDL);
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
});
afterAll(async () => {
  await proxy?.restore().catch(() => {});
  await t?.close();
  await proxy?.close();
});

async function until(cond: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setImmediate(r));
  }
}

describe('a PostgreSQL outage', () => {
  it('answers 503 SERVICE_UNAVAILABLE with a Retry-After while the database is away, and recovers by itself', async () => {
    await t.http.get('/api/demo/database-time').expect(200);
    await proxy.cut();

    const read = await t.http.get('/api/demo/database-time');
    expect(read.status).toBe(503);
    expect(read.body).toEqual({ statusCode: 503, errorCode: 'SERVICE_UNAVAILABLE', message: expect.any(String) });
    expect(Number(read.headers['retry-after'])).toBeGreaterThan(0);
    const keyed = await t.http.post('/api/demo/effects').set(bearer(root)).set('Idempotency-Key', 'outage-1').send({ note: 'outage' });
    expect([keyed.status, keyed.body.errorCode]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    expect(keyed.headers['retry-after']).toBeDefined();
    await t.http.get('/readyz').expect(503);

    await proxy.restore();
    await until(async () => (await t.http.get('/readyz')).status === 200);
    await t.http.get('/api/demo/database-time').expect(200);
    await t.http.post('/api/demo/effects').set(bearer(root)).set('Idempotency-Key', 'outage-1').send({ note: 'outage' }).expect(201);
  });
});
