import { bootApp, type TestApp } from '../support/app.js';
import { availablePlugins } from '../../plugins/index.js';
import { demoPlugin } from '../support/demo-plugin.js';

let t: TestApp;
beforeAll(async () => {
  t = await bootApp({ available: [...availablePlugins, demoPlugin], env: { RATE_LIMITS: 'on' } });
});
afterAll(async () => t?.close());

describe('@HotPath controllers (mounted in front of the rest of the app)', () => {
  it('answer through the same envelope, validation and request id as every route', async () => {
    const res = await t.http.post('/api/demo/hot/echo').send({ name: 'abc', count: 2 }).expect(202);
    expect(res.body).toEqual({ message: 'Echoed hot', data: { name: 'abc', count: 2 }, errorCode: null });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await t.http.post('/api/demo/hot/echo').send({ name: 'far too long name', count: 0, isAdmin: true }).expect(400);
    expect(bad.body.errorCode).toBe('VALIDATION_FAILED');
    expect(bad.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['count', 'isAdmin', 'name']);
  });

  it('parse their own bodies with the API parsers: malformed JSON, arrays and prototype keys are 400', async () => {
    const malformed = await t.http.post('/api/demo/hot/echo').set('Content-Type', 'application/json').send('{"name": "a",').expect(400);
    expect(malformed.body).toEqual({ statusCode: 400, errorCode: 'MALFORMED_JSON', message: expect.any(String) });
    await t.http.post('/api/demo/hot/echo').set('Content-Type', 'application/json').send('[1,2]').expect(400);
    const proto = await t.http.post('/api/demo/hot/echo').set('Content-Type', 'application/json').send('{"name":"a","count":1,"__proto__":{"x":1}}');
    expect(proto.status).toBe(400);
  });

  it('run the route policy: rate limit, permission, and a thrown error is a bare 500', async () => {
    await t.http.get('/api/demo/hot/limited').expect(200);
    const second = await t.http.get('/api/demo/hot/limited').expect(200);
    expect(second.body.data).toBe('anonymous');
    const third = await t.http.get('/api/demo/hot/limited').expect(429);
    expect(third.body.statusCode).toBe(429);
    const refused = await t.http.get('/api/demo/hot/protected');
    expect(refused.status).toBe(401);
    const boom = await t.http.get('/api/demo/hot/boom').expect(500);
    expect(boom.body).toEqual({ statusCode: 500, errorCode: 'INTERNAL_ERROR', message: 'Something went wrong' });
  });

  it('leave every other request to the rest of the app (unknown paths under the prefix are the usual 404)', async () => {
    const res = await t.http.get('/api/demo/hot/nowhere').expect(404);
    expect(res.body).toEqual({ statusCode: 404, errorCode: 'NOT_FOUND', message: expect.any(String) });
    await t.http.post('/api/demo/echo').send({ name: 'abc', count: 2 }).expect(200);
    await t.http.get('/healthz').expect(200);
  });
});
