import type { PluginManifest } from '../plugin.js';
import { coreMigrations } from './migrations/index.js';

/** TypeORM's reading of a migration: the class name ends with its 13-digit timestamp. */
export function migrationTimestamp(migration: Function): number {
  const stamp = /(\d{13})$/.exec(migration.name)?.[1];
  if (!stamp) throw new Error(`Migration class ${migration.name} must end with a 13-digit timestamp`);
  return Number(stamp);
}

/**
 * Core's migrations and those of every known plugin, enabled or not (switching a plugin on later needs no
 * step of its own), oldest first; one timestamp is ordered by class name so every process runs one order.
 */
export function schemaMigrations(knownPlugins: PluginManifest[]): Function[] {
  const all = [...coreMigrations, ...knownPlugins.flatMap((p) => p.migrations ?? [])];
  return all
    .map((m) => ({ m, at: migrationTimestamp(m) }))
    .sort((a, b) => a.at - b.at || a.m.name.localeCompare(b.m.name))
    .map(({ m }) => m);
}
