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

/** Collects what the enabled plugins' `jobs` hooks declare; a clash or a schedule of an unknown job stops start-up. */
export function collectJobs(plugins: PluginManifest[]): JobCatalog {
  const definitions = new Map<string, JobDefinitionEntry>();
  const schedules: JobSchedule[] = [];
  for (const plugin of plugins) {
    plugin.jobs?.({
      define(name, handler, options = {}) {
        if (!name) throw new Error(`Plugin "${plugin.name}" defines a job without a name`);
        if (name.startsWith(CORE_JOB_PREFIX))
          throw new Error(`Plugin "${plugin.name}" defines job "${name}": names starting with "${CORE_JOB_PREFIX}" are reserved`);
        const other = definitions.get(name);
        if (other) throw new Error(`Job "${name}" is defined by both "${other.plugin}" and "${plugin.name}"`);
        definitions.set(name, { name, plugin: plugin.name, handler, options });
      },
      every(interval, name, data, options) {
        if (schedules.some((s) => s.name === name)) throw new Error(`Job "${name}" is scheduled twice (one schedule per job name)`);
        schedules.push({ interval, name, data, atStart: options?.atStart });
      },
    });
  }
  for (const s of schedules) {
    if (!definitions.has(s.name)) throw new Error(`A schedule names job "${s.name}", which no enabled plugin defines`);
  }
  return { definitions, schedules };
}
