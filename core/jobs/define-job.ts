import type { JobContext, JobHandler, JobOptions } from './job-registry.js';

/** When a declared job runs on its own (stored once, shared by every worker). */
export interface JobScheduleOptions {
  /** an interval in Agenda's syntax ('1 minute') or a cron expression */
  every: string;
  /** also run once whenever a worker process starts (e.g. a sweep that takes back a dead process's work) */
  atStart?: boolean;
  data?: Record<string, unknown>;
}

/** A job a plugin's manifest lists in `jobs`, like its subscribers: a name, a handler, its options and its schedule if any. */
export interface JobDeclaration {
  name: string;
  handler: JobHandler;
  options: JobOptions;
  schedule?: JobScheduleOptions;
}

/**
 * Declares a job for a plugin's manifest `jobs`. `name` is `<plugin>.<what>`. A job with `schedule` runs on it;
 * any job can also be enqueued (`bazaar.jobs.enqueue(name, data)`).
 */
export function defineJob<D = any>(
  name: string,
  handler: (data: D, context: JobContext) => Promise<void>,
  options: JobOptions & { schedule?: JobScheduleOptions } = {},
): JobDeclaration {
  const { schedule, ...jobOptions } = options;
  return { name, handler: handler as JobHandler, options: jobOptions, schedule };
}
