import type { JobRowError } from '../catalog-job.entity.js';
import { MAX_RETAINED_ERRORS } from '../job-columns.js';

/** Row errors of a run: the first MAX_RETAINED_ERRORS kept (sorted by row on the way out), all of them counted. */
export class ErrorLog {
  private readonly kept: JobRowError[] = [];
  count = 0;

  add(...errors: JobRowError[]): void {
    for (const e of errors) {
      this.count++;
      if (this.kept.length < MAX_RETAINED_ERRORS) this.kept.push(e);
    }
  }

  get empty(): boolean {
    return this.count === 0;
  }

  list(): JobRowError[] {
    return [...this.kept].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  }
}
