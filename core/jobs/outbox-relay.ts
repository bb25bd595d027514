import type { DataSource } from 'typeorm';
import { notifications } from '../db/notifications.js';
import { logger } from '../log/logger.js';
import { OUTBOX_CHANNEL, WRITTEN_DELIVERIES } from './outbox.js';
import { claimDueDeliveries, claimUnfannedEvents, fanOut, type RetryPolicy } from './outbox-store.js';

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
  /** delivers one event to one subscriber (deliverToSubscriber), started after the claim committed */
  deliver(publicId: string, subscriber: string): Promise<unknown>;
  /** the most deliveries running at once in this process */
  concurrency: number;
  batchSize?: number;
}

/**
 * Delivers committed outbox events. A pass fans out events published where their subscribers were not known (when a
 * poll or such a publisher woke it), then claims as many due deliveries as it has free delivery slots with FOR UPDATE
 * SKIP LOCKED (so relays on several workers never take the same row) and marks them queued with a lease, in one
 * statement; then runs them here, each in its own transaction that locks its row and marks it done. A worker that dies
 * mid-delivery leaves its rows queued: any relay takes them again when the lease runs out (at worst a second
 * delivery, which waits on the row lock and finds it done). Woken by NOTIFY on commit, by a delivery that
 * finished (a slot is free), else by polling. No job queue in between: an event reaches its subscriber in one
 * relay pass.
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  // a publisher that wrote its event's deliveries says so: only then is there nothing to fan out
  private readonly onNotify = (payload?: string) => this.wake(payload !== WRITTEN_DELIVERIES);
  /** whether the next pass looks for events to fan out (pending ones: published where the subscribers were not known) */
  private fanOutDue = true;
  private running?: Promise<number>;
  private again = false;
  private stopped = false;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(private readonly opts: RelayOptions) {}

  start(): void {
    this.timer = setInterval(() => this.wake(), this.opts.pollMs);
    this.timer.unref();
    // a lost notification connection may have swallowed wake-ups: look again (polling covers the gap too)
    if (this.opts.listen) void notifications.listen(OUTBOX_CHANNEL, this.onNotify, this.onNotify);
    this.wake();
  }

  /** Runs a pass now, or once more after the pass in progress; `fanOut` false: only deliveries can be due. */
  wake(fanOut = true): void {
    if (this.stopped) return;
    if (fanOut) this.fanOutDue = true;
    if (this.running) {
      this.again = true;
      return;
    }
    void this.passes().catch(() => {});
  }

  /** One full relay (passes until nothing is due); resolves to the number of deliveries it started. */
  async relayNow(): Promise<number> {
    while (this.running) await this.running.catch(() => 0);
    this.fanOutDue = true;
    return this.passes();
  }

  /** Stops relaying; resolves when the pass and the deliveries in flight ended, or after `graceMs` (they are leased). */
  async stop(graceMs = Infinity): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    notifications.unlisten(this.onNotify, this.onNotify);
    await this.running?.catch(() => {});
    const all = Promise.allSettled([...this.inFlight]);
    if (graceMs === Infinity) await all;
    else if (graceMs > 0) await Promise.race([all, new Promise((r) => setTimeout(r, graceMs).unref())]);
  }

  /** Runs one claimed delivery; its end frees a slot and wakes the relay for the next ones. */
  private launch(publicId: string, subscriber: string): void {
    const run = this.opts
      .deliver(publicId, subscriber)
      .catch((e) => logger().error({ err: e, eventId: publicId, subscriber }, 'outbox delivery failed to run'))
      .finally(() => {
        this.inFlight.delete(run);
        this.wake(false);
      });
    this.inFlight.add(run);
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

  /**
   * One batch of fan-out when due (a full batch asks for another pass), then as many due deliveries as there are free
   * slots, claimed and leased in one statement and started at once.
   */
  private async pass(limit: number): Promise<{ fanned: number; delivered: number }> {
    let fanned = 0;
    if (this.fanOutDue) {
      this.fanOutDue = false;
      fanned = await this.opts.dataSource.transaction(async (m) => {
        const events = await claimUnfannedEvents(m, limit);
        for (const e of events) await fanOut(m, e.id, this.opts.subscribersOf(e.topic));
        return events.length;
      });
      if (fanned === limit) this.fanOutDue = true;
    }
    const slots = Math.min(limit, this.opts.concurrency - this.inFlight.size);
    const claimed =
      slots > 0 && !this.stopped ? await claimDueDeliveries(this.opts.dataSource.manager, this.opts.known, slots, this.opts.leaseMs, this.opts.policy) : [];
    for (const d of claimed) this.launch(d.publicId, d.subscriber);
    return { fanned, delivered: claimed.length };
  }
}
