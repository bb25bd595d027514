import type { DataSource } from 'typeorm';
import { notifications } from '../db/notifications.js';
import { logger } from '../log/logger.js';
import { OUTBOX_CHANNEL } from './outbox.js';
import { claimDueDeliveries, claimUnfannedEvents, fanOut, markDeliveriesQueued, type RetryPolicy } from './outbox-store.js';

export interface RelayOptions {
  dataSource: DataSource;
  /** woken by the publishers' NOTIFY (through core notifications); false polls only */
  listen: boolean;
  pollMs: number;
  leaseMs: number;
  policy: RetryPolicy;
  /** names of the enabled subscribers of a topic */
  subscribersOf(topic: string): string[];
  /** every enabled subscriber's name: the deliveries this process may take */
  known: string[];
  /** hands one delivery to a job (Agenda); runs while the delivery row is locked */
  enqueue(publicId: string, subscriber: string): Promise<void>;
  batchSize?: number;
}

/**
 * Moves committed outbox events to jobs. Each pass first fans due events out into one delivery row per
 * enabled subscriber, then claims due deliveries with FOR UPDATE SKIP LOCKED (so relays on several workers
 * never take the same row), enqueues a delivery job per row and marks the rows queued with a lease, in one
 * transaction: a relay that dies mid-pass leaves its rows pending for the next one (at worst a duplicate
 * job, which delivery makes harmless). Woken by NOTIFY on commit, else by polling.
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private readonly onNotify = () => this.wake();
  private running?: Promise<number>;
  private again = false;
  private stopped = false;

  constructor(private readonly opts: RelayOptions) {}

  start(): void {
    this.timer = setInterval(() => this.wake(), this.opts.pollMs);
    this.timer.unref();
    // a lost notification connection may have swallowed wake-ups: look again (polling covers the gap too)
    if (this.opts.listen) void notifications.listen(OUTBOX_CHANNEL, this.onNotify, this.onNotify);
    this.wake();
  }

  /** Runs a pass now, or once more after the pass in progress. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    void this.passes().catch(() => {});
  }

  /** One full relay (passes until nothing is due); resolves to the number of deliveries handed to jobs. */
  async relayNow(): Promise<number> {
    while (this.running) await this.running.catch(() => 0);
    return this.passes();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    notifications.unlisten(this.onNotify, this.onNotify);
    await this.running?.catch(() => {});
  }

  private passes(): Promise<number> {
    const run = (async () => {
      let total = 0;
      try {
        do {
          this.again = false;
          const batch = this.opts.batchSize ?? 100;
          let n: { fanned: number; delivered: number };
          do {
            n = await this.pass(batch);
            total += n.delivered;
          } while ((n.fanned === batch || n.delivered === batch) && !this.stopped);
        } while (this.again && !this.stopped);
      } catch (e) {
        if (!this.stopped) logger().error({ err: e }, 'outbox relay pass failed');
        throw e;
      } finally {
        this.running = undefined;
      }
      return total;
    })();
    this.running = run;
    return run;
  }

  /** One batch of fan-out, then one of deliveries (a full batch of either asks for another pass). */
  private async pass(limit: number): Promise<{ fanned: number; delivered: number }> {
    const fanned = await this.opts.dataSource.transaction(async (m) => {
      const events = await claimUnfannedEvents(m, limit);
      for (const e of events) await fanOut(m, e.id, this.opts.subscribersOf(e.topic));
      return events.length;
    });
    const delivered = await this.opts.dataSource.transaction(async (m) => {
      const claimed = await claimDueDeliveries(m, this.opts.known, limit, this.opts.policy);
      if (!claimed.length) return 0;
      for (const d of claimed) await this.opts.enqueue(d.publicId, d.subscriber);
      await markDeliveriesQueued(
        m,
        claimed.map((d) => d.id),
        this.opts.leaseMs,
      );
      return claimed.length;
    });
    return { fanned, delivered };
  }
}
