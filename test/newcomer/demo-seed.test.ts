import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sqlRows } from '../../core/db/sql.js';
import { seedDemo } from '../../core/demo/run-demo.js';
import { bootApp, type TestApp } from '../support/app.js';
import { ROOT } from './run-script.js';

const TABLES = [
  'categories',
  'brands',
  'brand_series',
  'tags',
  'blog_categories',
  'blog_posts',
  'blog_post_faqs',
  'blog_post_videos',
  'content_pages',
  'content_sections',
  'seo_records',
  'uploaded_files',
  'slugs',
  'activity_log',
];

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) out[t] = Number((await sqlRows<{ n: string }>(`SELECT count(*) AS n FROM ${t}`))[0].n);
  return out;
}

/** Every absolute or site-relative URL of this service's file route found anywhere in a JSON value. */
function fileUrls(value: unknown, base: string, into = new Set<string>()): Set<string> {
  if (typeof value === 'string' && (value.startsWith(`${base}/api/files/`) || value.startsWith('/api/files/'))) into.add(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) fileUrls(v, base, into);
  return into;
}

/** Every plugins/<area>/demo-assets folder and file with its modification time and size (what build-if-stale.mjs reads). */
function demoAssets(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const area of readdirSync(path.join(ROOT, 'plugins'))) {
    const dir = path.join(ROOT, 'plugins', area, 'demo-assets');
    try {
      out[dir] = `dir ${statSync(dir).mtimeMs}`;
    } catch {
      continue;
    }
    for (const name of readdirSync(dir)) {
      const st = statSync(path.join(dir, name));
      out[path.join(dir, name)] = `${st.mtimeMs} ${st.size}`;
    }
  }
  return out;
}

describe('the demo shop (npm run seed)', () => {
  let t: TestApp;
  let first: Record<string, number>;
  let assetsBefore: Record<string, string>;

  beforeAll(async () => {
    t = await bootApp();
    assetsBefore = demoAssets();
    await seedDemo(t.bazaar);
    first = await counts();
  });

  it('leaves plugins/*/demo-assets as they are (its temporary files go to the OS temp folder), so the next start rebuilds nothing', () => {
    expect(Object.keys(assetsBefore).length).toBeGreaterThan(20);
    expect(demoAssets()).toEqual(assetsBefore);
  });
  afterAll(() => t.close());

  it('fills every area through its services: a three-level category tree, brands with series, tags, posts, every page', async () => {
    expect(first).toMatchObject({ brands: 6, tags: 10, blog_categories: 4, blog_posts: 4, content_pages: 10 });
    expect(first.categories).toBeGreaterThanOrEqual(40);
    expect(first.brand_series).toBeGreaterThanOrEqual(20);
    // the activity log has a line per catalog record, written as the system; the demo customer writes her own address book
    const actors = await sqlRows<{ actor: string; entity: string }>(`SELECT DISTINCT actor, entity FROM activity_log WHERE actor <> 'system'`);
    const [customer] = await sqlRows<{ id: string }>(`SELECT public_id::text AS id FROM users WHERE email = 'sita.sharma@demo.bazaar.np'`);
    expect(actors.map((a) => [a.actor, a.entity])).toEqual([[customer.id, 'customer_address']]);

    const crumbs = await t.http.get('/api/mobile/catalog/categories/android-phones/breadcrumbs').expect(200);
    expect(crumbs.body.data.map((c: { slug: string }) => c.slug)).toEqual(['mobiles-tablets', 'smartphones', 'android-phones']);
    const series = await sqlRows<{ n: string }>(`SELECT count(*) AS n FROM brand_series s JOIN brands b ON b.id = s.brand_id WHERE b.name = 'Samsung'`);
    expect(Number(series[0].n)).toBe(5);

    const posts = await t.http.get('/api/blogs').expect(200);
    expect(posts.body.data).toHaveLength(4);
    const post = await t.http.get('/api/blogs/how-to-choose-a-laptop').expect(200);
    expect(post.body.data).toMatchObject({
      categorySlug: 'buying-guides',
      faqs: [expect.any(Object), expect.any(Object)],
      cta: { ctaButtonLink: '/categories/laptops' },
    });
    expect(post.body.data.body).toContain('<h2>');
    expect(post.body.data.seo).toMatchObject({ title: expect.stringContaining('How to choose a laptop') });
  });

  it('fills every section of every content page', async () => {
    const { PAGE_KEYS, PAGE_SECTIONS } = await import('../../plugins/content/keys.js');
    for (const pageKey of PAGE_KEYS) {
      const page = await t.http.get(`/api/content/pages/${pageKey}`).expect(200);
      expect({ pageKey, sections: page.body.data.sections.map((s: { sectionKey: string }) => s.sectionKey).sort() }).toEqual({
        pageKey,
        sections: [...PAGE_SECTIONS[pageKey]].sort(),
      });
      expect(page.body.data.seo).not.toBeNull();
    }
  });

  it('changes nothing when it runs again: no duplicate, no failure, not even a touched row', async () => {
    const before = await sqlRows<{ max: Date }>(`SELECT max(updated_at) AS max FROM categories`);
    await seedDemo(t.bazaar);
    await seedDemo(t.bazaar);
    expect(await counts()).toEqual(first);
    expect(await sqlRows(`SELECT max(updated_at) AS max FROM categories`)).toEqual(before);
  });

  it('stores its images through the uploads service as public system files, and every image the records name serves to anyone', async () => {
    const files = await sqlRows<{ key: string; ownerKind: string; ownerId: string | null; isPublic: boolean; mimeType: string }>(
      `SELECT key, owner_kind AS "ownerKind", owner_id AS "ownerId", is_public AS "isPublic", mime_type AS "mimeType" FROM uploaded_files`,
    );
    expect(files.length).toBeGreaterThanOrEqual(20);
    for (const f of files)
      expect(f).toMatchObject({ ownerKind: 'system', ownerId: null, isPublic: true, mimeType: 'image/webp', key: expect.stringMatching(/^public\/landing\//) });

    const base = t.bazaar.config.publicBaseUrl;
    const seen = new Set<string>();
    const tree = await t.http.get('/api/mobile/catalog/category-tree').expect(200);
    fileUrls(tree.body, base, seen);
    fileUrls((await t.http.get('/api/mobile/catalog/brands').expect(200)).body, base, seen);
    for (const p of (await t.http.get('/api/blogs').expect(200)).body.data) fileUrls((await t.http.get(`/api/blogs/${p.slug}`).expect(200)).body, base, seen);
    for (const pageKey of ['home', 'about', 'global_footer']) fileUrls((await t.http.get(`/api/content/pages/${pageKey}`).expect(200)).body, base, seen);
    expect(seen.size).toBeGreaterThanOrEqual(20);
    for (const url of seen) {
      const res = await t.http.get(url.replace(base, '')).expect(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.body.length).toBeGreaterThan(500);
    }
  });
});

describe('the demo shop without the uploads plugin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp({ env: { PLUGINS: 'accounts,seo,content' } });
  });
  afterAll(() => t.close());

  it('seeds the enabled plugins, leaving optional images out and a section that needs one (payment_methods)', async () => {
    expect((await seedDemo(t.bazaar)).plugins).toEqual(['accounts', 'content']);
    const footer = await t.http.get('/api/content/pages/global_footer').expect(200);
    const keys = footer.body.data.sections.map((s: { sectionKey: string }) => s.sectionKey);
    expect(keys).toEqual(['brand_blurb', 'quick_links', 'legal_links', 'contact_info', 'copyright']);
    expect(footer.body.data.sections[0].payload.logo).toBeUndefined();
    const about = await t.http.get('/api/content/pages/about').expect(200);
    expect(JSON.stringify(about.body.data)).not.toContain('/api/files/');
    expect(Number((await sqlRows<{ n: string }>(`SELECT count(*) AS n FROM uploaded_files`))[0].n)).toBe(0);
  });
});
