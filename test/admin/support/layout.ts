import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

/*
 * Layout assertions for the panel's browser tests: instead of comparing pixels with a committed picture (fonts
 * differ between machines), a test states where things are (element boxes), what reads on the page, and that
 * nothing overflows; the screenshot is saved under .tmp/panel/ for a human to look at.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not displayed');
  return box;
}

export async function boxesOf(locator: Locator): Promise<Box[]> {
  const out: Box[] = [];
  for (const item of await locator.all()) out.push(await boxOf(item));
  return out;
}

/** the elements matched whose content is wider or taller than their box (clipped or spilling text) */
export async function overflowing(locator: Locator): Promise<string[]> {
  // runs in the page (the test's TypeScript has no DOM types)
  return locator.evaluateAll((els: any[]) =>
    els
      .filter((e) => e.scrollWidth > e.clientWidth + 1)
      .map((e) => `${e.tagName.toLowerCase()}[${e.getAttribute('data-testid') ?? ''}]: ${(e.textContent ?? '').slice(0, 60)}`),
  );
}

/** true when the page scrolls sideways (something is wider than the window) */
export function pageOverflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate('document.documentElement.scrollWidth > document.documentElement.clientWidth + 1') as Promise<boolean>;
}

/** a saved screenshot for humans: .tmp/panel/<name>.png in the worktree */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const dir = path.resolve('.tmp/panel');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Every URL the page asks for that is not on `base` (aborted or not): fonts, CDNs, trackers. */
export function recordOutsideRequests(page: Page, base: string): string[] {
  const outside: string[] = [];
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(base) && !url.startsWith('data:') && !url.startsWith('blob:')) outside.push(url);
  });
  return outside;
}

/** the visible text of the page body */
export function visibleText(page: Page): Promise<string> {
  return page.locator('body').innerText();
}

/** a computed style property of the first element matched */
export function styleOf(locator: Locator, property: string): Promise<string> {
  return locator.first().evaluate((e: any, p: string) => (globalThis as any).getComputedStyle(e).getPropertyValue(p), property);
}
