export type JobHandler = (data: any) => Promise<void>;

export interface JobOptions {
  concurrency?: number;
  lockLifetimeMs?: number;
}

/** What a plugin's `jobs` hook receives: define handlers and recurring schedules. */
export interface JobRegistry {
  define(name: string, handler: JobHandler, options?: JobOptions): void;
  /** interval in Agenda's syntax ('1 minute') or a cron expression */
  every(interval: string, name: string, data?: Record<string, unknown>): void;
}
