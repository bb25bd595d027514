import { bootApp, type TestApp } from '../support/app.js';
import { bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { fixtures } from '../products/storefront-support.js';
import { noneMatch } from '../../core/http/ready-read.js';

// Cached reads answered from bytes ready to send (@ReadyRead, core/http/ready-front.ts): the same bytes on a miss
// (the route) and on a hit (ahead of express), an ETag made once per cache fill, 304 on If-None-Match, and every
// query the precompiled validator refuses answered by the route's own validation, exactly as before.

let t: TestApp;
let root: string;
let f: ReturnType<typeof fixtures>;
const LIST = '/api/mobile/products';
const CATEGORIES = '/api/mobile/catalog/categories';

beforeAll(async () => {
  t = await bootApp({ env: { ...SUPERADMIN_ENV, RATE_LIMITS: 'on' } });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  f = fixtures(t, () => root);
  const phones = await f.category({ name: 'Phones' });
  await f.product({
    name: 'Ready Phone',
    slug: 'ready-phone',
    category: phones,
    thumbnailKey: 'uploads/image/019a0000-0000-7000-8000-000000000000/one.webp',
    variants: [{ mrp: 500, sellingPrice: 450, onHand: 2 }],
  });
  await f.product({ name: 'Other Phone', slug: 'other-phone', category: phones, variants: [{ mrp: 700, sellingPrice: 700, onHand: 1 }] });
});
afterAll(async () => t?.close());

describe('ready answers', () => {
  it('send the same bytes, headers and ETag on a miss and on the hits after it', async () => {
    for (const path of [`${LIST}?categorySlug=phones&limit=5`, `${LIST}/search?q=phone`, `${LIST}/ready-phone`, CATEGORIES]) {
      const miss = await t.http.get(path).expect(200);
      const hit = await t.http.get(path).expect(200);
      expect(miss.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      expect([hit.headers.etag, hit.text]).toEqual([miss.headers.etag, miss.text]);
      for (const res of [miss, hit]) {
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.text));
        expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
        // the route's rate limit counts a hit as it counts a miss
        expect(Number(res.headers['ratelimit-limit'])).toBeGreaterThan(0);
      }
      expect(Number(hit.headers['ratelimit-remaining'])).toBe(Number(miss.headers['ratelimit-remaining']) - 1);
      expect(JSON.parse(hit.text)).toMatchObject({ message: 'OK', errorCode: null });
    }
    const page = (await t.http.get(`${LIST}?categorySlug=phones&limit=5`)).body;
    expect(page.data.map((c: { name: string }) => c.name).sort()).toEqual(['Other Phone', 'Ready Phone']);
    // a signed thumbnail URL in a ready answer keeps most of its life
    const signed = page.data.find((c: { name: string }) => c.name === 'Ready Phone').thumbnail;
    expect(signed.expiresAt - Date.now()).toBeGreaterThan(60 * 60_000);
  });

  it('answer 304 without a body to a client that holds the ETag (a list of tags, a weak tag, *), 200 otherwise', async () => {
    const path = `${LIST}?categorySlug=phones&limit=5`;
    const { etag } = (await t.http.get(path).expect(200)).headers;
    for (const header of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
      const res = await t.http.get(path).set('If-None-Match', header).expect(304);
      expect([res.text, res.headers.etag, res.headers['content-type']]).toEqual(['', etag, undefined]);
    }
    await t.http.get(path).set('If-None-Match', '"other"').expect(200);
    expect(noneMatch(undefined, etag)).toBe(false);
  });

  it('make a new ETag when a write refills the cache', async () => {
    const before = (await t.http.get(CATEGORIES).expect(200)).headers.etag;
    await f.category({ name: 'Garden' });
    const after = await t.http.get(CATEGORIES).expect(200);
    expect(after.headers.etag).not.toBe(before);
    expect(after.body.data.map((c: { name: string }) => c.name)).toContain('Garden');
    await t.http.get(CATEGORIES).set('If-None-Match', before).expect(200);
  });

  it('leave a query the validator refuses to the route: its 400s are unchanged, a hit or not', async () => {
    await t.http.get(`${LIST}?limit=5`).expect(200);
    const cases: Array<[string, number, string, string[] | undefined]> = [
      ['limit=abc', 400, 'VALIDATION_FAILED', ['limit']],
      ['limit=0', 400, 'VALIDATION_FAILED', ['limit']],
      ['limit=101', 400, 'PAGINATION_LIMIT_TOO_LARGE', undefined],
      ['sort=relevance', 400, 'VALIDATION_FAILED', ['sort']],
      ['color=red', 400, 'VALIDATION_FAILED', ['color']],
      ['categorySlug=Bad_Slug', 400, 'VALIDATION_FAILED', ['categorySlug']],
      ['minPrice=10&maxPrice=5', 400, 'VALIDATION_FAILED', ['minPrice']],
      ['q=', 400, 'VALIDATION_FAILED', ['q']],
      ['limit=5&limit=6', 400, 'VALIDATION_FAILED', ['limit']],
    ];
    for (const [query, status, errorCode, fields] of cases) {
      const res = await t.http.get(`${LIST}?${query}`);
      expect([query, res.status, res.body.errorCode, res.body.details?.map((d: { field: string }) => d.field), res.headers.etag]).toEqual([
        query,
        status,
        errorCode,
        fields,
        undefined,
      ]);
    }
    // search's relevance needs q
    expect((await t.http.get(`${LIST}/search?sort=relevance`)).status).toBe(400);
    // a spelling the validator does not take but the DTO does: the route answers, with the same bytes
    const plain = await t.http.get(`${LIST}?limit=5&featured=false`).expect(200);
    const spelled = await t.http.get(`${LIST}?limit=05&featured=false`);
    expect([spelled.status, spelled.text]).toEqual([200, plain.text]);
  });

  it('are refused as any route refuses: a bad token, an unknown product, an unknown page', async () => {
    await t.http.get(`${LIST}?limit=5`).expect(200);
    // a public route ignores a token it cannot use, and the hit is the same answer
    const withToken = await t.http.get(`${LIST}?limit=5`).set(bearer(root)).expect(200);
    expect(withToken.text).toBe((await t.http.get(`${LIST}?limit=5`)).text);
    const missing = await t.http.get(`${LIST}/no-such-product`).expect(404);
    expect(missing.body.errorCode).toBe('PRODUCT_NOT_FOUND');
    expect((await t.http.get('/api/mobile/content/pages/nowhere').expect(404)).body.errorCode).toBe('CONTENT_NOT_FOUND');
    const url = await t.http.get(`${LIST}?q=%00`);
    expect(url.status).toBe(400);
  });
});
