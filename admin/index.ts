import type { Application, Router } from 'express';
import type { DataSource } from 'typeorm';
import type { Config } from '../config/index.js';
import { logger } from '../core/log/logger.js';
import type { PluginManifest } from '../core/plugin.js';
import { buildPanel, collectPanelItems, PANEL_ROOT } from './panel.js';

/**
 * Mounts the AdminJS panel at /admin. It is built on the first panel request (importing AdminJS costs about
 * a second and ~100 MB), so a process nobody opens the panel on never pays for it; requests that arrive
 * while it builds wait for it. A failed build is logged and retried by the next request. Without the
 * accounts plugin there is nobody to sign in: no panel.
 */
export async function mountAdminPanel(ctx: { app: Application; config: Config; plugins: PluginManifest[]; dataSource: DataSource }): Promise<void> {
  if (!ctx.plugins.some((p) => p.name === 'accounts')) {
    logger().warn('The admin panel needs the accounts plugin; it is not mounted');
    return;
  }
  const items = collectPanelItems(ctx);
  let ready: Promise<Router> | undefined;
  const build = (): Promise<Router> => {
    const started = performance.now();
    const building = buildPanel(ctx, items);
    building.then(
      () => logger().info({ ms: Math.round(performance.now() - started) }, 'admin panel ready'),
      (err) => {
        logger().error({ err }, 'the admin panel could not be built');
        ready = undefined;
      },
    );
    return building;
  };
  ctx.app.use(PANEL_ROOT, (req, res, next) => {
    ready ??= build();
    ready.then((router) => router(req, res, next), next);
  });
}
