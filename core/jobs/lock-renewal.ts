import type { Job } from 'agenda';

/**
 * Runs fn while renewing the Agenda job's lock every third of its lifetime, so a lock only goes stale
 * when its process is gone (killed, frozen, cut off from the database) and another worker takes the job over.
 * The last renewal is awaited before returning: one landing after Agenda's final save would re-lock the job.
 */
export async function withLockRenewal<T>(job: Job<any>, lockLifetimeMs: number, keepRenewing: () => boolean, fn: () => Promise<T>): Promise<T> {
  let renewal: Promise<void> = Promise.resolve();
  const timer = setInterval(
    () => {
      if (!keepRenewing()) return;
      renewal = renewal.then(() => job.touch()).catch(() => {});
    },
    Math.max(100, Math.floor(lockLifetimeMs / 3)),
  );
  try {
    return await fn();
  } finally {
    clearInterval(timer);
    await renewal;
  }
}
