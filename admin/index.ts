import type { Application, Router } from 'express';
import type { DataSource } from 'typeorm';
import type { Config } from '../config/index.js';
import { logger } from '../core/log/logger.js';
import type { PluginManifest } from '../core/plugin.js';
import { buildPanel, collectPanelItems, PANEL_ROOT } from './panel.js';

/**
 * Mounts the AdminJS panel at /admin. Building it (importing AdminJS, about a second) happens in
 * the background so start-up and /healthz do not wait for it; panel requests that arrive earlier
 * wait until it is ready. Without the accounts plugin there is nobody to sign in: no panel.
 */
export async function mountAdminPanel(ctx: { app: Application; config: Config; plugins: PluginManifest[]; dataSource: DataSource }): Promise<void> {
  if (!ctx.plugins.some((p) => p.name === 'accounts')) {
    logger().warn('The admin panel needs the accounts plugin; it is not mounted');
    return;
  }
  const items = collectPanelItems(ctx);
  const started = performance.now();
  const ready: Promise<Router> = buildPanel(ctx, items);
  ready.then(
    () => logger().info({ ms: Math.round(performance.now() - started) }, 'admin panel ready'),
    (err) => logger().error({ err }, 'the admin panel could not be built'),
  );
  ctx.app.use(PANEL_ROOT, (req, res, next) => {
    ready.then((router) => router(req, res, next), next);
  });
}
