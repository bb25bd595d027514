import { freePort } from '../../support/free-port.js';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { PluginManifest } from '../../../core/plugin.js';
import type { BootOptions, TestApp } from '../../support/app.js';
import { SUPERADMIN } from '../../support/auth.js';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from './chromium.js';
import { bootWithPanel } from './panel.js';

export interface PanelBrowser {
  t: TestApp;
  browser: Browser;
  /** where the app listens, e.g. http://127.0.0.1:40123 */
  base: string;
  /** a page that reaches only the app, with page errors collected */
  newPage(): Promise<{ page: Page; crashes: string[] }>;
  /** a new page signed in to the panel as the superadmin */
  signedInPage(): Promise<{ page: Page; crashes: string[] }>;
  close(): Promise<void>;
}

/**
 * The app with its admin panel listening on a real port, which is also its PUBLIC_BASE_URL: the panel takes
 * state-changing requests only from that origin, so the browser must open it there.
 */
export async function bootPanelServer(opts: BootOptions = {}): Promise<{ t: TestApp; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t = await bootWithPanel({ ...opts, env: { ...opts.env, PUBLIC_BASE_URL: base } });
  try {
    await t.bazaar.listen(port);
  } catch (e) {
    await t.close();
    throw e;
  }
  return { t, base };
}

/** The app with its admin panel on a real port, and Debian's chromium driving it. */
export async function startPanelBrowser(available?: PluginManifest[]): Promise<PanelBrowser> {
  ensureChromium();
  const { t, base } = await bootPanelServer(available ? { available } : {});
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const newPage = async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.route('**/*', (route) => (route.request().url().startsWith(base) ? route.continue() : route.abort()));
    const crashes: string[] = [];
    page.on('pageerror', (e) => crashes.push(e.message));
    return { page, crashes };
  };
  return {
    t,
    browser,
    base,
    newPage,
    async signedInPage() {
      const signed = await newPage();
      const { page } = signed;
      await page.goto(`${base}/admin/login`, { waitUntil: 'domcontentloaded' });
      await page.fill('input[name="email"]', SUPERADMIN.email);
      await page.fill('input[name="password"]', SUPERADMIN.password);
      await Promise.all([page.waitForURL(`${base}/admin`, { waitUntil: 'domcontentloaded' }), page.getByRole('button', { name: 'Sign in' }).click()]);
      return signed;
    },
    async close() {
      await browser.close();
      await t.close();
    },
  };
}
