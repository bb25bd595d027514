import type { PluginManifest } from '../plugin.js';
import type { JobHandler, JobOptions } from './job-registry.js';

export interface JobDefinitionEntry {
  name: string;
  plugin: string;
  handler: JobHandler;
  options: JobOptions;
}

export interface JobSchedule {
  interval: string;
  name: string;
  data?: Record<string, unknown>;
  /** also run once as soon as a worker process starts (e.g. a sweep that takes back a dead process's work) */
  atStart?: boolean;
}

export interface JobCatalog {
  definitions: Map<string, JobDefinitionEntry>;
  schedules: JobSchedule[];
}

/** Reserved for the kernel's own jobs. */
export const CORE_JOB_PREFIX = 'core.';

/** Collects the jobs the enabled plugins' manifests declare; a name outside its plugin's prefix or declared twice stops start-up. */
export function collectJobs(plugins: PluginManifest[]): JobCatalog {
  const definitions = new Map<string, JobDefinitionEntry>();
  const schedules: JobSchedule[] = [];
  for (const plugin of plugins) {
    for (const job of plugin.jobs ?? []) {
      if (!job.name.startsWith(`${plugin.name}.`) || job.name.startsWith(CORE_JOB_PREFIX))
        throw new Error(`Plugin "${plugin.name}" declares job "${job.name}": names are "${plugin.name}.<what>" ("${CORE_JOB_PREFIX}" is the kernel's)`);
      const other = definitions.get(job.name);
      if (other) throw new Error(`Job "${job.name}" is declared by both "${other.plugin}" and "${plugin.name}"`);
      definitions.set(job.name, { name: job.name, plugin: plugin.name, handler: job.handler, options: job.options });
      if (job.schedule) schedules.push({ interval: job.schedule.every, name: job.name, data: job.schedule.data, atStart: job.schedule.atStart });
    }
  }
  return { definitions, schedules };
}
