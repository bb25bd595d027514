import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config/index.js';
import { runAsJob } from '../context/request-context.js';
import { logger } from '../log/logger.js';
import type { PluginManifest } from '../plugin.js';
import type { DemoContext } from './demo-context.js';
import { demoImageStore } from './demo-images.js';
import { demoInput } from './demo-input.js';
import { projectFile } from './project-file.js';

/** A name unique across areas and stable across runs: `plugins/blog/demo-assets/x.webp` -> `blog-x.webp`. */
function imageName(file: string): string {
  return path
    .normalize(file)
    .replace(/^plugins[\\/]/, '')
    .replace(/[\\/]demo-assets[\\/]/, '-')
    .replace(/[\\/]/g, '-');
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
  for (const plugin of opts.plugins) {
    if (!plugin.demo) continue;
    const log = logger().child({ demo: plugin.name });
    const stored = async (file: string) => {
      if (!store) return null;
      const full = projectFile(file);
      await fs.access(full);
      return store({ path: full, name: imageName(file) });
    };
    const ctx: DemoContext = {
      config: opts.config,
      log: (message) => log.info(message),
      image: async (file) => (await stored(file))?.url ?? null,
      imageKey: async (file) => (await stored(file))?.key ?? null,
      input: demoInput,
    };
    try {
      await runAsJob(`demo:${plugin.name}`, () => plugin.demo!(ctx));
    } catch (e) {
      throw new Error(`The demo data of plugin "${plugin.name}" failed: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    }
    ran.push(plugin.name);
  }
  const run = { plugins: ran, ms: Date.now() - started };
  logger().info(run, 'demo data seeded');
  return run;
}
