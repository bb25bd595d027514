import { bootApp, type TestApp } from '../support/app.js';
import { bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { fixtures, inMinutes, STORE, type Made } from './storefront-support.js';

let t: TestApp;
let root: string;
let f: ReturnType<typeof fixtures>;
let phones: any;
let hidden: any;
let brand: any;
let series: any;
let tags: any[];
let seoId: string;
let phone: Made;
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
const detail = (slug: string) => t.http.get(`${STORE}/${slug}`);
const feed = async (name: string, query = '') => {
  const res = await t.http.get(`${STORE}/discovery/${name}${query ? `?${query}` : ''}`);
  if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  f = fixtures(t, () => root);
  phones = await f.category({ name: 'Phones' });
  hidden = await f.category({ name: 'Backroom', isVisible: false });
  brand = await f.brand({ name: 'Acme' });
  series = await f.series({ name: 'Acme Pro', brandPublicId: brand.publicId });
  tags = [await f.tag({ name: 'Summer' }), await f.tag({ name: 'Gift' }), await f.tag({ name: 'Staff only', isVisible: false })];
  const seoRes = await t.http.post('/api/admin/seo').set(bearer(root)).send({ title: 'Acme X', description: 'The phone' }).expect(201);
  seoId = seoRes.body.data.id ?? seoRes.body.data.publicId;
  phone = await f.product({
    name: 'Acme X',
    slug: 'acme-x',
    oldSlugs: ['acme-x-2025'],
    sku: 'AX-1',
    category: phones,
    brand,
    series,
    tags: [tags[1], tags[2], tags[0]],
    thumbnailKey: 'public/thumbnail/ax.webp',
    createdAt: at(1),
    variants: [
      { name: 'Black / 256 GB', sku: 'AX-B256', options: { Color: 'Black', Storage: '256 GB' }, mrp: 120000, sellingPrice: 110000, onHand: 4, isDefault: true },
      { name: 'White / 128 GB', sku: 'AX-W128', options: { Color: 'White', Storage: '128 GB' }, mrp: 100000, sellingPrice: 95000, isTracked: false },
      { name: 'Red / 128 GB', sku: 'AX-R128', options: { Color: 'Red', Storage: '128 GB' }, mrp: 100000, sellingPrice: 90000, status: 'withdrawn' },
      { name: 'Blue / 128 GB', sku: 'AX-U128', options: { Color: 'Blue', Storage: '128 GB' }, mrp: 100000, sellingPrice: 80000, deleted: true },
      { name: 'Gold / 512 GB', sku: 'AX-G512', options: { Color: 'Gold', Storage: '512 GB' }, mrp: 150000, sellingPrice: 140000, onHand: 2, reserved: 5 },
    ],
    shortDescription: 'Short',
    description: 'Long description',
    seoId,
    // the withdrawn Red and the deleted Blue keep their values in the options (the service checks every variant's combination)
    options: [
      { name: 'Color', values: ['Black', 'White', 'Gold', 'Red', 'Blue'] },
      { name: 'Storage', values: ['128 GB', '256 GB', '512 GB'] },
    ],
    gallery: [
      { key: 'uploads/image/019a0000-0000-7000-8000-000000000000/b.webp', alt: 'Back', order: 2 },
      { key: 'public/image/front.webp', alt: 'Front', order: 1 },
    ],
    videos: [
      { key: null, embedUrl: 'https://www.youtube.com/embed/abc', title: 'Review', order: 1 },
      { key: 'uploads/video/019a0000-0000-7000-8000-000000000000/v.mp4', embedUrl: null, title: 'Unboxing', order: 0 },
    ],
    attachments: [{ key: 'uploads/file/019a0000-0000-7000-8000-000000000000/manual.pdf', name: 'Manual', order: 0 }],
    specifications: [{ group: 'Display', name: 'Size', value: '6.1"' }],
  });
});
afterAll(async () => t?.close());

describe('storefront product detail', () => {
  it('answers by current slug with the card blocks and the detail fields', async () => {
    const d = (await detail('acme-x').expect(200)).body.data;
    expect(d).toMatchObject({
      id: phone.publicId,
      name: 'Acme X',
      slug: 'acme-x',
      canonicalSlug: 'acme-x',
      sku: 'AX-1',
      shortDescription: 'Short',
      description: 'Long description',
      brand: { publicId: brand.publicId, name: 'Acme', slug: 'acme' },
      category: { publicId: phones.publicId, name: 'Phones', slug: 'phones' },
      series: { publicId: series.publicId, name: 'Acme Pro', slug: 'acme-pro' },
      options: [
        { name: 'Color', values: ['Black', 'White', 'Gold', 'Red', 'Blue'] },
        { name: 'Storage', values: ['128 GB', '256 GB', '512 GB'] },
      ],
      specifications: [{ group: 'Display', name: 'Size', value: '6.1"' }],
      tags: [
        { publicId: tags[1].publicId, name: 'Gift', slug: 'gift' },
        { publicId: tags[0].publicId, name: 'Summer', slug: 'summer' },
      ],
      seo: { title: 'Acme X', description: 'The phone' },
      status: { lifecycle: 'published', saleStatus: 'available', purchasable: true },
      inventory: { isTracked: false, available: null },
      pricing: { mrp: 100000, sellingPrice: 95000, maxSellingPrice: 140000, isPriceRange: true },
    });
    expect(typeof d.createdAt).toBe('string');
    expect(typeof d.updatedAt).toBe('string');
    // cheapest first; withdrawn and deleted variants absent
    expect(d.variants).toEqual([
      {
        id: phone.variants[1].publicId,
        name: 'White / 128 GB',
        sku: 'AX-W128',
        isDefault: false,
        options: { Color: 'White', Storage: '128 GB' },
        pricing: { mrp: 100000, sellingPrice: 95000, effectivePrice: 95000, currency: 'NPR', deal: null },
        availability: { inStock: true, availableQuantity: null },
      },
      {
        id: phone.variants[0].publicId,
        name: 'Black / 256 GB',
        sku: 'AX-B256',
        isDefault: true,
        options: { Color: 'Black', Storage: '256 GB' },
        pricing: { mrp: 120000, sellingPrice: 110000, effectivePrice: 110000, currency: 'NPR', deal: null },
        availability: { inStock: true, availableQuantity: 4 },
      },
      {
        id: phone.variants[4].publicId,
        name: 'Gold / 512 GB',
        sku: 'AX-G512',
        isDefault: false,
        options: { Color: 'Gold', Storage: '512 GB' },
        pricing: { mrp: 150000, sellingPrice: 140000, effectivePrice: 140000, currency: 'NPR', deal: null },
        availability: { inStock: false, availableQuantity: 0 },
      },
    ]);
    // files: ordered, signed for private keys, permanent for public ones; embeds as given
    expect(d.thumbnail).toEqual({ url: expect.stringMatching(/\/api\/files\/public\/thumbnail\/ax\.webp$/), alt: null, expiresAt: null });
    expect(d.gallery).toEqual([
      { url: expect.stringMatching(/public\/image\/front\.webp$/), alt: 'Front', expiresAt: null, order: 1 },
      { url: expect.stringMatching(/b\.webp\?expires=\d+&signature=/), alt: 'Back', expiresAt: expect.any(Number), order: 2 },
    ]);
    expect(d.videos).toEqual([
      { url: expect.stringMatching(/v\.mp4\?expires=/), expiresAt: expect.any(Number), embedUrl: null, title: 'Unboxing', order: 0 },
      { url: null, expiresAt: null, embedUrl: 'https://www.youtube.com/embed/abc', title: 'Review', order: 1 },
    ]);
    expect(d.attachments).toEqual([{ url: expect.stringMatching(/manual\.pdf\?expires=/), expiresAt: expect.any(Number), name: 'Manual', order: 0 }]);
    expect(JSON.stringify(d)).not.toContain('Staff only');
    // a signed link works
    const file = new URL(d.gallery[1].url);
    expect((await t.http.get(`${file.pathname}${file.search}`)).status).not.toBe(403);
  });

  it('answers a retired slug with the current one as canonicalSlug', async () => {
    const d = (await detail('acme-x-2025').expect(200)).body.data;
    expect([d.id, d.slug, d.canonicalSlug]).toEqual([phone.publicId, 'acme-x', 'acme-x']);
  });

  it('shows unlisted products and products of hidden categories by URL; draft, archived, deleted and unknown are 404', async () => {
    await f.product({ name: 'By link', slug: 'by-link', category: phones, status: 'unlisted' });
    await f.product({ name: 'In back', slug: 'in-back', category: hidden });
    expect((await detail('by-link').expect(200)).body.data.status).toMatchObject({ lifecycle: 'unlisted', purchasable: true });
    expect((await detail('in-back').expect(200)).body.data.category).toBeNull();
    expect((await t.http.get(`${STORE}?limit=100`)).body.data.map((c: any) => c.name)).not.toEqual(expect.arrayContaining(['By link']));
    for (const [slug, spec] of [
      ['a-draft', { status: 'draft' }],
      ['an-archive', { status: 'archived' }],
      ['a-deleted', { deleted: true }],
    ] as const) {
      await f.product({ name: slug, slug, category: phones, ...spec });
    }
    for (const slug of ['a-draft', 'an-archive', 'a-deleted', 'never-was', 'NOT-a-slug', 'x'.repeat(300)]) {
      const res = await detail(slug);
      expect([slug, res.status, res.body.errorCode]).toEqual([slug, 404, 'PRODUCT_NOT_FOUND']);
    }
  });

  it('prices each variant with the live deal, and the card with the same winner', async () => {
    const deal = await f.deal({ name: 'Brand 5%', discountBps: 500, startsAt: inMinutes(-1), endsAt: inMinutes(30), brandPublicIds: [brand.publicId] });
    const d = (await detail('acme-x').expect(200)).body.data;
    expect(d.pricing).toMatchObject({
      sellingPrice: 95000,
      effectivePrice: 90250,
      deal: { basePrice: 95000, saving: 4750, effectivePrice: 90250, discountBps: 500, effectiveMaxPrice: 133000 },
    });
    expect(d.variants.map((v: any) => [v.pricing.effectivePrice, v.pricing.deal.saving])).toEqual([
      [90250, 4750],
      [104500, 5500],
      [133000, 7000],
    ]);
    await t.http.delete(`/api/admin/deals/${deal.publicId}`).set(bearer(root)).expect(200);
    expect((await detail('acme-x')).body.data.pricing.deal).toBeNull();
  });
});

describe('discovery feeds', () => {
  it('serve the four flags and the live deals, newest first, with cursor paging; anything else is 404', async () => {
    const made: Record<string, Made> = {};
    for (const [i, name] of ['f1', 'f2', 'f3'].entries()) made[name] = await f.product({ name, category: phones, featured: true, createdAt: at(10 + i) });
    made.tr = await f.product({ name: 'tr', category: phones, trending: true, createdAt: at(20) });
    made.bs = await f.product({ name: 'bs', category: phones, bestSeller: true, createdAt: at(21) });
    made.na = await f.product({ name: 'na', category: phones, newArrival: true, createdAt: at(22) });
    made.hiddenFeatured = await f.product({ name: 'hidden featured', category: hidden, featured: true, createdAt: at(23) });
    made.draftFeatured = await f.product({ name: 'draft featured', category: phones, featured: true, status: 'draft', createdAt: at(24) });
    const names = async (name: string, q = '') => (await feed(name, q)).data.map((c: any) => c.name);
    expect(await names('featured')).toEqual(['f3', 'f2', 'f1']);
    expect(await names('trending')).toEqual(['tr']);
    expect(await names('best-sellers')).toEqual(['bs']);
    expect(await names('new-arrivals')).toEqual(['na']);
    expect(await names('deals')).toEqual([]);
    const page1 = await feed('featured', 'limit=2');
    expect(page1.data.map((c: any) => c.name)).toEqual(['f3', 'f2']);
    const page2 = await feed('featured', `limit=2&cursor=${encodeURIComponent(page1.nextCursor)}`);
    expect([page2.data.map((c: any) => c.name), page2.nextCursor]).toEqual([['f1'], null]);

    await f.deal({
      name: 'Two products',
      discountBps: 2500,
      startsAt: inMinutes(-1),
      endsAt: inMinutes(30),
      productPublicIds: [made.tr.publicId, made.f1.publicId],
    });
    const deals = await feed('deals');
    expect(deals.data.map((c: any) => [c.name, c.pricing.deal.discountBps])).toEqual([
      ['tr', 2500],
      ['f1', 2500],
    ]);

    for (const bad of ['bestsellers', 'Featured', 'all']) {
      const res = await t.http.get(`${STORE}/discovery/${bad}`);
      expect([bad, res.status, res.body.errorCode]).toEqual([bad, 404, 'PRODUCT_FEED_NOT_FOUND']);
    }
    for (const q of ['categorySlug=phones', 'sort=priceAsc', 'q=x', 'limit=0']) {
      const res = await t.http.get(`${STORE}/discovery/featured?${q}`);
      expect([q, res.status, res.body.errorCode]).toEqual([q, 400, 'VALIDATION_FAILED']);
    }
    expect((await t.http.get(`${STORE}/discovery/featured?limit=101`)).body.errorCode).toBe('PAGINATION_LIMIT_TOO_LARGE');
  });
});
