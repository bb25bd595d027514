import { rateLimitStore } from '../../core/http/rate-limit/limiter.js';
import { bootApp, type TestApp } from '../support/app.js';
import { bearer } from '../support/auth.js';
import { customerToken, png } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await bootApp({ env: { RATE_LIMITS: 'on' } });
});
afterAll(async () => t?.close());
beforeEach(() => rateLimitStore().reset());

describe('customer upload rate limits (per IP)', () => {
  it('allows 10 uploads per 60 s, then 429, across customers of one IP', async () => {
    const a = await customerToken(t);
    const b = await customerToken(t);
    for (let i = 0; i < 10; i++) {
      await t.http
        .post('/api/mobile/uploads')
        .set(bearer(i % 2 ? a.token : b.token))
        .attach('file', await png(), { filename: 'a.png', contentType: 'image/png' })
        .expect(200);
    }
    const res = await t.http
      .post('/api/mobile/uploads')
      .set(bearer(a.token))
      .attach('file', await png(), { filename: 'a.png', contentType: 'image/png' })
      .expect(429);
    expect(res.body.errorCode).toBe('RATE_LIMITED');
    // the signed-url route counts apart
    await t.http.get(`/api/mobile/uploads/signed-url/public/avatar/x.webp`).set(bearer(a.token)).expect(200);
  });

  it('allows 60 signed-url resolutions per 60 s, then 429', async () => {
    const a = await customerToken(t);
    for (let i = 0; i < 60; i++) await t.http.get(`/api/mobile/uploads/signed-url/public/avatar/${i}.webp`).set(bearer(a.token)).expect(200);
    const res = await t.http.get('/api/mobile/uploads/signed-url/public/avatar/x.webp').set(bearer(a.token)).expect(429);
    expect(res.body.errorCode).toBe('RATE_LIMITED');
  });
});
