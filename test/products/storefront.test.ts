import { clock } from '../../core/clock/clock.js';
import { bootApp, type TestApp } from '../support/app.js';
import { bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { DEALS, fixtures, inMinutes, STORE, type Made } from './storefront-support.js';

let t: TestApp;
let root: string;
let f: ReturnType<typeof fixtures>;
const P: Record<string, Made> = {};
const cat: Record<string, any> = {};
let acme: any;

const list = async (query = '') => {
  const res = await t.http.get(`${STORE}${query ? `?${query}` : ''}`);
  if (res.status !== 200) throw new Error(`${query}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};
const names = async (query = '') => (await list(query)).data.map((c: any) => c.name);
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  f = fixtures(t, () => root);
  cat.electronics = await f.category({ name: 'Electronics' });
  cat.phones = await f.category({ name: 'Phones', parentId: cat.electronics.publicId });
  cat.android = await f.category({ name: 'Android', parentId: cat.phones.publicId });
  cat.audio = await f.category({ name: 'Audio', parentId: cat.electronics.publicId });
  cat.home = await f.category({ name: 'Home' });
  cat.hidden = await f.category({ name: 'Hidden', isVisible: false });
  cat.hiddenSub = await f.category({ name: 'Hidden sub', parentId: cat.hidden.publicId });
  acme = await f.brand({ name: 'Acme' });
  const shy = await f.brand({ name: 'Shy', isVisible: false });
  const pro = await f.series({ name: 'Acme Pro', brandPublicId: acme.publicId });
  const summer = await f.tag({ name: 'Summer' });
  const gift = await f.tag({ name: 'Gift' });
  const hiddenTag = await f.tag({ name: 'Secret tag', isVisible: false });

  P.one = await f.product({
    name: 'Acme Phone One',
    slug: 'acme-phone-one',
    category: cat.android,
    brand: acme,
    series: pro,
    featured: true,
    tags: [summer, hiddenTag],
    thumbnailKey: 'public/thumbnail/one.webp',
    thumbnailAlt: 'One',
    createdAt: at(1),
    variants: [{ mrp: 50000, sellingPrice: 45000, onHand: 3 }],
  });
  P.two = await f.product({
    name: 'Acme Phone Two',
    slug: 'acme-phone-two',
    category: cat.phones,
    brand: acme,
    createdAt: at(2),
    variants: [
      { mrp: 60000, sellingPrice: 60000, onHand: 4 },
      { mrp: 80000, sellingPrice: 75000, onHand: 6 },
      { mrp: 10, sellingPrice: 10, deleted: true },
      { mrp: 20, sellingPrice: 20, status: 'withdrawn' },
    ],
  });
  P.budget = await f.product({
    name: 'Budget Phone',
    slug: 'budget-phone',
    category: cat.android,
    trending: true,
    stockStatus: 'out_of_stock',
    createdAt: at(3),
    variants: [{ mrp: 10000, sellingPrice: 8000 }],
  });
  P.head = await f.product({
    name: 'Headphones',
    slug: 'headphones',
    category: cat.audio,
    brand: shy,
    stockStatus: 'pre_order',
    bestSeller: true,
    newArrival: true,
    createdAt: at(4),
    variants: [{ mrp: 5000, sellingPrice: 5000, onHand: 0 }],
  });
  P.sofa = await f.product({
    name: 'Sofa',
    slug: 'sofa',
    category: cat.home,
    tags: [gift],
    thumbnailKey: 'uploads/image/019a0000-0000-7000-8000-000000000000/sofa.webp',
    createdAt: at(5),
    variants: [{ mrp: 90000, sellingPrice: 90000, isTracked: false, onHand: 0 }],
  });
  P.empty = await f.product({
    name: 'Empty shelf',
    slug: 'empty-shelf',
    category: cat.home,
    createdAt: at(6),
    variants: [{ mrp: 100, sellingPrice: 100, onHand: 2, reserved: 2 }],
  });
  // never listed
  await f.product({ name: 'Secret phone', category: cat.hiddenSub, createdAt: at(7) });
  await f.product({ name: 'Draft phone', category: cat.phones, status: 'draft', createdAt: at(8) });
  await f.product({ name: 'Unlisted phone', category: cat.phones, status: 'unlisted', createdAt: at(9) });
  await f.product({ name: 'Archived phone', category: cat.phones, status: 'archived', createdAt: at(10) });
  await f.product({ name: 'Deleted phone', category: cat.phones, deleted: true, createdAt: at(11) });
  await f.product({ name: 'Withdrawn only', category: cat.phones, createdAt: at(12), variants: [{ mrp: 1, sellingPrice: 1, status: 'withdrawn' }] });
});
afterAll(async () => t?.close());

const NEWEST = ['Empty shelf', 'Sofa', 'Headphones', 'Budget Phone', 'Acme Phone Two', 'Acme Phone One'];

describe('storefront product list', () => {
  it('lists published products with a price in a visible category, newest first, in the cursor envelope', async () => {
    const body = await list();
    expect(body).toMatchObject({ message: expect.any(String), errorCode: null, nextCursor: null });
    expect(body.data.map((c: any) => c.name)).toEqual(NEWEST);
  });

  it('shapes a card block by block (rollup prices, markdown, brand, inventory, status)', async () => {
    const [two] = (await list('brandSlug=acme&sort=priceDesc')).data;
    expect(two).toEqual({
      id: P.two.publicId,
      name: 'Acme Phone Two',
      slug: 'acme-phone-two',
      pricing: {
        mrp: 60000,
        sellingPrice: 60000,
        maxSellingPrice: 75000,
        isPriceRange: true,
        variantCount: 2,
        discount: 0,
        discountPercentage: 0,
        currency: 'NPR',
        effectivePrice: 60000,
        deal: null,
      },
      brand: { publicId: acme.publicId, name: 'Acme', slug: 'acme' },
      thumbnail: null,
      status: { lifecycle: 'published', saleStatus: 'available', stockStatus: 'in_stock', purchasable: true },
      inventory: { stockStatus: 'in_stock', isLowStock: false, isOutOfStock: false, isTracked: true, available: 10 },
    });
    const cards = Object.fromEntries((await list()).data.map((c: any) => [c.name, c]));
    expect(cards['Acme Phone One'].pricing).toMatchObject({
      mrp: 50000,
      sellingPrice: 45000,
      discount: 5000,
      discountPercentage: 10,
      isPriceRange: false,
      variantCount: 1,
    });
    expect(cards['Acme Phone One'].inventory).toMatchObject({ isLowStock: true, available: 3 });
    expect(cards['Acme Phone One'].thumbnail).toEqual({
      url: expect.stringMatching(/\/api\/files\/public\/thumbnail\/one\.webp$/),
      alt: 'One',
      expiresAt: null,
    });
    expect(cards['Sofa'].thumbnail).toEqual({ url: expect.stringMatching(/sofa\.webp\?expires=\d+&signature=/), alt: null, expiresAt: expect.any(Number) });
    expect(cards['Sofa'].inventory).toEqual({ stockStatus: 'in_stock', isLowStock: false, isOutOfStock: false, isTracked: false, available: null });
    expect(cards['Headphones'].brand).toBeNull(); // its brand is hidden
    expect(cards['Headphones'].status).toEqual({ lifecycle: 'published', saleStatus: 'pre_order', stockStatus: 'pre_order', purchasable: true });
    expect(cards['Headphones'].inventory).toMatchObject({ isOutOfStock: false, available: 0 });
    expect(cards['Budget Phone'].status).toMatchObject({ saleStatus: 'sold_out', purchasable: false });
    expect(cards['Empty shelf'].inventory).toMatchObject({ isOutOfStock: true, isLowStock: false, available: 0 });
    expect(cards['Empty shelf'].status.saleStatus).toBe('sold_out');
    for (const c of Object.values<any>(cards)) expect(Object.keys(c)).toEqual(['id', 'name', 'slug', 'pricing', 'brand', 'thumbnail', 'status', 'inventory']);
  });

  it('filters by category subtree, brand, series, tags, stock status, price, flags and text', async () => {
    expect(await names('categorySlug=electronics')).toEqual(['Headphones', 'Budget Phone', 'Acme Phone Two', 'Acme Phone One']);
    expect(await names('categorySlug=phones')).toEqual(['Budget Phone', 'Acme Phone Two', 'Acme Phone One']);
    expect(await names('categorySlug=hidden')).toEqual([]);
    expect(await names('categorySlug=hidden-sub')).toEqual([]);
    expect(await names('categorySlug=no-such-category')).toEqual([]);
    expect(await names('brandSlug=acme')).toEqual(['Acme Phone Two', 'Acme Phone One']);
    expect(await names('brandSlug=shy')).toEqual([]);
    expect(await names('seriesSlug=acme-pro')).toEqual(['Acme Phone One']);
    expect(await names('tags[]=summer&tags[]=gift')).toEqual(['Sofa', 'Acme Phone One']);
    expect(await names('tags=summer')).toEqual(['Acme Phone One']);
    expect(await names('tags=secret-tag')).toEqual([]);
    expect(await names('stockStatus[]=pre_order')).toEqual(['Headphones']);
    expect(await names('stockStatus=out_of_stock,pre_order')).toEqual(['Headphones', 'Budget Phone']);
    expect(await names('minPrice=45000&maxPrice=60000')).toEqual(['Acme Phone Two', 'Acme Phone One']);
    expect(await names('minPrice=60001')).toEqual(['Sofa']);
    expect(await names('maxPrice=100')).toEqual(['Empty shelf']);
    expect(await names('featured=true')).toEqual(['Acme Phone One']);
    expect(await names('trending=true')).toEqual(['Budget Phone']);
    expect(await names('bestSeller=true&newArrival=true')).toEqual(['Headphones']);
    expect(await names('trending=false&categorySlug=android')).toEqual(['Acme Phone One']);
    expect(await names('onSale=true')).toEqual(['Budget Phone', 'Acme Phone One']);
    expect(await names('onSale=false')).toEqual(['Empty shelf', 'Sofa', 'Headphones', 'Acme Phone Two']);
    expect(await names('q=acme&categorySlug=android')).toEqual(['Acme Phone One']);
  });

  it('sorts by price (the rollup, deals aside) and by discount percentage, ties by id', async () => {
    expect(await names('sort=priceAsc')).toEqual(['Empty shelf', 'Headphones', 'Budget Phone', 'Acme Phone One', 'Acme Phone Two', 'Sofa']);
    expect(await names('sort=priceDesc')).toEqual(['Sofa', 'Acme Phone Two', 'Acme Phone One', 'Budget Phone', 'Headphones', 'Empty shelf']);
    // 20%, 10%, then the 0% ones by id descending
    expect(await names('sort=discount')).toEqual(['Budget Phone', 'Acme Phone One', 'Empty shelf', 'Sofa', 'Headphones', 'Acme Phone Two']);
  });

  it('pages with an opaque cursor on the sort key and id: every row once, stable when rows are added before it', async () => {
    for (const sort of ['newest', 'priceAsc', 'priceDesc', 'discount']) {
      const all = await names(`sort=${sort}`);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const body = await list(`sort=${sort}&limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        seen.push(...body.data.map((c: any) => c.name));
        cursor = body.nextCursor;
        pages++;
      } while (cursor);
      expect([sort, seen]).toEqual([sort, all]);
      expect(pages).toBe(2);
    }
    // equal sort keys: the id decides, page after page
    const first = await list('sort=discount&limit=3');
    await f.product({ name: 'Newcomer', category: cat.home, createdAt: at(30), variants: [{ mrp: 100, sellingPrice: 100 }] });
    const newest = await list('limit=2');
    expect(newest.data.map((c: any) => c.name)).toEqual(['Newcomer', 'Empty shelf']);
    const second = await list(`sort=discount&limit=3&cursor=${encodeURIComponent(first.nextCursor)}`);
    expect([...first.data, ...second.data].map((c: any) => c.name)).toEqual([
      'Budget Phone',
      'Acme Phone One',
      'Empty shelf',
      'Sofa',
      'Headphones',
      'Acme Phone Two',
    ]);
    // a page taken before the newcomer continues where it stopped
    const old = await list('limit=2');
    const cursorBefore = old.nextCursor;
    await f.product({ name: 'Latest', category: cat.home, createdAt: at(31), variants: [{ mrp: 100, sellingPrice: 100 }] });
    expect((await list(`limit=2&cursor=${encodeURIComponent(cursorBefore)}`)).data.map((c: any) => c.name)).toEqual(['Sofa', 'Headphones']);
    await f.write(`UPDATE products SET deleted_at = now() WHERE name IN ('Newcomer', 'Latest')`);
  });

  it('limit is 1..100 (default 20; above: PAGINATION_LIMIT_TOO_LARGE); bad input is a 400 naming the field', async () => {
    for (let i = 0; i < 16; i++) await f.product({ name: `Filler ${i}`, category: cat.home, createdAt: at(40 + i) });
    const page = await list();
    expect([page.data.length, typeof page.nextCursor]).toEqual([20, 'string']);
    expect((await list('limit=100')).data.length).toBe(22);
    for (const limit of ['101', '100000000000000000000']) {
      const res = await t.http.get(`${STORE}?limit=${limit}`);
      expect([res.status, res.body.errorCode]).toEqual([400, 'PAGINATION_LIMIT_TOO_LARGE']);
    }
    await f.write(`UPDATE products SET deleted_at = now() WHERE name LIKE 'Filler %'`);
    const bad: Array<[string, string]> = [
      ['limit=0', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=2.5', 'limit'],
      ['sort=relevance', 'sort'],
      ['sort=price', 'sort'],
      ['minPrice=1.5', 'minPrice'],
      ['minPrice=-1', 'minPrice'],
      ['maxPrice=9007199254740992', 'maxPrice'],
      ['minPrice=10&maxPrice=5', 'minPrice'],
      ['stockStatus=bogus', 'stockStatus'],
      ['tags[]=Not A Slug', 'tags'],
      ['categorySlug=Bad_Slug', 'categorySlug'],
      ['featured=maybe', 'featured'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['q=', 'q'],
      ['color=red', 'color'],
      ['cursor=abc', 'cursor'],
      ['tags[a]=b', 'tags'],
    ];
    for (const [query, field] of bad) {
      const res = await t.http.get(`${STORE}?${query}`);
      expect([query, res.status, res.body.errorCode, res.body.details?.map((d: any) => d.field)]).toEqual([query, 400, 'VALIDATION_FAILED', [field]]);
    }
    // a cursor whose key is not of this sort's kind (a discount percentage for newest)
    const discounted = await list('sort=discount&limit=1');
    const res = await t.http.get(`${STORE}?sort=newest&cursor=${encodeURIComponent(discounted.nextCursor)}`);
    expect([res.status, res.body.errorCode]).toEqual([400, 'VALIDATION_FAILED']);
    const forged = Buffer.from(JSON.stringify(['2026-01-01 00:00:00+00', "x'; DROP TABLE products; --"])).toString('base64url');
    expect((await t.http.get(`${STORE}?cursor=${forged}`)).status).toBe(400);
    // well formed but far away: an answer, not an error
    const cursorOf = (k: unknown) => Buffer.from(JSON.stringify([k, P.one.publicId])).toString('base64url');
    expect((await t.http.get(`${STORE}?cursor=${cursorOf('99999999999999999')}`).expect(200)).body.data.length).toBeGreaterThan(0);
    expect((await t.http.get(`${STORE}?cursor=${cursorOf('-99999999999999999')}`).expect(200)).body.data).toEqual([]);
    for (const k of ['2026-02-30 00:00:00+00', '999999999999999999', 1.5, null]) expect((await t.http.get(`${STORE}?cursor=${cursorOf(k)}`)).status).toBe(400);
    expect((await t.http.get(`${STORE}?sort=discount&cursor=${cursorOf(101)}`)).status).toBe(400);
    expect((await t.http.get(`${STORE}?sort=priceAsc&cursor=${cursorOf('12.5')}`)).status).toBe(400);
  });

  it('applies live deals to the cards at read time: onSale, effectivePrice and the deal block; cached reads drop on deal and catalog writes', async () => {
    const before = await list('categorySlug=phones');
    expect(before.data.every((c: any) => c.pricing.deal === null)).toBe(true);
    const deal = await f.deal({
      name: 'Phones 10%',
      discountBps: 1000,
      startsAt: inMinutes(-5),
      endsAt: inMinutes(60),
      categoryPublicIds: [cat.phones.publicId],
    });
    const cards = Object.fromEntries((await list('categorySlug=phones')).data.map((c: any) => [c.name, c]));
    expect(cards['Acme Phone Two'].pricing).toMatchObject({
      sellingPrice: 60000,
      effectivePrice: 54000,
      deal: { basePrice: 60000, saving: 6000, effectivePrice: 54000, discountBps: 1000, effectiveMaxPrice: 67500 },
    });
    expect(cards['Acme Phone One'].pricing).toMatchObject({ sellingPrice: 45000, effectivePrice: 40500, discount: 5000 });
    expect(await names('onSale=true')).toEqual(['Budget Phone', 'Acme Phone Two', 'Acme Phone One']);
    // sorting by price reads the rollup, not the deal
    expect(await names('sort=priceAsc&categorySlug=phones')).toEqual(['Budget Phone', 'Acme Phone One', 'Acme Phone Two']);
    const [{ min_selling_price }] = await f.sql(`SELECT min_selling_price FROM products WHERE id = $1`, [P.two.id]);
    expect(Number(min_selling_price)).toBe(60000);

    await t.http.patch(`${DEALS}/${deal.publicId}`).set(bearer(root)).send({ isActive: false }).expect(200);
    expect((await list('categorySlug=phones')).data.every((c: any) => c.pricing.deal === null)).toBe(true);

    // a deal starting or ending changes what a cached read shows, with no write in between
    const soon = await f.deal({
      name: 'Sofa soon',
      discountBps: 5000,
      startsAt: new Date(Date.now() + 30_000).toISOString(),
      endsAt: new Date(Date.now() + 90_000).toISOString(),
      productPublicIds: [P.sofa.publicId],
    });
    const sofa = async () => (await list('categorySlug=home')).data.find((c: any) => c.name === 'Sofa').pricing;
    expect((await sofa()).deal).toBeNull();
    try {
      clock.advance(31_000); // inside the cache's 60 s
      expect(await sofa()).toMatchObject({ effectivePrice: 45000, deal: { discountBps: 5000, saving: 45000 } });
      expect(await names('onSale=true&categorySlug=home')).toEqual(['Sofa']);
      clock.advance(60_000); // past endsAt
      expect((await sofa()).deal).toBeNull();
    } finally {
      clock.reset();
    }
    expect(soon.isLive).toBe(false);

    // a catalog write (hiding Audio) drops the cached list
    expect(await names('categorySlug=electronics')).toContain('Headphones');
    await t.http.patch(`/api/admin/catalog/categories/${cat.audio.publicId}/visibility`).set(bearer(root)).send({ isVisible: false }).expect(200);
    expect(await names('categorySlug=electronics')).not.toContain('Headphones');
    expect(await names()).not.toContain('Headphones');
    await t.http.patch(`/api/admin/catalog/categories/${cat.audio.publicId}/visibility`).set(bearer(root)).send({ isVisible: true }).expect(200);
    expect(await names()).toContain('Headphones');
  });
});
