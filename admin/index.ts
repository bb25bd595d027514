import type { Application } from 'express';
import type { DataSource } from 'typeorm';
import type { Config } from '../config/index.js';
import type { PluginManifest } from '../core/plugin.js';

/** Placeholder until the AdminJS assembly lands. */
export async function mountAdminPanel(_ctx: { app: Application; config: Config; plugins: PluginManifest[]; dataSource: DataSource }): Promise<void> {}
