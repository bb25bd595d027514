/** What a running job may ask of the runner. */
export interface JobContext {
  /** Agenda's id of this job run */
  jobId: string;
  /** 1 for the first run, 2 for the first retry... */
  attempt: number;
}

export type JobHandler = (data: any, context: JobContext) => Promise<void>;

export interface JobOptions {
  /** runs of this job one worker process runs at once (default 5) */
  concurrency?: number;
  /**
   * How long a lock survives without renewal. The runner renews it while the handler runs,
   * so this is how soon a dead worker's job is taken over, not a limit on the job's duration.
   */
  lockLifetimeMs?: number;
  /** retries after a failure, with exponential backoff from retryDelayMs (default: none) */
  retries?: number;
  retryDelayMs?: number;
  priority?: 'lowest' | 'low' | 'normal' | 'high' | 'highest';
}
