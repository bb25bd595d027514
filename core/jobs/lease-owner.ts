import { randomInt } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import type { EntityManager } from 'typeorm';
import { db } from '../db/transaction.js';
import { logger } from '../log/logger.js';

/**
 * Who holds a lease, and whether it still lives. Each job-processing process is a lease owner: a small
 * random id it holds a session advisory lock on, (LEASE_OWNER_LOCK_SPACE, id), over a connection of its
 * own. PostgreSQL releases the lock when that session ends, so the moment the process dies (killed,
 * crashed, stopped) its id is no longer held: a lease naming a dead owner can be taken back at once,
 * without waiting for it to expire. A frozen process keeps its connection and its lock; the lease's own
 * expiry still bounds that case.
 *
 * A lease stores the owner id beside its token and expiry (e.g. an integer column) and judges it with
 * leaseOwnerAliveSql() inside its claim, or liveLeaseOwners() when reading.
 */

/** First key of the two-key advisory lock form: keeps these locks apart from any other advisory lock. */
export const LEASE_OWNER_LOCK_SPACE = 0x42_4c_4f_57; // "BLOW": Bazaar Lease OWner

interface Holder {
  id: number;
  client: pg.Client;
  users: number;
  stopping: boolean;
}

let holder: Holder | undefined;

/** Opens the owner's connection and locks an id on it: `preferred` (after a reconnect) if still free, else a random one. */
async function connect(connectionString: string, preferred?: number): Promise<{ client: pg.Client; id: number }> {
  const client = new pg.Client({ connectionString, application_name: `bazaar-lease-owner ${os.hostname()}:${process.pid}`.slice(0, 63) });
  await client.connect();
  try {
    const candidates = [...(preferred ? [preferred] : []), ...Array.from({ length: 10 }, () => randomInt(1, 2 ** 31 - 1))];
    for (const id of candidates) {
      const { rows } = await client.query('SELECT pg_try_advisory_lock($1, $2) AS ok', [LEASE_OWNER_LOCK_SPACE, id]);
      if (rows[0].ok) return { client, id };
    }
    throw new Error('Could not take a free lease owner id');
  } catch (e) {
    await client.end().catch(() => {});
    throw e;
  }
}

/**
 * A lost connection loses the lock: leases of this process then look dead and other workers may take
 * them over (their claim tokens stop this process's runs from committing). Reconnect and hold an id again.
 */
function watch(h: Holder, connectionString: string): void {
  h.client.on('error', (err) => {
    if (h.stopping) return;
    logger().error({ err, leaseOwner: h.id }, 'the lease owner connection was lost; its leases may be taken over');
    h.client.end().catch(() => {});
    const retry = (delayMs: number) =>
      setTimeout(async () => {
        if (h.stopping) return;
        try {
          const next = await connect(connectionString, h.id);
          if (h.stopping) return void (await next.client.end().catch(() => {}));
          Object.assign(h, next);
          watch(h, connectionString);
          logger().info({ leaseOwner: h.id }, 'the lease owner connection is back');
        } catch {
          retry(Math.min(delayMs * 2, 30_000));
        }
      }, delayMs).unref();
    retry(1000);
  });
}

/** Makes this process a lease owner (once per process; every start needs its stop). */
export async function startLeaseOwner(connectionString: string): Promise<number> {
  if (holder) {
    holder.users++;
    return holder.id;
  }
  const { client, id } = await connect(connectionString);
  holder = { id, client, users: 1, stopping: false };
  watch(holder, connectionString);
  return id;
}

export async function stopLeaseOwner(): Promise<void> {
  if (!holder || --holder.users > 0) return;
  const h = holder;
  holder = undefined;
  h.stopping = true;
  await h.client.end().catch(() => {});
}

/** This process's owner id, to write into a lease it takes. */
export function currentLeaseOwner(): number {
  if (!holder) throw new Error('This process is no lease owner: startLeaseOwner() has not run (only job-processing processes take leases)');
  return holder.id;
}

/** SQL that is true while the owner named by `column` (an integer expression) lives. */
export function leaseOwnerAliveSql(column: string): string {
  return `EXISTS (SELECT 1 FROM pg_locks l
     WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
       AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
       AND l.classid = ${LEASE_OWNER_LOCK_SPACE}::oid AND l.objid = (${column})::oid)`;
}

/** The owners among `ids` that are alive now. */
export async function liveLeaseOwners(ids: ReadonlyArray<number | null>, manager: EntityManager = db()): Promise<Set<number>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Set();
  const rows: Array<{ id: number }> = await manager.query(`SELECT o.id FROM unnest($1::int[]) AS o(id) WHERE ${leaseOwnerAliveSql('o.id')}`, [wanted]);
  return new Set(rows.map((r) => r.id));
}
