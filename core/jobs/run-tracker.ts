import type { Agenda, Job } from 'agenda';
import type { Logger } from 'pino';

export interface RunTracker {
  /** runs of this process between Agenda's 'start' and 'complete' */
  active(): number;
  /** resolves when no run is active, or after timeoutMs */
  idle(timeoutMs: number): Promise<void>;
  /** resolves when the removals of finished jobs have landed */
  removalsSettled(): Promise<void>;
}

/**
 * Counts this process's runs from 'start' to 'complete' (emitted after Agenda's last save of a run), so a
 * graceful stop can wait for them. A one-off job that succeeded is removed here rather than by Agenda's
 * removeOnComplete, which deletes after 'complete' where a stop cannot wait for it. Failed jobs stay.
 */
export function trackRuns(agenda: Agenda, log: Logger): RunTracker {
  let active = 0;
  let onIdle: (() => void) | undefined;
  const succeeded = new Set<string>();
  const removals = new Set<Promise<unknown>>();
  agenda.on('start', (_job: unknown, remote?: boolean) => {
    if (!remote) active++;
  });
  agenda.on('success', (job: Job<any>, remote?: boolean) => {
    if (!remote) succeeded.add(String(job.attrs._id));
  });
  agenda.on('complete', (job: Job<any>, remote?: boolean) => {
    if (remote) return;
    if (succeeded.delete(String(job.attrs._id)) && !job.attrs.nextRunAt && job.attrs._id) {
      const removal: Promise<unknown> = agenda
        .cancel({ id: job.attrs._id })
        .catch((e) => log.warn({ err: e, job: job.attrs.name }, 'could not remove a finished job'))
        .finally(() => removals.delete(removal));
      removals.add(removal);
    }
    active--;
    if (active <= 0) onIdle?.();
  });
  return {
    active: () => active,
    idle: (timeoutMs) =>
      active <= 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, timeoutMs);
            onIdle = () => {
              clearTimeout(timer);
              resolve();
            };
          }),
    removalsSettled: async () => void (await Promise.all([...removals])),
  };
}
