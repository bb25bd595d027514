import type { DataSource } from 'typeorm';
import type { Config } from '../../config/index.js';
import type { PluginManifest } from '../plugin.js';

/** Placeholder until the Agenda wiring lands: collects definitions, runs nothing. */
export interface Jobs {
  names(): string[];
  stop(): Promise<void>;
}

export async function startJobs(opts: { config: Config; plugins: PluginManifest[]; dataSource: DataSource }): Promise<Jobs> {
  const names: string[] = [];
  for (const p of opts.plugins) p.jobs?.({ define: (n) => void names.push(n), every: () => {} });
  return { names: () => names, stop: async () => {} };
}
