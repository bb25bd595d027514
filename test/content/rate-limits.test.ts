import { rateLimitStore } from '../../core/http/rate-limit/limiter.js';
import type { TestApp } from '../support/app.js';
import { bearer, login, SUPERADMIN } from '../support/auth.js';
import { bootContent } from './boot.js';
import { VALID_PAYLOADS } from './samples.js';

let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await bootContent({ env: { RATE_LIMITS: 'on' } });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
});
afterAll(async () => t?.close());
beforeEach(() => rateLimitStore().reset());

async function spend(n: number, call: () => PromiseLike<{ status: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await call()).status);
  return statuses;
}

describe('content routes are rate limited one by one', () => {
  it('public reads: PUBLIC_READ (60/min per IP) on web, and the mobile route has its own budget', async () => {
    const web = await spend(60, () => t.http.get('/api/content/pages/terms_of_service'));
    expect(web.every((s) => s === 404)).toBe(true);
    const over = await t.http.get('/api/content/pages/home').expect(429);
    expect(over.body.errorCode).toBe('RATE_LIMITED');
    await t.http.get('/api/mobile/content/pages/terms_of_service').expect(404);
  });

  it('admin read: ADMIN_READ (30/min per account)', async () => {
    expect(await spend(30, () => t.http.get('/api/admin/content/pages/home').set(bearer(root)))).toEqual(Array(30).fill(200));
    await t.http.get('/api/admin/content/pages/home').set(bearer(root)).expect(429);
  });

  it('admin writes: ADMIN_WRITE (10/min per account) per route, so PUT does not spend the meta budget', async () => {
    const putHero = () => t.http.put('/api/admin/content/pages/home/sections/hero').set(bearer(root)).send({ payload: VALID_PAYLOADS.hero });
    expect(await spend(10, putHero)).toEqual(Array(10).fill(200));
    await putHero().expect(429);
    await t.http.patch('/api/admin/content/pages/home/meta').set(bearer(root)).send({ title: 'Welcome' }).expect(200);
    await t.http.delete('/api/admin/content/pages/home/sections/hero').set(bearer(root)).expect(200);
  });
});

describe('the OpenAPI document', () => {
  it('declares each content route with its permission and rate-limit class', async () => {
    const doc = (await t.http.get('/api/openapi.json').expect(200)).body;
    const expected: Array<[string, string, string[], string]> = [
      ['get', '/api/admin/content/pages/{pageKey}', ['Content_READ'], 'ADMIN_READ'],
      ['patch', '/api/admin/content/pages/{pageKey}/meta', ['Content_UPDATE'], 'ADMIN_WRITE'],
      ['put', '/api/admin/content/pages/{pageKey}/sections/{sectionKey}', ['Content_UPDATE'], 'ADMIN_WRITE'],
      ['delete', '/api/admin/content/pages/{pageKey}/sections/{sectionKey}', ['Content_DELETE'], 'ADMIN_WRITE'],
      ['get', '/api/content/pages/{pageKey}', [], 'PUBLIC_READ'],
      ['get', '/api/mobile/content/pages/{pageKey}', [], 'PUBLIC_READ'],
    ];
    for (const [verb, path, permission, limit] of expected) {
      const o = doc.paths[path]?.[verb];
      expect([path, o?.['x-permission'], o?.['x-rate-limit']?.map((r: any) => r.class)]).toEqual([path, permission, [limit]]);
    }
    const put = doc.paths['/api/admin/content/pages/{pageKey}/sections/{sectionKey}'].put;
    expect(put.responses['400']['x-error-codes']).toEqual(expect.arrayContaining(['CONTENT_SECTION_KEY_INVALID', 'CONTENT_SECTION_PAYLOAD_INVALID']));
    expect(doc.paths['/api/admin/content/pages/{pageKey}/meta'].patch.responses['400']['x-error-codes']).toContain('CONTENT_SEO_NOT_FOUND');
  });
});
