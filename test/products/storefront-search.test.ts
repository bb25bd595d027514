import { bootApp, type TestApp } from '../support/app.js';
import { login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { fixtures, STORE } from './storefront-support.js';

let t: TestApp;
let root: string;
let f: ReturnType<typeof fixtures>;
let audio: any;
let cables: any;
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));

const search = async (query: string) => {
  const res = await t.http.get(`${STORE}/search?${query}`);
  if (res.status !== 200) throw new Error(`${query}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};
const names = async (query: string) => (await search(query)).data.map((c: any) => c.name);
const suggest = (query: string) => t.http.get(`${STORE}/suggestions?${query}`);

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  f = fixtures(t, () => root);
  audio = await f.category({ name: 'Audio' });
  cables = await f.category({ name: 'Câbles Spéciaux' });
  const sony = await f.brand({ name: 'Sonique' });
  await f.product({
    name: 'Crème Headphones',
    slug: 'creme-headphones',
    category: audio,
    brand: sony,
    createdAt: at(1),
    variants: [{ mrp: 9000, sellingPrice: 9000, sku: 'HP-CR-01' }],
  });
  await f.product({
    name: 'Studio Monitor Headphones Pro',
    slug: 'studio-headphones',
    category: audio,
    createdAt: at(2),
    variants: [{ mrp: 20000, sellingPrice: 15000 }],
  });
  await f.product({ name: 'Headphone Stand', slug: 'stand', category: audio, createdAt: at(3), variants: [{ mrp: 2000, sellingPrice: 2000 }] });
  await f.product({ name: 'Speaker', slug: 'speaker', category: audio, brand: sony, createdAt: at(4), variants: [{ mrp: 5000, sellingPrice: 5000 }] });
  await f.product({ name: 'USB Lead', slug: 'usb-lead', category: cables, createdAt: at(5), variants: [{ mrp: 500, sellingPrice: 500 }] });
  await f.product({ name: 'Unlisted Headphones', category: audio, status: 'unlisted', createdAt: at(6) });
  await f.product({ name: 'Draft Headphones', category: audio, status: 'draft', createdAt: at(7) });
});
afterAll(async () => t?.close());

describe('storefront search', () => {
  it('matches name, SKU, brand and category names, ignoring case and accents; relevance is the default with q', async () => {
    // word-prefix hits (equal: the newer first); close spellings only when the words find nothing
    expect(await names('q=headphones')).toEqual(['Studio Monitor Headphones Pro', 'Crème Headphones']);
    // the name starting with the text first, the exact name above all
    expect(await names('q=headphone')).toEqual(['Headphone Stand', 'Studio Monitor Headphones Pro', 'Crème Headphones']);
    expect((await names('q=studio'))[0]).toBe('Studio Monitor Headphones Pro');
    expect((await names('q=headphone stand'))[0]).toBe('Headphone Stand');
    expect(await names('q=CREME')).toEqual(['Crème Headphones']);
    expect(await names('q=crème headph')).toEqual(['Crème Headphones']);
    expect(await names('q=hp-cr-01')).toEqual(['Crème Headphones']);
    expect(await names('q=sonique')).toEqual(expect.arrayContaining(['Crème Headphones', 'Speaker']));
    expect((await names('q=sonique')).length).toBe(2);
    expect(await names('q=cables speciaux')).toEqual(['USB Lead']);
    expect(await names('q=headphnes')).toEqual(expect.arrayContaining(['Crème Headphones', 'Studio Monitor Headphones Pro', 'Headphone Stand'])); // a typo
    expect(await names('q=headphnes&categorySlug=cables-speciaux')).toEqual([]);
    expect(await names('q=zzzz')).toEqual([]);
    // several words and no product with all of them: products with any of them, more words first
    expect(await names('q=headphones sonique')).toEqual(['Crème Headphones']);
    const anyWord = await names('q=speaker stand zzzz');
    expect(anyWord.sort()).toEqual(['Headphone Stand', 'Speaker']);
    expect((await names('q=crème headphones sonique audio zzz'))[0]).toBe('Crème Headphones');
    // name hits rank above a hit in the brand name only
    expect((await names('q=sonique speaker'))[0]).toBe('Speaker');
  });

  it('takes the list filters and sorts, and pages by relevance with a stable cursor', async () => {
    expect(await names('q=headphone&sort=priceAsc')).toEqual(['Headphone Stand', 'Crème Headphones', 'Studio Monitor Headphones Pro']);
    expect(await names('q=headphone&onSale=true')).toEqual(['Studio Monitor Headphones Pro']);
    expect(await names('q=headphone&maxPrice=9000&sort=newest')).toEqual(['Headphone Stand', 'Crème Headphones']);
    expect(await names('sort=newest&categorySlug=cables-speciaux')).toEqual(['USB Lead']);
    const all = await names('q=headphone');
    expect(all).toHaveLength(3);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const body = await search(`q=headphone&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...body.data.map((c: any) => c.name));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
    expect(await names('')).toEqual(['USB Lead', 'Speaker', 'Headphone Stand', 'Studio Monitor Headphones Pro', 'Crème Headphones']);
    for (const q of ['sort=relevance', 'q=', `q=${'a'.repeat(101)}`, 'q=a&sort=best', 'q=a&page=2']) {
      const res = await t.http.get(`${STORE}/search?${q}`);
      expect([q, res.status, res.body.errorCode]).toEqual([q, 400, 'VALIDATION_FAILED']);
    }
  });
});

describe('storefront suggestions', () => {
  it('suggests at most 10 listed products, best first, scoped by categorySlug', async () => {
    for (let i = 0; i < 12; i++) await f.product({ name: `Earbud ${i}`, category: i < 6 ? audio : cables, createdAt: at(20 + i) });
    const res = await suggest('q=earbud').expect(200);
    expect(res.body.data).toHaveLength(10);
    expect(res.body.data[0]).toEqual({
      type: 'product',
      id: expect.any(String),
      name: expect.stringMatching(/^Earbud/),
      slug: expect.any(String),
      thumbnail: null,
    });
    const scoped = (await suggest('q=earbud&categorySlug=audio').expect(200)).body.data.map((s: any) => s.name);
    expect(scoped.sort()).toEqual(['Earbud 0', 'Earbud 1', 'Earbud 2', 'Earbud 3', 'Earbud 4', 'Earbud 5']);
    expect((await suggest('q=earbud&categorySlug=nowhere').expect(200)).body.data).toEqual([]);
    const headphones = (await suggest('q=Headphone').expect(200)).body.data.map((s: any) => s.name);
    expect(headphones).toEqual(['Headphone Stand', 'Studio Monitor Headphones Pro', 'Crème Headphones']);
    for (const q of ['', 'q=', `q=${'a'.repeat(101)}`, 'q=a&limit=5', 'q=a&categorySlug=Not Slug']) {
      const bad = await suggest(q);
      expect([q, bad.status, bad.body.errorCode]).toEqual([q, 400, 'VALIDATION_FAILED']);
    }
  });

  it("a brand or category rename rewrites its products' search text at once (deleted ones too, for their restore)", async () => {
    const brand = await f.brand({ name: 'Oldbrandname' });
    const shelf = await f.category({ name: 'Oldshelfname' });
    const kept = await f.product({ name: 'Rename Probe', category: shelf, brand, createdAt: at(60) });
    const gone = await f.product({ name: 'Rename Probe Gone', category: shelf, brand, createdAt: at(61), deleted: true });
    expect(await names('q=oldbrandname')).toEqual(['Rename Probe']);
    expect(await names('q=oldshelfname')).toEqual(['Rename Probe']);

    const auth = { Authorization: `Bearer ${root}` };
    await t.http.patch(`/api/admin/catalog/brands/${brand.publicId}`).set(auth).send({ name: 'Brightbrand' }).expect(200);
    await t.http.patch(`/api/admin/catalog/categories/${shelf.publicId}`).set(auth).send({ name: 'Freshshelf' }).expect(200);
    expect(await names('q=brightbrand')).toEqual(['Rename Probe']);
    expect(await names('q=freshshelf')).toEqual(['Rename Probe']);
    expect(await names('q=oldbrandname')).toEqual([]);
    expect(await names('q=oldshelfname')).toEqual([]);
    const texts = await f.sql(`SELECT public_id AS "publicId", search_text AS "searchText" FROM products WHERE public_id = ANY($1::uuid[]) ORDER BY id`, [
      [kept.publicId, gone.publicId],
    ]);
    expect(texts.map((r: any) => r.searchText)).toEqual(['rename probe brightbrand freshshelf', 'rename probe gone brightbrand freshshelf']);
  });
});
