import { chromium, type Browser } from 'playwright-core';
import supertest from 'supertest';
import { CHROMIUM, chromiumArgsWithHosts, ensureChromium } from '../admin/support/chromium.js';
import { saveScreenshot } from '../admin/support/layout.js';
import { bootWithPanel, csrfTokenIn } from '../admin/support/panel.js';
import type { TestApp } from '../support/app.js';
import { SUPERADMIN } from '../support/auth.js';
import { freePort } from '../support/free-port.js';

/*
 * A newcomer opens the panel at http://127.0.0.1:3000/admin while PUBLIC_BASE_URL names localhost (its default):
 * the loopback names of the same port are the same server, so signing in works there. From any other address the
 * sign-in form answers a page naming the panel's address (a link), not a raw JSON 403; API clients keep the JSON.
 */

const SIGN_IN = { email: SUPERADMIN.email, password: SUPERADMIN.password };
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('PUBLIC_BASE_URL on a loopback name (http://localhost:<port>)', () => {
  let t: TestApp;
  let port: number;
  let browser: Browser | undefined;
  beforeAll(async () => {
    port = await freePort();
    t = await bootWithPanel({ env: { PUBLIC_BASE_URL: `http://localhost:${port}` } });
    await t.bazaar.listen(port);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('takes the sign-in and later writes from the same port under 127.0.0.1 and [::1] as well', async () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      const agent = supertest.agent(t.bazaar.app).set('Origin', `http://${host}:${port}`);
      const signIn = await agent.post('/admin/login').type('form').send(SIGN_IN);
      expect({ host, status: signIn.status, location: signIn.headers.location }).toEqual({ host, status: 302, location: '/admin' });
      const token = csrfTokenIn((await agent.get('/admin').expect(200)).text);
      // a write of the signed-in panel (signing out) from that address
      await agent.post('/admin/logout').set('X-CSRF-Token', token).expect(303);
    }
  });

  it('still refuses another port of this machine', async () => {
    const res = await t.http
      .post('/admin/login')
      .set('Origin', `http://127.0.0.1:${port + 1}`)
      .type('form')
      .send(SIGN_IN)
      .expect(403);
    expect(res.body.errorCode).toBe('ADMIN_PANEL_CROSS_ORIGIN');
  });

  it('answers a form post from another address with a page naming the panel address; an API client keeps the JSON error', async () => {
    const page = await t.http
      .post('/admin/login')
      .set('Origin', `http://192.168.1.20:${port}`)
      .set('Accept', BROWSER_ACCEPT)
      .type('form')
      .send(SIGN_IN)
      .expect(403);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain(`<a id="panel-address" href="http://localhost:${port}/admin">http://localhost:${port}/admin</a>`);
    expect(page.text).toContain(`<code>http://192.168.1.20:${port}</code>`);
    expect(page.headers['set-cookie']).toBeUndefined();
    for (const accept of ['application/json', undefined]) {
      const req = t.http.post('/admin/login').set('Origin', `http://192.168.1.20:${port}`).type('form');
      const api = await (accept ? req.set('Accept', accept) : req).send(SIGN_IN).expect(403);
      expect(api.body).toEqual({ statusCode: 403, errorCode: 'ADMIN_PANEL_CROSS_ORIGIN', message: 'The request does not come from the admin panel' });
    }
    // a page that sent no Origin nor Referer is named as such, and no markup of the request reaches the page
    const bare = await t.http.post('/admin/login').set('Accept', BROWSER_ACCEPT).type('form').send(SIGN_IN).expect(403);
    expect(bare.text).toContain('a page whose address the browser did not say');
    const hostile = await t.http.post('/admin/login').set('Origin', 'http://"><script>x</script>').set('Accept', BROWSER_ACCEPT).type('form').send(SIGN_IN);
    expect(hostile.text).not.toContain('<script>x');
  });

  it('in Chromium: opened at 127.0.0.1 it signs in to the dashboard; opened under another name the sign-in answers the page with the link', async () => {
    ensureChromium();
    browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumArgsWithHosts(['shop.test']) });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const signIn = async (base: string) => {
      await page.goto(`${base}/admin`, { waitUntil: 'domcontentloaded' });
      await page.waitForURL(`${base}/admin/login`);
      await page.fill('input[name="email"]', SUPERADMIN.email);
      await page.fill('input[name="password"]', SUPERADMIN.password);
      await Promise.all([page.waitForLoadState('domcontentloaded'), page.getByRole('button', { name: 'Sign in' }).click()]);
    };

    await signIn(`http://127.0.0.1:${port}`);
    await page.waitForURL(`http://127.0.0.1:${port}/admin`);
    await page.getByTestId('bazaar-dashboard').waitFor({ state: 'visible', timeout: 30_000 });
    await saveScreenshot(page, 'newcomer-panel-at-127.0.0.1');

    await signIn(`http://shop.test:${port}`);
    await page.getByRole('heading', { name: 'Open the admin panel at its address' }).waitFor({ state: 'visible', timeout: 30_000 });
    expect(await page.locator('#panel-address').getAttribute('href')).toBe(`http://localhost:${port}/admin`);
    expect(await page.locator('body').innerText()).toContain(`This form was sent from http://shop.test:${port}.`);
    await saveScreenshot(page, 'newcomer-panel-at-another-address');
  }, 120_000);
});

describe('PUBLIC_BASE_URL on a public name', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootWithPanel({ env: { PUBLIC_BASE_URL: 'https://shop.example.com' } });
  });
  afterAll(async () => t?.close());

  it('takes no loopback name: a form post from localhost gets the page naming https://shop.example.com/admin', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      const res = await t.http.post('/admin/login').set('Origin', origin).set('Accept', BROWSER_ACCEPT).type('form').send(SIGN_IN).expect(403);
      expect(res.text).toContain('href="https://shop.example.com/admin"');
    }
    await t.http.post('/admin/login').set('Origin', 'https://shop.example.com').type('form').send(SIGN_IN).expect(302);
  });
});
