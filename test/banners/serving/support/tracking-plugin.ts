import { BANNERS_EVENTS_RECORDED } from '../../../../plugins/banners/hooks.js';
import { trackingJobs } from '../../../../plugins/banners/tracking/tracking-jobs.js';

/**
 * The plugin of the tracking kill test's worker processes (test/support/worker-process.ts): the banners
 * tracking jobs (the record job drains the event inbox), telling the test after every committed batch.
 */
export function testPlugin(_mode: 'hang' | 'normal', send: (message: Record<string, unknown>) => void) {
  return {
    name: 'banners',
    jobs: trackingJobs,
    hooks: [BANNERS_EVENTS_RECORDED.handle('banners.tell-test', (r) => void send({ type: 'recorded', ...r }))],
  };
}
