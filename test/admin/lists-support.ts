import type { Page } from 'playwright-core';

/**
 * The panel's login page and the scripts and styles it loads, read once over HTTP: the first page a browser test
 * opens then does not wait on the server's first reads (on a busy machine that took longer than a navigation may).
 */
export async function warmPanel(base: string): Promise<void> {
  const html = await (await fetch(`${base}/admin/login`)).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/admin\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  await Promise.all(assets.map(async (a) => (await fetch(`${base}${a}`)).arrayBuffer()));
}

/** A screenshot of the whole page under .tmp/screenshots/: AdminJS scrolls in its own container, so the window is made as tall as the content first. */
export async function wholePage(page: Page, name: string): Promise<void> {
  const height = await page.evaluate('Math.max(...[...document.querySelectorAll("*")].map((e) => e.scrollHeight))');
  await page.setViewportSize({ width: 1280, height: Math.min(Math.max(Number(height), 900), 4000) });
  await page.screenshot({ path: `.tmp/screenshots/${name}.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
}
