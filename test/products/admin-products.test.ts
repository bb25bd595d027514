import { bootApp, type TestApp } from '../support/app.js';
import { adminWith, login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { key, PRODUCTS, productApi } from './support.js';

let t: TestApp;
let root: string;
const api = () => productApi(t, () => root);
const sql = (text: string, params: unknown[] = []) => t.bazaar.dataSource.query(text, params);
let phones: any;
let laptops: any;
let samsung: any;
let apple: any;
let galaxy: any;

const base = () => ({ name: 'Galaxy S24', categoryPublicId: phones.publicId, mrp: 150000, sellingPrice: 129900 });
const productCount = async () => (await sql(`SELECT count(*)::int AS n FROM products`))[0].n as number;
const variantCount = async () => (await sql(`SELECT count(*)::int AS n FROM product_variants`))[0].n as number;

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  phones = await api().category({ name: 'Phones' });
  laptops = await api().category({ name: 'Laptops' });
  samsung = await api().brand({ name: 'Samsung' });
  apple = await api().brand({ name: 'Apple' });
  galaxy = await api().series({ name: 'Galaxy S', brandPublicId: samsung.publicId });
});
afterAll(async () => t?.close());

describe('create', () => {
  it('creates a draft with one default variant, a generated slug, version 1, the rollup and a products.product.created event', async () => {
    const res = await api().post(PRODUCTS, { ...base(), sku: 'SM-S24', brandPublicId: samsung.publicId, brandSeriesPublicId: galaxy.publicId });
    expect(res.status).toBe(201);
    const p = res.body.data;
    expect(p).toMatchObject({
      name: 'Galaxy S24',
      slug: 'galaxy-s24',
      sku: 'SM-S24',
      status: 'draft',
      stockStatus: 'in_stock',
      version: 1,
      category: { publicId: phones.publicId, name: 'Phones', slug: 'phones' },
      brand: { publicId: samsung.publicId, name: 'Samsung', slug: 'samsung' },
      brandSeries: { publicId: galaxy.publicId, name: 'Galaxy S' },
      pricing: { mrp: 150000, sellingPrice: 129900, maxSellingPrice: 129900, variantCount: 1, discountPercentage: 13 },
      options: [],
      tags: [],
      gallery: [],
      specifications: [],
      seoId: null,
    });
    expect(p.variants).toEqual([
      expect.objectContaining({
        name: null,
        sku: 'SM-S24',
        options: {},
        mrp: 150000,
        sellingPrice: 129900,
        isDefault: true,
        status: 'active',
        isTracked: true,
        onHand: 0,
        reserved: 0,
        available: 0,
        lowStockThreshold: 5,
      }),
    ]);
    const events = await sql(`SELECT payload FROM outbox_events WHERE topic = 'products.product.created'`);
    expect(events.map((e: any) => e.payload)).toContainEqual({ productId: p.publicId });
  });

  it('needs an Idempotency-Key and replays a repeat', async () => {
    const missing = await api().post(PRODUCTS, { ...base(), name: 'No Key' }, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errorCode).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const headers = key();
    const first = await api().post(PRODUCTS, { ...base(), name: 'Once' }, headers);
    const again = await api().post(PRODUCTS, { ...base(), name: 'Once' }, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.data.publicId).toBe(first.body.data.publicId);
    expect((await sql(`SELECT count(*)::int AS n FROM products WHERE name = 'Once'`))[0].n).toBe(1);
  });

  it.each([
    ['a float price', { mrp: 100.5 }],
    ['a string price', { sellingPrice: '100' }],
    ['a price above 2^53-1', { mrp: 9007199254740992, sellingPrice: 1 }],
    ['a negative price', { sellingPrice: -1 }],
    ['an unknown property', { colour: 'red' }],
    ['a missing category', { categoryPublicId: undefined }],
    ['a category that is not a UUID v7', { categoryPublicId: 'phones' }],
    ['an empty name', { name: '  ' }],
    ['a bad slug', { slug: 'Not A Slug' }],
    ['a long SKU', { sku: 'x'.repeat(65) }],
  ])('refuses %s with 400 VALIDATION_FAILED and creates nothing', async (_label, change) => {
    const before = [await productCount(), await variantCount()];
    const res = await api().post(PRODUCTS, { ...base(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('VALIDATION_FAILED');
    expect([await productCount(), await variantCount()]).toEqual(before);
  });

  it('keeps the largest exact amount', async () => {
    const res = await api().post(PRODUCTS, { ...base(), name: 'Max', mrp: 9007199254740991, sellingPrice: 9007199254740991 });
    expect(res.status).toBe(201);
    expect(res.body.data.pricing).toMatchObject({ mrp: 9007199254740991, sellingPrice: 9007199254740991, discountPercentage: 0 });
  });

  it.each([
    ['a selling price above the MRP', () => ({ mrp: 100, sellingPrice: 101 }), 400, 'PRODUCT_PRICE_INVALID'],
    ['an unknown category', () => ({ categoryPublicId: '01900000-0000-7000-8000-000000000000' }), 404, 'PRODUCT_CATEGORY_NOT_FOUND'],
    ['an unknown brand', () => ({ brandPublicId: '01900000-0000-7000-8000-000000000000' }), 404, 'PRODUCT_BRAND_NOT_FOUND'],
    ['a series of another brand', () => ({ brandPublicId: apple.publicId, brandSeriesPublicId: galaxy.publicId }), 400, 'PRODUCT_SERIES_BRAND_MISMATCH'],
    ['a series without its brand', () => ({ brandSeriesPublicId: galaxy.publicId }), 400, 'PRODUCT_SERIES_BRAND_MISMATCH'],
    ['a live SKU (any case)', () => ({ sku: 'sm-s24' }), 409, 'PRODUCT_SKU_ALREADY_EXISTS'],
    ['a taken slug', () => ({ slug: 'galaxy-s24' }), 409, 'PRODUCT_SLUG_ALREADY_EXISTS'],
  ])('refuses %s and creates nothing', async (_label, change, status, code) => {
    const before = [await productCount(), await variantCount()];
    const res = await api().post(PRODUCTS, { ...base(), name: 'Refused', ...change() });
    expect([res.status, res.body.errorCode]).toEqual([status, code]);
    expect([await productCount(), await variantCount()]).toEqual(before);
  });

  it('answers 401 without a token and 403 without Products_CREATE', async () => {
    expect((await t.http.post(PRODUCTS).set(key()).send(base())).status).toBe(401);
    const reader = await adminWith(t, root, ['Products_READ']);
    const res = await t.http
      .post(PRODUCTS)
      .set({ Authorization: `Bearer ${reader}` })
      .set(key())
      .send(base());
    expect(res.status).toBe(403);
    expect((await t.http.get(PRODUCTS).set({ Authorization: `Bearer ${reader}` })).status).toBe(200);
  });
});

describe('edit and facets', () => {
  let p: any;
  beforeEach(async () => {
    p = await api().product({ ...base(), name: `Edit ${Math.random()}` });
  });
  const at = (suffix = '') => `${PRODUCTS}/${p.publicId}${suffix}`;

  it('edits the main fields, bumps the version and refuses a stale one changing nothing', async () => {
    const res = await api().patch(at(), {
      name: 'Renamed',
      slug: 'renamed-phone',
      shortDescription: 'Short',
      description: 'Long',
      categoryPublicId: laptops.publicId,
      brandPublicId: samsung.publicId,
      brandSeriesPublicId: galaxy.publicId,
      sku: 'REN-1',
      specifications: [{ group: 'Display', name: 'Size', value: '6.2"' }],
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Renamed',
      slug: 'renamed-phone',
      sku: 'REN-1',
      version: 2,
      category: { publicId: laptops.publicId },
      brandSeries: { publicId: galaxy.publicId },
      specifications: [{ group: 'Display', name: 'Size', value: '6.2"' }],
    });
    const stale = await api().patch(at(), { name: 'Stale', version: 1 });
    expect([stale.status, stale.body.errorCode]).toEqual([409, 'PRODUCT_VERSION_CONFLICT']);
    const after = (await api().get(at())).body.data;
    expect([after.name, after.version]).toEqual(['Renamed', 2]);
    // without a version the write is not checked, still counted
    expect((await api().patch(at(), { description: null })).body.data).toMatchObject({ description: null, version: 3 });
    // changing the brand away from the series' brand needs the series changed too
    const mismatch = await api().patch(at(), { brandPublicId: apple.publicId });
    expect([mismatch.status, mismatch.body.errorCode]).toEqual([400, 'PRODUCT_SERIES_BRAND_MISMATCH']);
    expect((await api().patch(at(), { brandPublicId: apple.publicId, brandSeriesPublicId: null })).body.data).toMatchObject({
      brand: { publicId: apple.publicId },
      brandSeries: null,
    });
  });

  it('rolls a failed edit back whole: a taken slug after other changes leaves the product as it was', async () => {
    const other = await api().product({ ...base(), name: `Other ${Math.random()}` });
    const res = await api().patch(at(), {
      name: 'Half Written',
      sku: `HALF-${Math.random()}`.slice(0, 20),
      slug: other.slug,
      specifications: [{ group: 'g', name: 'n', value: 'v' }],
    });
    expect([res.status, res.body.errorCode]).toEqual([409, 'PRODUCT_SLUG_ALREADY_EXISTS']);
    const after = (await api().get(at())).body.data;
    expect([after.name, after.sku, after.slug, after.specifications, after.version]).toEqual([p.name, null, p.slug, [], 1]);
    for (const body of [
      { name: 'x', colour: 'red' },
      { specifications: [{ group: 'g', name: 'n' }] },
      { specifications: 'none' },
      { version: 0 },
      { version: 1.5 },
      { categoryPublicId: null },
    ]) {
      expect([JSON.stringify(body), (await api().patch(at(), body)).status]).toEqual([JSON.stringify(body), 400]);
    }
    const writer = await adminWith(t, root, ['Products_READ']);
    const denied = await t.http
      .patch(at('/discovery'))
      .set({ Authorization: `Bearer ${writer}` })
      .send({ featured: true });
    expect(denied.status).toBe(403);
    expect((await api().get(at())).body.data.version).toBe(1);
  });

  it('moves the lifecycle: version required, archived only back to draft, archived refuses other writes', async () => {
    const noVersion = await api().patch(at('/lifecycle'), { status: 'published' });
    expect([noVersion.status, noVersion.body.errorCode]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await api().patch(at('/lifecycle'), { status: 'published', version: 1 })).body.data).toMatchObject({ status: 'published', version: 2 });
    expect((await api().patch(at('/lifecycle'), { status: 'unlisted', version: 2 })).body.data.status).toBe('unlisted');
    expect((await api().patch(at('/lifecycle'), { status: 'archived', version: 3 })).body.data.status).toBe('archived');
    for (const status of ['published', 'unlisted', 'archived']) {
      const res = await api().patch(at('/lifecycle'), { status, version: 4 });
      expect([res.status, res.body.errorCode]).toEqual([409, 'PRODUCT_INVALID_TRANSITION']);
    }
    for (const [suffix, body] of [
      ['', { name: 'x' }],
      ['/stock', { stockStatus: 'pre_order', version: 4 }],
      ['/pricing', { mrp: 5, sellingPrice: 5, version: 4 }],
      ['/media', { thumbnailKey: 'public/a.jpg' }],
      ['/discovery', { featured: true }],
      ['/tags', { tagPublicIds: [] }],
      ['/seo', { seoId: null }],
    ] as const) {
      const res = await api().patch(at(suffix), body);
      expect([suffix, res.status, res.body.errorCode]).toEqual([suffix, 409, 'PRODUCT_INVALID_TRANSITION']);
    }
    const del = await api().del(at());
    expect([del.status, del.body.errorCode]).toEqual([409, 'PRODUCT_INVALID_TRANSITION']);
    expect((await api().get(at())).body.data).toMatchObject({ status: 'archived', version: 4, deletedAt: null });
    expect((await api().patch(at('/lifecycle'), { status: 'draft', version: 4 })).body.data).toMatchObject({ status: 'draft', version: 5 });
  });

  it('sets the stock status and the pricing of the default variant with the rollup', async () => {
    expect((await api().patch(at('/stock'), { stockStatus: 'pre_order', version: 1 })).body.data).toMatchObject({ stockStatus: 'pre_order', version: 2 });
    const bad = await api().patch(at('/stock'), { stockStatus: 'gone', version: 2 });
    expect(bad.status).toBe(400);
    const priced = await api().patch(at('/pricing'), { mrp: 2000, sellingPrice: 1500, version: 2 });
    expect(priced.body.data.pricing).toMatchObject({ mrp: 2000, sellingPrice: 1500, maxSellingPrice: 1500, discountPercentage: 25 });
    expect(priced.body.data.variants[0]).toMatchObject({ mrp: 2000, sellingPrice: 1500 });
    const stale = await api().patch(at('/pricing'), { mrp: 10, sellingPrice: 5, version: 2 });
    expect([stale.status, stale.body.errorCode]).toEqual([409, 'PRODUCT_VERSION_CONFLICT']);
    const invalid = await api().patch(at('/pricing'), { mrp: 100, sellingPrice: 200, version: 3 });
    expect([invalid.status, invalid.body.errorCode]).toEqual([400, 'PRODUCT_PRICE_INVALID']);
    for (const body of [
      { mrp: 1.5, sellingPrice: 1, version: 3 },
      { mrp: '2', sellingPrice: 1, version: 3 },
      { mrp: 2 ** 53, sellingPrice: 1, version: 3 },
      { mrp: 2, sellingPrice: 1 },
    ]) {
      expect((await api().patch(at('/pricing'), body)).status).toBe(400);
    }
    expect((await api().get(at())).body.data).toMatchObject({ version: 3, pricing: { mrp: 2000, sellingPrice: 1500 } });
  });

  it('replaces media with the caps, the alt rule and the video source rule checked first', async () => {
    const res = await api().patch(at('/media'), {
      thumbnailKey: 'public/products/a.jpg',
      thumbnailAlt: 'Front',
      gallery: [{ key: 'public/products/b.jpg', alt: 'Back', order: 1 }, { key: 'public/products/c.jpg' }],
      videos: [
        { embedUrl: 'https://www.youtube.com/embed/abc' },
        { key: 'public/products/v.mp4', title: 'Unboxing' },
        { embedUrl: 'https://player.vimeo.com/video/1' },
      ],
      attachments: [{ key: 'uploads/manual.pdf', name: 'Manual' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      thumbnailKey: 'public/products/a.jpg',
      thumbnailAlt: 'Front',
      version: 2,
      gallery: [
        { key: 'public/products/b.jpg', alt: 'Back', order: 1 },
        { key: 'public/products/c.jpg', alt: null, order: 1 },
      ],
      videos: [
        { embedUrl: 'https://www.youtube.com/embed/abc', key: null },
        { key: 'public/products/v.mp4', title: 'Unboxing' },
        { embedUrl: 'https://player.vimeo.com/video/1' },
      ],
      attachments: [{ key: 'uploads/manual.pdf', name: 'Manual', order: 0 }],
    });
    const cases: Array<[object, number, string]> = [
      [{ videos: [{ title: 'none' }] }, 400, 'PRODUCT_VIDEO_SOURCE_REQUIRED'],
      [{ videos: [{ key: 'public/v.mp4', embedUrl: 'https://youtu.be/abc' }] }, 400, 'PRODUCT_VIDEO_SOURCE_CONFLICT'],
      [{ videos: [{ embedUrl: 'https://youtu.be/abc' }] }, 400, 'VALIDATION_FAILED'],
      [{ videos: [{ embedUrl: 'https://evil.example/embed' }] }, 400, 'VALIDATION_FAILED'],
      [{ videos: [{ embedUrl: 'http://www.youtube.com/embed/abc' }] }, 400, 'VALIDATION_FAILED'],
      [{ gallery: Array.from({ length: 31 }, (_, i) => ({ key: `public/g${i}.jpg` })) }, 400, 'VALIDATION_FAILED'],
      [{ videos: Array.from({ length: 11 }, () => ({ key: 'public/v.mp4' })) }, 400, 'VALIDATION_FAILED'],
      [{ attachments: Array.from({ length: 21 }, () => ({ key: 'public/a.pdf' })) }, 400, 'VALIDATION_FAILED'],
      [{ thumbnailKey: null, thumbnailAlt: 'alt without key' }, 400, 'VALIDATION_FAILED'],
      [{ thumbnailKey: '../etc/passwd' }, 400, 'VALIDATION_FAILED'],
      [{ gallery: [{ key: 'public/a.jpg', extra: 1 }] }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of cases) {
      const r = await api().patch(at('/media'), body);
      expect([JSON.stringify(body).slice(0, 60), r.status, r.body.errorCode]).toEqual([JSON.stringify(body).slice(0, 60), status, code]);
    }
    const after = (await api().get(at())).body.data;
    expect([after.version, after.videos.length, after.gallery.length]).toEqual([2, 3, 2]);
    expect((await api().patch(at('/media'), { thumbnailKey: null })).body.data).toMatchObject({ thumbnailKey: null, thumbnailAlt: null });
  });

  it('sets the discovery flags and the tags (max 25, live tags) and links an seo record', async () => {
    expect((await api().patch(at('/discovery'), { featured: true, newArrival: true })).body.data).toMatchObject({
      featured: true,
      trending: false,
      newArrival: true,
      version: 2,
    });
    expect((await api().patch(at('/discovery'), {})).status).toBe(400);
    expect((await api().patch(at('/discovery'), { featured: 'yes' })).status).toBe(400);
    const a = await api().tag({ name: `Tag A ${Math.random()}` });
    const b = await api().tag({ name: `Tag B ${Math.random()}` });
    const tagged = await api().patch(at('/tags'), { tagPublicIds: [b.publicId, a.publicId], version: 2 });
    expect(tagged.body.data.tags.map((x: any) => x.publicId)).toEqual([b.publicId, a.publicId]);
    const unknown = await api().patch(at('/tags'), { tagPublicIds: ['01900000-0000-7000-8000-000000000000'] });
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'TAG_NOT_FOUND']);
    const tooMany = await api().patch(at('/tags'), { tagPublicIds: Array.from({ length: 26 }, () => a.publicId) });
    expect(tooMany.status).toBe(400);
    // catalog refuses to delete a tag a live product links
    const del = await api().del(`/api/admin/catalog/tags/${a.publicId}`);
    expect([del.status, del.body.errorCode]).toEqual([409, 'TAG_HAS_LINKED_PRODUCTS']);
    expect((await api().patch(at('/tags'), { tagPublicIds: [b.publicId] })).body.data.tags).toHaveLength(1);
    expect((await api().del(`/api/admin/catalog/tags/${a.publicId}`)).status).toBe(200);

    const missingSeo = await api().patch(at('/seo'), { seoId: '01900000-0000-7000-8000-000000000000' });
    expect([missingSeo.status, missingSeo.body.errorCode]).toEqual([400, 'PRODUCT_SEO_NOT_FOUND']);
    const record = await t.http
      .post('/api/admin/seo')
      .set({ Authorization: `Bearer ${root}` })
      .set(key())
      .send({ title: 'Phone' });
    expect(record.status).toBe(201);
    expect((await api().patch(at('/seo'), { seoId: record.body.data.id ?? record.body.data.publicId })).body.data.seoId).toBe(
      record.body.data.id ?? record.body.data.publicId,
    );
  });
});

describe('delete, restore and the list', () => {
  it('soft deletes and restores with the 409 pair and a products.product.restored event', async () => {
    const p = await api().product({ ...base(), name: 'Gone Soon', sku: 'GONE-1' });
    const at = `${PRODUCTS}/${p.publicId}`;
    const del = await api().del(at);
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ message: 'Product deleted', data: null, errorCode: null });
    expect((await api().del(at)).body.errorCode).toBe('PRODUCT_ALREADY_DELETED');
    expect((await api().patch(at, { name: 'x' })).body.errorCode).toBe('PRODUCT_ALREADY_DELETED');
    // a deleted product frees its SKU for another live product; the restore is then refused
    const other = await api().product({ ...base(), name: 'Takes Sku' });
    await api().patch(`${PRODUCTS}/${other.publicId}`, { sku: 'gone-1' }).expect(200);
    const refused = await api().post(`${at}/restore`);
    expect([refused.status, refused.body.errorCode]).toEqual([409, 'PRODUCT_SKU_ALREADY_EXISTS']);
    await api().patch(`${PRODUCTS}/${other.publicId}`, { sku: null });
    const restored = await api().post(`${at}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ deletedAt: null, version: 3 });
    expect((await api().post(`${at}/restore`)).body.errorCode).toBe('PRODUCT_NOT_DELETED');
    const events = await sql(`SELECT payload FROM outbox_events WHERE topic = 'products.product.restored'`);
    expect(events.map((e: any) => e.payload)).toEqual([{ productId: p.publicId }]);
    const missing = await api().get(`${PRODUCTS}/01900000-0000-7000-8000-000000000000`);
    expect([missing.status, missing.body.errorCode]).toEqual([404, 'PRODUCT_NOT_FOUND']);
    expect((await api().get(`${PRODUCTS}/not-a-uuid`)).status).toBe(400);
  });

  it('lists with filters, the sort allowlist and offset paging', async () => {
    const cat = await api().category({ name: `List Cat ${Math.random()}` });
    const mk = (name: string, sellingPrice: number) => api().product({ name, categoryPublicId: cat.publicId, mrp: 10000, sellingPrice });
    const cheap = await mk('Zeta Cheap', 100);
    const dear = await mk('Alpha Dear', 9000);
    const deleted = await mk('Deleted One', 500);
    await api().del(`${PRODUCTS}/${deleted.publicId}`).expect(200);
    await api().patch(`${PRODUCTS}/${dear.publicId}/lifecycle`, { status: 'published', version: 1 }).expect(200);

    const list = (query: Record<string, unknown>) =>
      api()
        .get(PRODUCTS)
        .query({ categoryPublicId: cat.publicId, ...query });
    const names = async (query: Record<string, unknown>) => {
      const res = await list(query);
      expect([res.status, res.body.message]).toEqual([200, 'OK']);
      return res.body.data.map((r: any) => r.name);
    };
    expect(await names({ sort: 'sellingPrice', order: 'asc' })).toEqual(['Zeta Cheap', 'Alpha Dear']);
    expect(await names({ sort: 'name', order: 'asc', includeDeleted: true })).toEqual(['Alpha Dear', 'Deleted One', 'Zeta Cheap']);
    expect(await names({ status: 'published' })).toEqual(['Alpha Dear']);
    expect(await names({ search: 'zeta' })).toEqual(['Zeta Cheap']);
    const page = await list({ size: 1, page: 2, sort: 'name', order: 'asc' });
    expect(page.body).toMatchObject({ count: 2, currentPage: 2, totalPage: 2, data: [{ publicId: cheap.publicId }] });
    expect((await list({ sort: 'password' })).status).toBe(400);
    expect((await list({ status: 'gone' })).status).toBe(400);
    expect((await list({ size: 101 })).status).toBe(400);
    expect((await list({ unknown: 1 })).status).toBe(400);
  });
});

describe('bulk', () => {
  const bulk = (path: string, body: object, headers: Record<string, string> = key()) => api().post(`${PRODUCTS}/bulk/${path}`, body, headers);

  it('answers 401 unauthenticated, needs an Idempotency-Key, refuses more than 100 unique ids', async () => {
    for (const path of ['delete', 'restore', 'lifecycle', 'discovery']) {
      const res = await t.http.post(`${PRODUCTS}/bulk/${path}`).set(key()).send({ publicIds: [] });
      expect([path, res.status]).toEqual([path, 401]);
    }
    const p = await api().product({ ...base(), name: 'Bulk Key' });
    expect((await bulk('delete', { publicIds: [p.publicId] }, {})).body.errorCode).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const ids = Array.from({ length: 101 }, (_, i) => `01900000-0000-7000-8000-${String(i).padStart(12, '0')}`);
    const res = await bulk('delete', { publicIds: ids });
    expect([res.status, res.body.errorCode]).toEqual([409, 'PRODUCT_BULK_LIMIT_EXCEEDED']);
    // duplicates count once
    const dup = await bulk('discovery', { publicIds: [...Array(150).fill(p.publicId)], trending: true });
    expect(dup.body.data).toEqual({ succeeded: [p.publicId], failures: [] });
    expect((await bulk('delete', { publicIds: [] })).status).toBe(400);
    expect((await bulk('delete', { publicIds: ['nope'] })).status).toBe(400);
  });

  it('reports per-item failures and keeps each item all or nothing', async () => {
    const a = await api().product({ ...base(), name: 'Bulk A' });
    const b = await api().product({ ...base(), name: 'Bulk B' });
    const unknown = '01900000-0000-7000-8000-00000000abcd';
    await api().patch(`${PRODUCTS}/${b.publicId}/lifecycle`, { status: 'archived', version: 1 }).expect(200);
    const life = await bulk('lifecycle', { publicIds: [a.publicId, b.publicId, unknown], status: 'published' });
    expect(life.status).toBe(200);
    expect(life.body.data).toEqual({
      succeeded: [a.publicId],
      failures: [
        { publicId: b.publicId, errorCode: 'PRODUCT_INVALID_TRANSITION' },
        { publicId: unknown, errorCode: 'PRODUCT_NOT_FOUND' },
      ],
    });
    expect((await api().get(`${PRODUCTS}/${b.publicId}`)).body.data).toMatchObject({ status: 'archived', version: 2 });
    const disc = await bulk('discovery', { publicIds: [a.publicId, b.publicId], bestSeller: true });
    expect(disc.body.data.succeeded).toEqual([a.publicId]);
    expect((await api().get(`${PRODUCTS}/${a.publicId}`)).body.data).toMatchObject({ status: 'published', bestSeller: true, version: 3 });
    const del = await bulk('delete', { publicIds: [a.publicId, b.publicId] });
    expect(del.body.data).toEqual({ succeeded: [a.publicId], failures: [{ publicId: b.publicId, errorCode: 'PRODUCT_INVALID_TRANSITION' }] });
    const res = await bulk('restore', { publicIds: [a.publicId, b.publicId] });
    expect(res.body.data).toEqual({ succeeded: [a.publicId], failures: [{ publicId: b.publicId, errorCode: 'PRODUCT_NOT_DELETED' }] });
    expect((await bulk('lifecycle', { publicIds: [a.publicId], status: 'gone' })).status).toBe(400);
    expect((await bulk('discovery', { publicIds: [a.publicId] })).status).toBe(400);
  });
});
