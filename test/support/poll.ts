/**
 * Polls `probe` until `ok` holds, for effects of jobs and outbox subscribers that no event of the test's own
 * announces; past the deadline it fails, naming `what` and the last value seen.
 */
export async function pollUntil<T>(probe: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 15_000, what = 'a condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await probe();
  while (!ok(last)) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; last value: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 25));
    last = await probe();
  }
  return last;
}
