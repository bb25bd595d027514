import pg from 'pg';
import type { DataSource } from 'typeorm';
import { logger } from '../log/logger.js';
import { OUTBOX_CHANNEL } from './outbox.js';
import { claimDue, markQueued, type RetryPolicy } from './outbox-store.js';

export interface RelayOptions {
  dataSource: DataSource;
  /** connection string for the LISTEN connection; undefined polls only */
  listenUrl?: string;
  pollMs: number;
  leaseMs: number;
  policy: RetryPolicy;
  /** hands one event to a job (Agenda); runs while the event row is locked */
  enqueue(publicId: string): Promise<void>;
  batchSize?: number;
}

/**
 * Moves committed outbox events to jobs. Each pass claims due rows with FOR UPDATE SKIP LOCKED (so relays
 * on several workers never take the same row), enqueues a delivery job per row, then marks the rows queued
 * with a lease, all in one transaction: a relay that dies mid-pass leaves its rows pending for the next one
 * (at worst a duplicate job, which delivery makes harmless). Woken by NOTIFY on commit, else by polling.
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private listener?: pg.Client;
  private reconnectTimer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private again = false;
  private stopped = false;

  constructor(private readonly opts: RelayOptions) {}

  start(): void {
    this.timer = setInterval(() => this.wake(), this.opts.pollMs);
    this.timer.unref();
    if (this.opts.listenUrl) void this.listen();
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

  /** One full relay (passes until nothing is due); resolves to the number of events handed to jobs. */
  async relayNow(): Promise<number> {
    while (this.running) await this.running.catch(() => 0);
    return this.passes();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.reconnectTimer);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => {});
    await this.running?.catch(() => {});
  }

  private passes(): Promise<number> {
    const run = (async () => {
      let total = 0;
      try {
        do {
          this.again = false;
          const batch = this.opts.batchSize ?? 100;
          let n: number;
          do {
            n = await this.pass(batch);
            total += n;
          } while (n === batch && !this.stopped);
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

  private async pass(limit: number): Promise<number> {
    return this.opts.dataSource.transaction(async (m) => {
      const claimed = await claimDue(m, limit, this.opts.policy);
      if (!claimed.length) return 0;
      for (const e of claimed) await this.opts.enqueue(e.publicId);
      await markQueued(m, claimed.map((e) => e.id), this.opts.leaseMs);
      return claimed.length;
    });
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.opts.listenUrl, application_name: 'bazaar-outbox-relay' });
    const retry = () => {
      if (this.listener !== client || this.stopped) return;
      this.listener = undefined;
      client.end().catch(() => {});
      this.reconnectTimer = setTimeout(() => void this.listen(), 1000);
      this.reconnectTimer.unref();
    };
    client.on('error', (e) => {
      logger().warn({ err: e }, 'outbox relay lost its LISTEN connection; polling until it is back');
      retry();
    });
    client.on('end', retry);
    client.on('notification', () => this.wake());
    this.listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
      if (this.stopped) await client.end();
      else this.wake(); // events committed while we were not listening
    } catch (e) {
      if (!this.stopped) logger().warn({ err: e }, 'outbox relay could not LISTEN; polling until it can');
      retry();
    }
  }
}
