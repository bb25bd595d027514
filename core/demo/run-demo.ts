import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config/index.js';
import { runAsJob } from '../context/request-context.js';
import { logger } from '../log/logger.js';
import type { PluginManifest } from '../plugin.js';
import type { DemoContext } from './demo-context.js';
import { demoImageStore } from './demo-images.js';
import { demoInput } from './demo-input.js';
import { outboxMark, outboxSettled } from './outbox-settled.js';
import { projectFile } from './project-file.js';

/** A name unique across areas and stable across runs: `plugins/blog/demo-assets/x.webp` -> `blog-x.webp`. */
function imageName(file: string): string {
  return path
    .normalize(file)
    .replace(/^plugins[\\/]/, '')
    .replace(/[\\/]demo-assets[\\/]/, '-')
    .replace(/[\\/]/g, '-');
}

/** Load order, each plugin moved after the plugins its `demoAfter` names (when they are enabled). */
function demoOrder(plugins: PluginManifest[]): PluginManifest[] {
  const names = new Set(plugins.map((p) => p.name));
  const done = new Set<string>();
  const ordered: PluginManifest[] = [];
  let waiting = [...plugins];
  while (waiting.length) {
    const ready = waiting.filter((p) => (p.demoAfter ?? []).every((n) => done.has(n) || !names.has(n)));
    // a cycle among demoAfter names: the rest in load order
    for (const p of ready.length ? ready : waiting) {
      ordered.push(p);
      done.add(p.name);
    }
    waiting = waiting.filter((p) => !done.has(p.name));
  }
  return ordered;
}

export interface DemoRun {
  /** the plugins whose demo ran, in order */
  plugins: string[];
  ms: number;
}

/**
 * Seeds the demo shop: every enabled plugin's `demo`, in load order, each as the system in a fresh context
 * (request id `demo:<plugin>`). Stops at the first that fails, naming it. Safe to run again (see DemoContext).
 */
export async function seedDemo(opts: { config: Config; plugins: PluginManifest[] }): Promise<DemoRun> {
  const started = Date.now();
  const ran: string[] = [];
  const store = demoImageStore(opts.plugins.map((p) => p.name));
  const mark = await outboxMark();
  // the store may write beside the file it is given (the upload service's WebP next to it): it gets a copy in a
  // folder of the OS's, never the committed file, so a seed leaves plugins/*/demo-assets (and the build) untouched
  let scratch: Promise<string> | undefined;
  const stored = async (file: string) => {
    if (!store) return null;
    scratch ??= fs.mkdtemp(path.join(os.tmpdir(), 'bazaar-demo-'));
    const name = imageName(file);
    const copy = path.join(await scratch, name);
    await fs.copyFile(projectFile(file), copy);
    return store({ path: copy, name });
  };
  try {
    for (const plugin of demoOrder(opts.plugins)) {
      if (!plugin.demo) continue;
      const log = logger().child({ demo: plugin.name });
      const ctx: DemoContext = {
        config: opts.config,
        log: (message) => log.info(message),
        image: async (file) => (await stored(file))?.url ?? null,
        imageKey: async (file) => (await stored(file))?.key ?? null,
        input: demoInput,
        settled: () => outboxSettled(mark),
      };
      try {
        await runAsJob(`demo:${plugin.name}`, () => plugin.demo!(ctx));
      } catch (e) {
        throw new Error(`The demo data of plugin "${plugin.name}" failed: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
      }
      ran.push(plugin.name);
    }
  } finally {
    if (scratch) await fs.rm(await scratch, { recursive: true, force: true });
  }
  const run = { plugins: ran, ms: Date.now() - started };
  logger().info(run, 'demo data seeded');
  return run;
}
