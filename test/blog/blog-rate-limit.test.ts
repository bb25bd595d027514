import { bootApp, type TestApp } from '../support/app.js';
import { BLOG_PLUGINS } from './support.js';

let t: TestApp;
beforeAll(async () => {
  t = await bootApp({ env: { RATE_LIMITS: 'on' }, available: BLOG_PLUGINS });
});
afterAll(async () => t?.close());

describe('blog rate limits', () => {
  it('the public list answers 429 after 60 requests a minute from one IP (PUBLIC_READ)', async () => {
    for (let i = 0; i < 60; i++) await t.http.get('/api/blogs').expect(200);
    const res = await t.http.get('/api/blogs').expect(429);
    expect(res.body).toEqual({ statusCode: 429, errorCode: 'RATE_LIMITED', message: expect.any(String) });
  });
});
