import pg from 'pg';
import { logger } from '../log/logger.js';
import { db } from './transaction.js';

type Listener = (payload: string) => void;

/**
 * PostgreSQL LISTEN/NOTIFY between instances sharing a database. A notification sent inside a
 * transaction is delivered when it commits. After a lost connection every channel gets a
 * `reconnected` call, since notifications sent meanwhile are gone.
 */
class Notifications {
  private client?: pg.Client;
  private url?: string;
  private stopped = true;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly onReconnect = new Set<() => void>();

  async start(url: string): Promise<void> {
    this.url = url;
    this.stopped = false;
    await this.connect();
  }

  /** Listens on the channel; `reconnected` runs when notifications may have been missed. */
  async listen(channel: string, fn: Listener, reconnected?: () => void): Promise<void> {
    let set = this.listeners.get(channel);
    if (!set) {
      this.listeners.set(channel, (set = new Set()));
      await this.client?.query(`LISTEN "${channel}"`);
    }
    set.add(fn);
    if (reconnected) this.onReconnect.add(reconnected);
  }

  /** Sends in the current transaction (delivered on commit) or at once outside one; a no-op before start. */
  async notify(channel: string, payload: string): Promise<void> {
    if (this.stopped) return;
    await db().query('SELECT pg_notify($1, $2)', [channel, payload]);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const c = this.client;
    this.client = undefined;
    await c?.end().catch(() => {});
    this.listeners.clear();
    this.onReconnect.clear();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: 'bazaar-notifications' });
    client.on('notification', (n) => {
      for (const fn of this.listeners.get(n.channel) ?? []) fn(n.payload ?? '');
    });
    client.on('error', (e) => {
      logger().warn({ err: e }, 'notification connection lost; reconnecting');
      this.client = undefined;
      for (const fn of this.onReconnect) fn();
      if (!this.stopped) setTimeout(() => void this.connect().catch(() => {}), 1000).unref();
    });
    await client.connect();
    for (const channel of this.listeners.keys()) await client.query(`LISTEN "${channel}"`);
    this.client = client;
  }
}

export const notifications = new Notifications();
