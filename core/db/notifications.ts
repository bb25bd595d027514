import pg from 'pg';
import { logger } from '../log/logger.js';
import { db } from './transaction.js';

type Listener = (payload: string) => void;

const RECONNECT_MS = 1000;

/**
 * PostgreSQL LISTEN/NOTIFY between instances sharing a database, over one connection per process.
 * A notification sent inside a transaction is delivered when it commits. When the connection drops,
 * and again once it is back, every `missed` callback runs, since notifications sent meanwhile are gone.
 */
class Notifications {
  private client?: pg.Client;
  private url?: string;
  private stopped = true;
  private reconnectTimer?: NodeJS.Timeout;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly onMissed = new Set<() => void>();

  async start(url: string): Promise<void> {
    this.url = url;
    this.stopped = false;
    await this.connect();
  }

  /** Listens on the channel; `missed` runs when notifications may have been lost. */
  async listen(channel: string, fn: Listener, missed?: () => void): Promise<void> {
    let set = this.listeners.get(channel);
    if (!set) {
      this.listeners.set(channel, (set = new Set()));
      await this.client?.query(`LISTEN "${channel}"`);
    }
    set.add(fn);
    if (missed) this.onMissed.add(missed);
  }

  unlisten(fn: Listener, missed?: () => void): void {
    for (const set of this.listeners.values()) set.delete(fn);
    if (missed) this.onMissed.delete(missed);
  }

  /** Sends in the current transaction (delivered on commit) or at once outside one; a no-op before start. */
  async notify(channel: string, payload: string): Promise<void> {
    if (this.stopped) return;
    await db().query('SELECT pg_notify($1, $2)', [channel, payload]);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    const c = this.client;
    this.client = undefined;
    await c?.end().catch(() => {});
    this.listeners.clear();
    this.onMissed.clear();
  }

  private missed(): void {
    for (const fn of this.onMissed) fn();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: 'bazaar-notifications' });
    const lost = (e?: Error) => {
      if (this.client !== client || this.stopped) return;
      logger().warn({ err: e }, 'notification connection lost; reconnecting');
      this.client = undefined;
      client.end().catch(() => {});
      this.missed();
      this.reconnectLater();
    };
    client.on('notification', (n) => {
      for (const fn of this.listeners.get(n.channel) ?? []) fn(n.payload ?? '');
    });
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    for (const channel of this.listeners.keys()) await client.query(`LISTEN "${channel}"`);
    this.client = client;
  }

  private reconnectLater(): void {
    this.reconnectTimer = setTimeout(() => {
      if (this.stopped) return;
      this.connect().then(
        () => this.missed(),
        () => this.reconnectLater(),
      );
    }, RECONNECT_MS);
    this.reconnectTimer.unref();
  }
}

export const notifications = new Notifications();
