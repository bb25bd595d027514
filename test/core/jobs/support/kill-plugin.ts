import { subscribe } from '../../../../core/jobs/subscribers.js';
import { definePlugin } from '../../../../core/plugin.js';
import { recordEffect } from './effects.js';

export const KILL_TOPIC = 'test.kill.charge';

/**
 * The plugin of the kill test's worker processes. In `hang` mode the handler writes its effect, tells the
 * test it is mid-flight (its transaction open and uncommitted) and never returns, so the test can kill it there.
 */
export function testPlugin(mode: 'hang' | 'normal', send: (message: Record<string, unknown>) => void) {
  return definePlugin({
    name: 'payments',
    subscribers: [
      subscribe(KILL_TOPIC, 'payments.charge', async (event) => {
        await recordEffect(`worker-${mode}`, 'charged', event);
        if (mode === 'hang') {
          send({ type: 'mid-flight', eventId: event.id });
          await new Promise(() => {});
        }
      }),
    ],
  });
}
