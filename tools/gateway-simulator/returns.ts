import type { Transaction } from './transactions.js';

/**
 * Return URLs the simulator fetches itself (a duplicated return, or a replay asked by a test), as a second
 * delivery of what the browser was sent. Timers and requests in flight end with close().
 */
export class ReturnReplayer {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<AbortController>();
  private readonly pending = new Set<Promise<unknown>>();

  /** Fetches `tx.lastReturn` after `delayMs` (fire and forget; the outcome lands in tx.returns). */
  later(tx: Transaction, url: string, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.deliver(tx, url, 'duplicate');
    }, delayMs);
    this.timers.add(timer);
  }

  /** Fetches the URL now, without following its redirect; records and answers the HTTP status. */
  deliver(tx: Transaction, url: string, kind: 'duplicate' | 'replay'): Promise<{ httpStatus: number | null; error: string | null }> {
    const abort = new AbortController();
    this.inFlight.add(abort);
    const run = (async () => {
      const at = new Date();
      try {
        const res = await fetch(url, { redirect: 'manual', signal: abort.signal });
        await res.arrayBuffer().catch(() => undefined);
        tx.returns.push({ kind, url, at, httpStatus: res.status, error: null });
        return { httpStatus: res.status, error: null };
      } catch (e) {
        const error = e instanceof Error ? e.message : String(e);
        tx.returns.push({ kind, url, at, httpStatus: null, error });
        return { httpStatus: null, error };
      } finally {
        this.inFlight.delete(abort);
      }
    })();
    this.pending.add(run);
    void run.finally(() => this.pending.delete(run));
    return run;
  }

  async close(): Promise<void> {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    for (const a of this.inFlight) a.abort();
    await Promise.allSettled([...this.pending]);
  }
}
