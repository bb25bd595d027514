import { bootApp, type TestApp } from '../support/app.js';
import { availablePlugins } from '../../plugins/index.js';
import { demoPlugin } from '../support/demo-plugin.js';

// The route front (core/http/route-front.ts): an API request goes straight to its route with the app's middlewares
// that apply to it (request log, URL check, body parsers); the app's others are not walked, and what the route
// leaves unanswered or throws ends as it would in the app.

let t: TestApp;
let walked: string[];
beforeAll(async () => {
  t = await bootApp({ available: [...availablePlugins, demoPlugin] });
  // a layer where the app keeps its health, file and panel middlewares: right after the URL check
  walked = [];
  t.bazaar.app.use((req, _res, next) => {
    walked.push(req.path);
    next();
  });
  const stack = (t.bazaar.app as any).router.stack as unknown[];
  stack.splice(2, 0, stack.pop());
});
afterAll(async () => t?.close());

beforeEach(() => {
  walked = [];
});

describe('the route front', () => {
  it('answers API routes, hot or not, with a body or not, without walking the app', async () => {
    await t.http.get('/api/demo/items').expect(200);
    const echo = await t.http.post('/api/demo/echo').send({ name: 'abc', count: 2 }).expect(200);
    expect(echo.body.data).toEqual({ name: 'abc', count: 2 });
    const hot = await t.http.post('/api/demo/hot/echo').send({ name: 'abc', count: 2 }).expect(202);
    expect(hot.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(walked).toEqual([]);
  });

  it('gives a route error to the error handler, and a bad body or URL the same answers as before', async () => {
    const boom = await t.http.get('/api/demo/boom').expect(500);
    expect(boom.body).toEqual({ statusCode: 500, errorCode: 'INTERNAL_ERROR', message: expect.any(String) });
    expect(JSON.stringify(boom.body)).not.toMatch(/secret|srv/);
    const bad = await t.http.post('/api/demo/echo').set('content-type', 'application/json').send('{"name":').expect(400);
    expect(bad.body.statusCode).toBe(400);
    // a route's parameter holding a NUL: the front's URL check answers it
    const nul = await t.http.get('/api/blogs/some%00slug').expect(404);
    expect(nul.body).toMatchObject({ statusCode: 404, errorCode: 'NOT_FOUND' });
    expect(walked).toEqual([]);
  });

  it('sends a request its route leaves unanswered to the 404, as the app does', async () => {
    const res = await t.http.get('/api/demo/unanswered').expect(404);
    expect(res.body).toEqual({ statusCode: 404, errorCode: 'NOT_FOUND', message: 'No route for GET /api/demo/unanswered' });
    expect(walked).toEqual([]);
  });

  it('leaves to the app what it does not take: no route, paths outside the API, the file route', async () => {
    await t.http.get('/api/nowhere').expect(404);
    await t.http.get('/healthz').expect(200);
    await t.http.get('/api/files/public/none.webp').expect(404);
    expect(walked).toEqual(['/api/nowhere', '/healthz', '/api/files/public/none.webp']);
  });
});

describe('the server', () => {
  it('makes requests and responses with express prototypes, which the front and express then keep', async () => {
    const server = await t.bazaar.listen(0);
    try {
      const seen: boolean[] = [];
      server.prependListener('request', (req, res) => {
        const app = t.bazaar.app as unknown as { request: object; response: object };
        seen.push(Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response);
      });
      const port = (server.address() as { port: number }).port;
      const items = await fetch(`http://127.0.0.1:${port}/api/demo/items`);
      expect(items.status).toBe(200);
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(await health.json()).toEqual({ message: 'OK', data: { status: 'ok' }, errorCode: null });
      expect(seen).toEqual([true, true]);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
