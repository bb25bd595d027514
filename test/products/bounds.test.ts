import { bootApp, type TestApp } from '../support/app.js';
import { login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { PRODUCTS, productApi } from './support.js';

let t: TestApp;
let root: string;
const api = () => productApi(t, () => root);
let cat: any;
let brand: any;
let other: any;
let series: any;
/** Each mismatch is collected so one run names every bound that is off, not just the first. */
const out: string[] = [];
const check = (label: string, res: any, status: number, code?: string) => {
  const ok = res.status === status && (code === undefined || res.body.errorCode === code);
  if (!ok) out.push(`${label}: got ${res.status} ${res.body?.errorCode} ${JSON.stringify(res.body?.message ?? '').slice(0, 120)} want ${status} ${code ?? ''}`);
};

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  cat = await api().category({ name: 'Probe' });
  brand = await api().brand({ name: 'B1' });
  other = await api().brand({ name: 'B2' });
  series = await api().series({ name: 'S1', brandPublicId: brand.publicId });
});
afterAll(async () => t?.close());
beforeEach(() => {
  out.length = 0;
});
afterEach(() => expect(out).toEqual([]));

it('holds every admin body to its bounds at the exact edge and refuses unknown properties', async () => {
  const base = () => ({ name: 'P', categoryPublicId: cat.publicId, mrp: 100, sellingPrice: 90 });
  check('create extra', await api().post(PRODUCTS, { ...base(), extra: 1 }), 400, 'VALIDATION_FAILED');
  check('create name empty', await api().post(PRODUCTS, { ...base(), name: '' }), 400);
  check('create name 256', await api().post(PRODUCTS, { ...base(), name: 'a'.repeat(256) }), 400);
  check('create name 255', await api().post(PRODUCTS, { ...base(), name: 'a'.repeat(255) }), 201);
  check('create short 501', await api().post(PRODUCTS, { ...base(), shortDescription: 'a'.repeat(501) }), 400);
  check('create short 500', await api().post(PRODUCTS, { ...base(), shortDescription: 'a'.repeat(500) }), 201);
  check('create sku 65', await api().post(PRODUCTS, { ...base(), sku: 'a'.repeat(65) }), 400);
  check('create sku 64', await api().post(PRODUCTS, { ...base(), sku: 'a'.repeat(64) }), 201);
  check('create slug 261', await api().post(PRODUCTS, { ...base(), slug: 'a'.repeat(261) }), 400);
  check('create slug 260', await api().post(PRODUCTS, { ...base(), slug: 'b'.repeat(260) }), 201);
  const long = await api().post(PRODUCTS, { ...base(), name: 'ß'.repeat(200) });
  check('create long gen slug', long, 201);
  if (long.status === 201 && long.body.data.slug.length > 260) out.push(`slug too long ${long.body.data.slug.length}`);
  check('create float', await api().post(PRODUCTS, { ...base(), mrp: 100.5 }), 400);
  check('create string', await api().post(PRODUCTS, { ...base(), mrp: '100' }), 400);
  check('create big', await api().post(PRODUCTS, { ...base(), mrp: 9007199254740992, sellingPrice: 1 }), 400);
  check('create neg', await api().post(PRODUCTS, { ...base(), sellingPrice: -1 }), 400);
  check('create price', await api().post(PRODUCTS, { ...base(), sellingPrice: 101 }), 400, 'PRODUCT_PRICE_INVALID');
  check('create version 0', await api().post(PRODUCTS, { ...base(), version: 0 }), 400);
  check(
    'create unknown cat',
    await api().post(PRODUCTS, { ...base(), categoryPublicId: '01900000-0000-7000-8000-000000000000' }),
    404,
    'PRODUCT_CATEGORY_NOT_FOUND',
  );
  check(
    'create unknown brand',
    await api().post(PRODUCTS, { ...base(), brandPublicId: '01900000-0000-7000-8000-000000000000' }),
    404,
    'PRODUCT_BRAND_NOT_FOUND',
  );
  check(
    'create unknown series',
    await api().post(PRODUCTS, { ...base(), brandPublicId: brand.publicId, brandSeriesPublicId: '01900000-0000-7000-8000-000000000000' }),
    404,
  );
  check(
    'create series mismatch',
    await api().post(PRODUCTS, { ...base(), brandPublicId: other.publicId, brandSeriesPublicId: series.publicId }),
    400,
    'PRODUCT_SERIES_BRAND_MISMATCH',
  );
  check('create series no brand', await api().post(PRODUCTS, { ...base(), brandSeriesPublicId: series.publicId }), 400, 'PRODUCT_SERIES_BRAND_MISMATCH');
  check(
    'create null body',
    await t.http
      .post(PRODUCTS)
      .set({ Authorization: `Bearer ${root}`, 'Idempotency-Key': 'x1234567' })
      .set('content-type', 'application/json')
      .send('[]'),
    400,
  );
  const p = (await api().post(PRODUCTS, { ...base(), name: 'Target' })).body.data;
  const at = (s = '') => `${PRODUCTS}/${p.publicId}${s}`;
  check('patch extra', await api().patch(at(), { foo: 1 }), 400, 'VALIDATION_FAILED');
  check('patch name null', await api().patch(at(), { name: null }), 400);
  check('lifecycle extra', await api().patch(at('/lifecycle'), { status: 'draft', version: 1, foo: 1 }), 400);
  check('lifecycle no version', await api().patch(at('/lifecycle'), { status: 'draft' }), 400);
  check('lifecycle stale', await api().patch(at('/lifecycle'), { status: 'draft', version: 99 }), 409, 'PRODUCT_VERSION_CONFLICT');
  check('stock no version', await api().patch(at('/stock'), { stockStatus: 'pre_order' }), 400);
  check('stock bad', await api().patch(at('/stock'), { stockStatus: 'nope', version: 1 }), 400);
  check('pricing no version', await api().patch(at('/pricing'), { mrp: 1, sellingPrice: 1 }), 400);
  check('pricing extra', await api().patch(at('/pricing'), { mrp: 1, sellingPrice: 1, version: 1, x: 1 }), 400);
  check('pricing inv', await api().patch(at('/pricing'), { mrp: 1, sellingPrice: 2, version: 1 }), 400, 'PRODUCT_PRICE_INVALID');
  check('discovery extra', await api().patch(at('/discovery'), { featured: true, x: 1 }), 400);
  check(
    'tags 26',
    await api().patch(at('/tags'), { tagPublicIds: Array.from({ length: 26 }, (_, i) => `01900000-0000-7000-8000-${String(i).padStart(12, '0')}`) }),
    400,
  );
  check('tags unknown', await api().patch(at('/tags'), { tagPublicIds: ['01900000-0000-7000-8000-000000000000'] }), 404);
  check('tags extra', await api().patch(at('/tags'), { tagPublicIds: [], x: 1 }), 400);
  check('seo extra', await api().patch(at('/seo'), { seoId: null, x: 1 }), 400);
  check('media extra', await api().patch(at('/media'), { x: 1 }), 400);
  check('media nested video extra', await api().patch(at('/media'), { videos: [{ key: 'public/v.mp4', x: 1 }] }), 400);
  check('media attachment extra', await api().patch(at('/media'), { attachments: [{ key: 'public/v.pdf', x: 1 }] }), 400);
  check('media gallery alt no key', await api().patch(at('/media'), { gallery: [{ alt: 'x' }] }), 400);
  check('media embed nocookie', await api().patch(at('/media'), { videos: [{ embedUrl: 'https://www.youtube-nocookie.com/embed/x' }] }), 200);
  check('media embed youtube.com bare', await api().patch(at('/media'), { videos: [{ embedUrl: 'https://youtube.com/embed/x' }] }), 400);
  check('media thumbAlt alone no key', await api().patch(at('/media'), { thumbnailAlt: 'x' }), 400);
  check('options 4', await api().put(at('/options'), { options: ['a', 'b', 'c', 'd'].map((n) => ({ name: n, values: ['x'] })) }), 400);
  check('options extra', await api().put(at('/options'), { options: [], x: 1 }), 400);
  check('options nested extra', await api().put(at('/options'), { options: [{ name: 'C', values: ['x'], x: 1 }] }), 400);
  check('options item an array', await api().put(at('/options'), { options: [[[]]] }), 400, 'VALIDATION_FAILED');
  check('media gallery item an array', await api().patch(at('/media'), { gallery: [[{ key: 'public/g.jpg' }]] }), 400, 'VALIDATION_FAILED');
  check(
    'options dup name',
    await api().put(at('/options'), {
      options: [
        { name: 'C', values: ['x'] },
        { name: 'C', values: ['y'] },
      ],
    }),
    400,
  );
  check('options dup value', await api().put(at('/options'), { options: [{ name: 'C', values: ['x', 'x'] }] }), 400);
  check('variant extra', await api().post(at('/variants'), { mrp: 1, sellingPrice: 1, x: 1 }), 400);
  check('variant sku 65', await api().post(at('/variants'), { mrp: 1, sellingPrice: 1, sku: 'a'.repeat(65) }), 400);
  check('variant options non-string', await api().post(at('/variants'), { mrp: 1, sellingPrice: 1, options: { C: 5 } }), 400);
  const v = (await api().get(at('/variants'))).body.data[0];
  const adj = at(`/variants/${v.publicId}/inventory/adjustments`);
  check('adj 0', await api().post(adj, { delta: 0, reason: 'receipt' }), 400);
  check('adj hold', await api().post(adj, { delta: 1, reason: 'hold' }), 400);
  check('adj float', await api().post(adj, { delta: 1.5, reason: 'receipt' }), 400);
  check('adj extra', await api().post(adj, { delta: 1, reason: 'receipt', x: 1 }), 400);
  check('adj neg', await api().post(adj, { delta: -1, reason: 'correction' }), 409, 'INVENTORY_NEGATIVE');
  check('adj ok', await api().post(adj, { delta: 5, reason: 'receipt' }), 201);
  check('movements', await api().get(at(`/variants/${v.publicId}/inventory/movements`)), 200);
  check('movements extra', await api().get(at(`/variants/${v.publicId}/inventory/movements?x=1`)), 400);
  check('variants list extra', await api().get(at('/variants?x=1')), 400);
  check('variant patch extra', await api().patch(at(`/variants/${v.publicId}`), { x: 1 }), 400);
  check('variant del default', await api().del(at(`/variants/${v.publicId}`)), 409, 'PRODUCT_DEFAULT_VARIANT_REQUIRED');
  check('bulk extra', await api().post(`${PRODUCTS}/bulk/delete`, { publicIds: [p.publicId], x: 1 }), 400);
  check('bulk lifecycle no status', await api().post(`${PRODUCTS}/bulk/lifecycle`, { publicIds: [p.publicId] }), 400);
  check('export bad format', await api().post(`${PRODUCTS}/jobs/export`, { format: 'pdf' }), 400);
  check('export extra', await api().post(`${PRODUCTS}/jobs/export`, { format: 'csv', x: 1 }), 400);
  check('jobs list', await api().get(`${PRODUCTS}/jobs`), 200);
  check('get variant unknown', await api().get(at('/variants/01900000-0000-7000-8000-000000000000')), 404, 'PRODUCT_VARIANT_NOT_FOUND');
});

it('holds deal bodies to their bounds', async () => {
  const p = await api().product({ name: 'Deal target', categoryPublicId: cat.publicId, mrp: 100, sellingPrice: 90 });
  const D = '/api/admin/deals';
  const deal = { name: 'D', discountBps: 100, startsAt: '2026-01-01T00:00:00Z', endsAt: '2027-01-01T00:00:00Z', productPublicIds: [p.publicId] };
  check('deal 0', await api().post(D, { ...deal, discountBps: 0 }), 400);
  check('deal 9001', await api().post(D, { ...deal, discountBps: 9001 }), 400);
  check('deal 9000', await api().post(D, { ...deal, discountBps: 9000 }), 201);
  check('deal dates', await api().post(D, { ...deal, endsAt: deal.startsAt }), 400, 'DEAL_DATE_INVALID');
  check('deal scope', await api().post(D, { ...deal, productPublicIds: [] }), 400, 'DEAL_SCOPE_REQUIRED');
  check('deal extra', await api().post(D, { ...deal, x: 1 }), 400);
  check('deal unknown product', await api().post(D, { ...deal, productPublicIds: ['01900000-0000-7000-8000-000000000000'] }), 404);
});

it('refuses storefront queries out of bounds or unknown', async () => {
  const S = '/api/mobile/products';
  check('sf list extra', await t.http.get(`${S}?x=1`), 400);
  check('sf list relevance', await t.http.get(`${S}?sort=relevance`), 400);
  check('sf q 101', await t.http.get(`${S}?q=${'a'.repeat(101)}`), 400);
  check('sf search q 101', await t.http.get(`${S}/search?q=${'a'.repeat(101)}`), 400);
  check('sf search relevance', await t.http.get(`${S}/search?q=abc&sort=relevance`), 200);
  check('sf sugg none', await t.http.get(`${S}/suggestions`), 400);
  check('sf sugg 101', await t.http.get(`${S}/suggestions?q=${'a'.repeat(101)}`), 400);
  check('sf sugg 100', await t.http.get(`${S}/suggestions?q=${'a'.repeat(100)}`), 200);
  check('sf sugg extra', await t.http.get(`${S}/suggestions?q=a&brandSlug=x`), 400);
  check('sf sugg blank', await t.http.get(`${S}/suggestions?q=%20%20`), 400);
  check('sf feed extra', await t.http.get(`${S}/discovery/featured?x=1`), 400);
  check('sf minPrice float', await t.http.get(`${S}?minPrice=1.5`), 400);
  check('sf minPrice big', await t.http.get(`${S}?minPrice=9007199254740992`), 400);
  check('sf limit 0', await t.http.get(`${S}?limit=0`), 400);
  check('sf limit 101', await t.http.get(`${S}?limit=101`), 400, 'PAGINATION_LIMIT_TOO_LARGE');
  check('sf cursor junk', await t.http.get(`${S}?cursor=junk`), 400);
  check('sf search cursor junk', await t.http.get(`${S}/search?q=a&cursor=junk`), 400);
  check('sf feed cursor junk', await t.http.get(`${S}/discovery/featured?cursor=junk`), 400);
});

it("a card's discountPercentage equals the sort column's, exactly, at the largest prices", async () => {
  // 100 * 990791918021509 / 9007199254740991 is 10.99...: a floating point division rounds it to 11
  const MAX = Number.MAX_SAFE_INTEGER;
  const p = await api().product({
    name: 'Huge markdown',
    slug: 'huge-markdown',
    categoryPublicId: cat.publicId,
    mrp: MAX,
    sellingPrice: MAX - 990791918021509,
  });
  expect(p.pricing.discountPercentage).toBe(10);
  await api().patch(`${PRODUCTS}/${p.publicId}/lifecycle`, { status: 'published', version: p.version }).expect(200);
  const detail = (await t.http.get('/api/mobile/products/huge-markdown').expect(200)).body.data;
  const card = (await t.http.get('/api/mobile/products?sort=discount').expect(200)).body.data.find((c: any) => c.id === p.publicId);
  expect([detail.pricing.discountPercentage, card.pricing.discountPercentage, card.pricing.discount]).toEqual([10, 10, 990791918021509]);
});
