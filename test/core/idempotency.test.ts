import { bootApp, type TestApp } from '../support/app.js';
import { adminWith, bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { availablePlugins } from '../../plugins/index.js';
import http from 'node:http';
import { DEMO_EFFECTS_DDL, demoPlugin, demoSecret } from '../support/demo-plugin.js';

let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV, available: [...availablePlugins, demoPlugin] });
  await t.bazaar.dataSource.query(DEMO_EFFECTS_DDL);
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
});
afterAll(async () => t?.close());

const effects = async (note: string): Promise<number> =>
  Number((await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM demo_effects WHERE note = $1`, [note]))[0].n);

const post = (key: string | undefined, note: string, token = root) => {
  const req = t.http.post('/api/demo/effects').set(bearer(token));
  if (key !== undefined) req.set('Idempotency-Key', key);
  return req.send({ note });
};

describe('an optional Idempotency-Key', () => {
  const postOptional = (key: string | undefined, note: string) => {
    const req = t.http.post('/api/demo/effects/optional-key').set(bearer(root));
    if (key !== undefined) req.set('Idempotency-Key', key);
    return req.send({ note });
  };

  it('runs without a key (each call is its own), and binds a key that is sent: a repeat replays with one effect', async () => {
    await postOptional(undefined, 'optional-none').expect(201);
    await postOptional(undefined, 'optional-none').expect(201);
    expect(await effects('optional-none')).toBe(2);
    const first = await postOptional('optional-key-1', 'optional-keyed').expect(201);
    const again = await postOptional('optional-key-1', 'optional-keyed').expect(201);
    expect([again.body, again.headers['idempotency-replayed']]).toEqual([first.body, 'true']);
    expect(await effects('optional-keyed')).toBe(1);
    expect((await postOptional('optional-key-1', 'another body').expect(409)).body.errorCode).toBe('IDEMPOTENCY_KEY_CONFLICT');
  });

  it('is documented as an optional header, without IDEMPOTENCY_KEY_REQUIRED among its errors', async () => {
    const doc = (await t.http.get('/api/openapi.json').expect(200)).body;
    const op = doc.paths['/api/demo/effects/optional-key'].post;
    expect(op.parameters.find((p: { name: string }) => p.name === 'Idempotency-Key').required).toBe(false);
    expect(JSON.stringify(op.responses)).not.toContain('IDEMPOTENCY_KEY_REQUIRED');
    const required = doc.paths['/api/demo/effects'].post;
    expect(required.parameters.find((p: { name: string }) => p.name === 'Idempotency-Key').required).toBe(true);
  });
});

describe('Idempotency-Key', () => {
  it('is required: 400 IDEMPOTENCY_KEY_REQUIRED and nothing happens', async () => {
    const res = await post(undefined, 'no-key').expect(400);
    expect(res.body).toEqual({ statusCode: 400, errorCode: 'IDEMPOTENCY_KEY_REQUIRED', message: expect.any(String) });
    expect(await effects('no-key')).toBe(0);
  });

  it('replays the stored response for a true repeat, with one effect', async () => {
    const first = await post('key-replay', 'replay').expect(201);
    const again = await post('key-replay', 'replay').expect(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(await effects('replay')).toBe(1);
  });

  it('refuses the same key with another payload: 409 IDEMPOTENCY_KEY_CONFLICT', async () => {
    await post('key-conflict', 'conflict-a').expect(201);
    const res = await post('key-conflict', 'conflict-b').expect(409);
    expect(res.body.errorCode).toBe('IDEMPOTENCY_KEY_CONFLICT');
    expect(await effects('conflict-b')).toBe(0);
  });

  it('answers 409 IDEMPOTENCY_REQUEST_IN_PROGRESS while the first request runs', async () => {
    const first = post('key-progress', 'progress').then((r) => r);
    // the first request holds the key (its transaction's advisory lock) while its work runs
    await waitFor(
      async () => (await t.bazaar.dataSource.query(`SELECT 1 FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(0.3)' AND state = 'active'`)).length === 1,
    );
    const second = await post('key-progress', 'progress').expect(409);
    expect(second.body.errorCode).toBe('IDEMPOTENCY_REQUEST_IN_PROGRESS');
    expect((await first).status).toBe(201);
    expect(await effects('progress')).toBe(1);
  });

  it('keys per caller: another admin with the same key gets its own effect', async () => {
    const other = await adminWith(t, root, []);
    await post('key-shared', 'per-caller').expect(201);
    await post('key-shared', 'per-caller', other).expect(201);
    expect(await effects('per-caller')).toBe(2);
  });

  it('20 concurrent identical requests produce exactly one effect', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => post('key-race', 'race')));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    for (const r of results) {
      if (r.status === 201) expect(r.body.data.note).toBe('race');
      else expect(r.body.errorCode).toBe('IDEMPOTENCY_REQUEST_IN_PROGRESS');
    }
    expect(await effects('race')).toBe(1);
    const ids = new Set(results.filter((r) => r.status === 201).map((r) => r.body.data.effectId));
    expect(ids.size).toBe(1);
  });

  it('takes over an in-progress claim an older version left behind, then replays', async () => {
    const me = (await t.http.get('/api/auth/me').set(bearer(root)).expect(200)).body.data.id;
    await t.bazaar.dataSource.query(
      `INSERT INTO idempotency_keys (caller, scope, key, request_hash, state, created_at, updated_at) VALUES ($1, 'demo-effect', 'key-legacy', $2, 'in_progress', now(), now())`,
      [`admin:${me}`, '0'.repeat(64)],
    );
    const first = await post('key-legacy', 'legacy').expect(201);
    const again = await post('key-legacy', 'legacy').expect(201);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await effects('legacy')).toBe(1);
  });

  it('does not keep a 401: the key stays usable once authenticated', async () => {
    await t.http.post('/api/demo/effects').set('Idempotency-Key', 'key-auth').send({ note: 'auth' }).expect(401);
    await post('key-auth', 'auth').expect(201);
    expect(await effects('auth')).toBe(1);
  });
});

describe('an answer stored masked (replay option)', () => {
  const postSecret = (key: string, note: string) => t.http.post('/api/demo/effects/secret').set(bearer(root)).set('Idempotency-Key', key).send({ note });

  it('keeps the masked body, fills the secret again on a replay, and refuses once the state moved on', async () => {
    const first = await postSecret('key-secret', 'secret').expect(201);
    const { effectId, secret } = first.body.data;
    expect(secret).toBe(demoSecret(effectId));
    const [row] = await t.bazaar.dataSource.query(`SELECT response_body::text AS body FROM idempotency_keys WHERE key = 'key-secret'`);
    expect(row.body).not.toContain(secret);
    expect(row.body).toContain('(masked)');

    const again = await postSecret('key-secret', 'secret').expect(201);
    expect([again.body, again.headers['idempotency-replayed']]).toEqual([first.body, 'true']);
    expect(await effects('secret')).toBe(1);

    await t.bazaar.dataSource.query(`DELETE FROM demo_effects WHERE id = $1`, [effectId]);
    const refused = await postSecret('key-secret', 'secret').expect(409);
    expect(refused.body.errorCode).toBe('CONFLICT');
    expect(JSON.stringify(refused.body)).not.toContain('secret-of-effect');
  });
});

describe('a deadlock on an idempotent route', () => {
  it("is retried inside the key's transaction: one effect and a 2xx, the other transaction unharmed", async () => {
    const other = t.bazaar.dataSource.createQueryRunner();
    await other.connect();
    try {
      // the route's backend, waiting first, detects the deadlock first (default 1 s) and is the victim
      await other.query(`SET deadlock_timeout = '20s'`);
      const answer = t.http
        .post('/api/demo/effects/two-locks')
        .set(bearer(root))
        .set('Idempotency-Key', 'key-deadlock')
        .send({ note: 'deadlock' })
        .then((r) => r);
      await waitFor(
        async () => (await t.bazaar.dataSource.query(`SELECT 1 FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(0.2)' AND state = 'active'`)).length === 1,
      );
      await other.startTransaction();
      await other.query(`UPDATE demo_locks SET n = n + 1 WHERE id = 2`);
      await waitFor(
        async () =>
          (
            await t.bazaar.dataSource.query(
              `SELECT 1 FROM pg_stat_activity WHERE query LIKE 'UPDATE demo_locks SET n = n + 1 WHERE id = 2' AND wait_event_type = 'Lock'`,
            )
          ).length === 1,
      );
      await other.query(`UPDATE demo_locks SET n = n + 1 WHERE id = 1`); // closes the cycle; granted once the victim rolls back
      await other.commitTransaction();
      const res = await answer;
      expect(res.status).toBe(201);
      expect(await effects('deadlock')).toBe(1);
      const locks = await t.bazaar.dataSource.query(`SELECT id, n FROM demo_locks ORDER BY id`);
      expect(locks.map((r: { n: number }) => r.n)).toEqual([2, 2]); // each side counted once: the victim's first try left nothing
    } finally {
      await other.release();
    }
  });
});

describe('a client that goes away mid-request', () => {
  it('lets the work finish and keeps its answer: nothing commits alone, the retry replays (one effect)', async () => {
    const server = t.bazaar.app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as { port: number };
    const payload = JSON.stringify({ note: 'aborted' });
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/demo/effects',
      agent: false,
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(payload),
        'Idempotency-Key': 'key-aborted',
        Authorization: `Bearer ${root}`,
      },
    });
    req.on('error', () => {});
    req.end(payload);
    // abort while the work runs (its pg_sleep), before it answers
    await waitFor(
      async () => (await t.bazaar.dataSource.query(`SELECT 1 FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(0.3)' AND state = 'active'`)).length === 1,
    );
    req.destroy();
    await waitFor(async () => (await t.bazaar.dataSource.query(`SELECT 1 FROM idempotency_keys WHERE key = 'key-aborted'`)).length === 1);
    expect(await effects('aborted')).toBe(1);
    const retry = await post('key-aborted', 'aborted').expect(201);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(await effects('aborted')).toBe(1);
    await new Promise((r) => server.close(r));
  });
});

async function waitFor(cond: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setImmediate(r));
  }
}
