import type { TestApp } from '../support/app.js';
import { adminWith, login, SUPERADMIN } from '../support/auth.js';
import { adminApi } from '../catalog/support.js';
import { bootWithPanel, pageState, panelLogin, type Agent } from './support/panel.js';
import { PRODUCTS, productApi } from '../products/support.js';

/* The panel's home page: its data (GET /admin/api/dashboard) from the plugins' tiles, filtered by permissions. */

let t: TestApp;
let root: string;
let su: Agent;
beforeAll(async () => {
  t = await bootWithPanel();
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  su = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
});
afterAll(async () => t?.close());

const dashboard = async (agent: Agent) => (await agent.get('/admin/api/dashboard').expect(200)).body;
const countOf = (data: any, label: string) => data.counts.find((c: any) => c.label === label);

describe('panel dashboard', () => {
  it("is the home page: the Bazaar dashboard component, not AdminJS's welcome page", async () => {
    const state = pageState((await su.get('/admin').expect(200)).text);
    expect(state.dashboard).toEqual({ component: 'BazaarDashboard' });
    const bundle = await t.http.get('/admin/frontend/assets/components.bundle.js').expect(200);
    expect(bundle.text).toContain('AdminJS.UserComponents.BazaarDashboard = BazaarDashboard');
  });

  it('counts the records of every enabled area and links each count to its list', async () => {
    const api = adminApi(t, () => root);
    const before = await dashboard(su);
    expect(before.counts.map((c: any) => c.label)).toEqual(
      expect.arrayContaining(['Categories', 'Brands', 'Brand series', 'Tags', 'Blog posts', 'Blog categories', 'Pages', 'Page sections', 'Customers']),
    );
    // no tile counts what no shop owner looks at first
    expect(before.counts.map((c: any) => c.label)).not.toEqual(expect.arrayContaining(['SEO records']));
    expect(before.counts.map((c: any) => c.label)).not.toEqual(expect.arrayContaining(['Media files']));
    const electronics = await api.category({ name: 'Dash Electronics' });
    await api.category({ name: 'Dash Audio', parentId: electronics.publicId });
    const gone = await api.brand({ name: 'Dash Gone' });
    await api.del(`/api/admin/catalog/brands/${gone.publicId}`).expect(200);
    const after = await dashboard(su);
    expect(countOf(after, 'Categories')).toEqual({ label: 'Categories', value: countOf(before, 'Categories').value + 2, href: '/admin/resources/Categories' });
    // a deleted brand is not counted
    expect(countOf(after, 'Brands').value).toBe(countOf(before, 'Brands').value);
    expect(countOf(after, 'Pages').value).toBe(10);
    expect(after.shortcuts).toEqual(
      expect.arrayContaining([
        { label: 'New category', href: '/admin/resources/Categories/actions/new' },
        { label: 'New blog post', href: '/admin/resources/BlogPosts/actions/new' },
        { label: 'Upload media', href: '/admin/resources/Media/actions/new' },
        { label: 'Import a catalog file', href: '/admin/resources/CatalogImports/actions/new' },
      ]),
    );
  });

  it('shows recent activity by name: who did what to which record, newest first', async () => {
    const api = adminApi(t, () => root);
    const tag = await api.tag({ name: 'Dash Activity Tag' });
    await api.patch(`/api/admin/catalog/tags/${tag.publicId}`, { name: 'Dash Activity Tag Renamed' }).expect(200);
    const data = await dashboard(su);
    expect(data.activity.slice(0, 2)).toEqual([
      expect.objectContaining({
        who: `Superadmin <${SUPERADMIN.email}>`,
        action: 'updated',
        noun: 'tag',
        title: 'Dash Activity Tag Renamed',
        href: `/admin/resources/Tags/records/${tag.publicId}/show`,
      }),
      expect.objectContaining({ action: 'created', noun: 'tag', title: 'Dash Activity Tag Renamed' }),
    ]);
    expect(Date.parse(data.activity[0].at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lists the catalog jobs in progress with their status, and the undelivered events for a superadmin', async () => {
    const [job] = await t.bazaar.dataSource.query(
      `INSERT INTO catalog_jobs (public_id, kind, entity, format, requested_by, source_name) VALUES (gen_random_uuid(), 'import', 'brand_series', 'csv', 'test', 'series.csv') RETURNING public_id AS "publicId"`,
    );
    const [event] = await t.bazaar.dataSource.query(
      `INSERT INTO outbox_events (public_id, topic, payload, status) VALUES (gen_random_uuid(), 'test.dashboard', '{}', 'dead') RETURNING id`,
    );
    await t.bazaar.dataSource.query(
      `INSERT INTO outbox_deliveries (event_id, subscriber, status, attempts, last_error) VALUES ($1, 'test.dashboard', 'dead', 5, 'boom')`,
      [event.id],
    );
    const data = await dashboard(su);
    const jobs = data.lists.find((l: any) => l.title === 'Catalog jobs in progress');
    expect(jobs.href).toBe('/admin/resources/CatalogJobs');
    expect(jobs.items).toContainEqual({
      id: job.publicId,
      title: 'Import of brand series (series.csv)',
      status: 'queued',
      statusLabel: 'Queued',
      tone: 'grey',
      detail: '0 rows',
      href: `/admin/resources/CatalogJobs/records/${job.publicId}/show`,
    });
    expect(data.deadDeliveries).toBe(1);
  });

  it('counts products and lists the variants on sale running out of stock, lowest first', async () => {
    const api = productApi(t, () => root);
    const category = await api.category({ name: 'Dash Phones' });
    const before = countOf(await dashboard(su), 'Products').value;
    const onSale = async (name: string, onHand: number) => {
      const p = await api.product({ name, categoryPublicId: category.publicId, mrp: 1000, sellingPrice: 900 });
      await api.patch(`${PRODUCTS}/${p.publicId}/lifecycle`, { status: 'published', version: p.version }).expect(200);
      const v = p.variants[0];
      if (onHand) await api.post(`${PRODUCTS}/${p.publicId}/variants/${v.publicId}/inventory/adjustments`, { delta: onHand, reason: 'receipt' }).expect(201);
      return v.publicId as string;
    };
    const low = await onSale('Dash Low Phone', 2);
    const out = await onSale('Dash Sold Out Phone', 0);
    const plenty = await onSale('Dash Plenty Phone', 50);
    await api.product({ name: 'Dash Draft Phone', categoryPublicId: category.publicId, mrp: 1000, sellingPrice: 900 });
    const data = await dashboard(su);
    expect(countOf(data, 'Products').value).toBe(before + 4);
    const running = data.lists.find((l: any) => l.title === 'Running out of stock');
    const ids = running.items.map((i: any) => i.id);
    expect(ids.indexOf(out)).toBeLessThan(ids.indexOf(low));
    expect(ids).not.toContain(plenty);
    expect(running.items.find((i: any) => i.id === low)).toMatchObject({ title: 'Dash Low Phone', detail: '2 available' });
    expect(data.shortcuts).toContainEqual({ label: 'New product', href: '/admin/resources/Products/actions/new' });
  });

  it('an admin sees only the tiles, shortcuts and activity of what their role may read', async () => {
    const email = `dash${Date.now()}@bazaar.test`;
    await adminWith(t, root, ['Blog_READ'], email);
    const agent = await panelLogin(t, email, 'admin-password-1');
    const data = await dashboard(agent);
    expect(data.counts.map((c: any) => c.label)).toEqual(['Blog posts', 'Blog categories']);
    // reading is not creating: no "New blog post"
    expect(data.shortcuts).toEqual([]);
    expect(data.activity).toEqual([]);
    expect(data.lists).toEqual([]);
    expect(data.deadDeliveries).toBeNull();
  });

  it('is for signed-in admins only', async () => {
    const res = await t.http.get('/admin/api/dashboard');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/admin/login');
  });
});
