import { onEventsRecorded } from '../../../../plugins/banners/tracking/event-recorder.js';
import { trackingJobs } from '../../../../plugins/banners/tracking/tracking-jobs.js';

/**
 * The plugin of the tracking kill test's worker processes (test/support/worker-process.ts): the banners
 * tracking jobs (the record job drains the event inbox), telling the test after every committed batch.
 */
export function testPlugin(_mode: 'hang' | 'normal', send: (message: Record<string, unknown>) => void) {
  onEventsRecorded((r) => send({ type: 'recorded', ...r }));
  return { name: 'banners', jobs: trackingJobs };
}
