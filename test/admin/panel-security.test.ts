import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { TestApp } from '../support/app.js';
import { adminWith, bearer, login, SUPERADMIN } from '../support/auth.js';
import { CHROMIUM, chromiumArgsWithHosts, ensureChromium } from './support/chromium.js';
import { bootPanelServer } from './support/panel-browser.js';

/*
 * The panel's defences as a browser meets them: reads never act, a form on another site or on another port of
 * the panel's own host cannot act through the signed-in admin's cookie, and linked records respect permissions.
 */

const EVIL_HOST = 'evil.test';

let t: TestApp;
let base: string;
let root: string;
let browser: Browser;
let attacker: Server;
let attackerPort: number;

beforeAll(async () => {
  ensureChromium();
  ({ t, base } = await bootPanelServer());
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumArgsWithHosts([EVIL_HOST]) });
  // the attacker's pages: /?action=<url>&field=value... renders a form that posts itself to the panel
  attacker = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://attacker');
    const action = url.searchParams.get('action') ?? '';
    const fields = [...url.searchParams].filter(([k]) => k !== 'action');
    const inputs = fields.map(([k, v]) => `<input type="hidden" name="${k}" value="${v}">`).join('');
    res.setHeader('Content-Type', 'text/html');
    res.end(`<!doctype html><form method="POST" action="${action}">${inputs}</form><script>document.forms[0].submit()</script>`);
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerPort = (attacker.address() as AddressInfo).port;
}, 15 * 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (attacker ? attacker.close(resolve) : resolve(undefined)));
  await t?.close();
});

async function signedIn(email: string, password: string): Promise<{ context: BrowserContext; page: Page; crashes: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const crashes: string[] = [];
  page.on('pageerror', (e) => crashes.push(e.message));
  await page.goto(`${base}/admin/login`, { waitUntil: 'domcontentloaded' });
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  await Promise.all([page.waitForURL(`${base}/admin`, { waitUntil: 'domcontentloaded' }), page.getByRole('button', { name: 'Sign in' }).click()]);
  return { context, page, crashes };
}

async function tag(name: string): Promise<string> {
  return (await t.http.post('/api/admin/catalog/tags').set(bearer(root)).send({ name }).expect(201)).body.data.publicId;
}

async function tagRow(publicId: string): Promise<{ name: string; isVisible: boolean; deletedAt: Date | null }> {
  const [row] = await t.bazaar.dataSource.query(`SELECT name, is_visible AS "isVisible", deleted_at AS "deletedAt" FROM tags WHERE public_id = $1`, [publicId]);
  return row;
}

it('HEAD and GET of state-changing actions change nothing, from the signed-in browser', async () => {
  const { context, page } = await signedIn(SUPERADMIN.email, SUPERADMIN.password);
  const id = await tag('Browser Head');
  const before = await tagRow(id);
  const api = `${base}/admin/api/resources/Tags`;
  const statuses = await page.evaluate(
    async (urls) => {
      const out: number[] = [];
      for (const url of urls) {
        out.push((await fetch(url, { method: 'HEAD' })).status);
        out.push((await fetch(url)).status);
      }
      return out;
    },
    [`${api}/records/${id}/delete`, `${api}/records/${id}/edit`, `${api}/records/${id}/hide`, `${api}/bulk/bulkDelete?recordIds=${id}`],
  );
  expect(statuses).toEqual(Array(8).fill(200));
  // opening the pages of those actions only shows them
  await page.goto(`${base}/admin/resources/Tags/records/${id}/hide`, { waitUntil: 'domcontentloaded' });
  await page.getByTestId('action-confirm').waitFor({ state: 'visible', timeout: 30_000 });
  expect(await tagRow(id)).toEqual(before);
  await context.close();
}, 120_000);

it('a form on another site or on another port of the panel host cannot act through the admin session', async () => {
  const { context, page } = await signedIn(SUPERADMIN.email, SUPERADMIN.password);
  const id = await tag('Browser Forgery');
  const other = await tag('Browser Forgery Two');
  const api = `${base}/admin/api/resources`;
  const forms: Array<Record<string, string>> = [
    { action: `${api}/Tags/records/${id}/edit`, name: 'Forged Name' },
    { action: `${api}/Tags/records/${id}/delete` },
    { action: `${api}/Tags/records/${id}/hide` },
    { action: `${api}/Tags/bulk/bulkDelete?recordIds=${id},${other}` },
    { action: `${api}/Admins/actions/new`, name: 'Forged', email: 'browser-forged@bazaar.test', password: 'forged-password-1' },
    { action: `${base}/admin/logout` },
  ];
  for (const host of ['127.0.0.1', EVIL_HOST]) {
    for (const form of forms) {
      const attackerPage = `http://${host}:${attackerPort}/?${new URLSearchParams(form)}`;
      const [answer] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST' && r.url().startsWith(base)), page.goto(attackerPage)]);
      expect({ host, action: form.action, status: answer.status() }).toEqual({ host, action: form.action, status: 403 });
    }
  }
  expect(await tagRow(id)).toMatchObject({ name: 'Browser Forgery', isVisible: true, deletedAt: null });
  expect((await tagRow(other)).deletedAt).toBeNull();
  const forged = await t.http.get('/api/admin/admins').query({ search: 'browser-forged@bazaar.test' }).set(bearer(root)).expect(200);
  expect(forged.body.data).toEqual([]);

  // still signed in; the panel's own form (XHR with the token) goes through, and the menu signs out by POST
  await page.goto(`${base}/admin/resources/Tags/records/${id}/edit`, { waitUntil: 'domcontentloaded' });
  const name = page.locator('input[name="name"]');
  await name.waitFor({ state: 'visible', timeout: 30_000 });
  await name.fill('Renamed In The Panel');
  const [saved] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/records/${id}/edit`), { timeout: 30_000 }),
    page.getByRole('button', { name: 'Save' }).click(),
  ]);
  expect(saved.status()).toBe(200);
  expect((await tagRow(id)).name).toBe('Renamed In The Panel');
  await page.getByText(SUPERADMIN.email).first().hover();
  await Promise.all([page.waitForURL(`${base}/admin/login`, { timeout: 30_000 }), page.getByText('Log out', { exact: true }).first().click()]);
  await page.goto(`${base}/admin`, { waitUntil: 'domcontentloaded' });
  expect(page.url()).toBe(`${base}/admin/login`);
  await context.close();
}, 180_000);

it('linked records show a reader without READ on them their title only', async () => {
  const brand = await t.http
    .post('/api/admin/catalog/brands')
    .set(bearer(root))
    .send({ name: 'Browser Linked Brand', description: 'brand-only text' })
    .expect(201);
  await t.http
    .post('/api/admin/catalog/brand-series')
    .set(bearer(root))
    .send({ name: 'Browser Linked Series', brandPublicId: brand.body.data.publicId })
    .expect(201);
  const email = `linked${Date.now()}@bazaar.test`;
  await adminWith(t, root, ['BrandSeries_READ'], email);
  const { context, page, crashes } = await signedIn(email, 'admin-password-1');
  const [list] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/admin/api/resources/BrandSeries/actions/list')),
    page.goto(`${base}/admin/resources/BrandSeries`, { waitUntil: 'domcontentloaded' }),
  ]);
  const body = await list.json();
  const series = body.records.find((r: any) => r.params.name === 'Browser Linked Series');
  expect(series.populated.brandPublicId.params).toEqual({ id: brand.body.data.publicId, name: 'Browser Linked Brand' });
  expect(JSON.stringify(body)).not.toContain('brand-only text');
  // the list still names the brand
  await page.locator('tr', { hasText: 'Browser Linked Series' }).getByText('Browser Linked Brand').waitFor({ state: 'visible', timeout: 30_000 });
  expect(crashes).toEqual([]);
  await context.close();
}, 120_000);
