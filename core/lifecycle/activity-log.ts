import type { EntityManager } from 'typeorm';
import { clock } from '../clock/clock.js';
import { actorLabel } from '../context/request-context.js';
import { repo } from '../db/transaction.js';
import { ActivityLogEntry } from './activity-log.entity.js';

/** Appends to the activity log inside the caller's transaction; the actor is the one of the request context. */
export async function recordActivity(action: string, entity: string, publicId: string): Promise<void> {
  await repo(ActivityLogEntry).insert({ actor: actorLabel(), action, entity, publicId, at: clock.now() });
}

/** One entry of a bulk write: who, how, which kind of record, when. */
export interface ActivityEntry {
  actor: string;
  action: string;
  entity: string;
  at: Date;
}

/**
 * Appends one entry per row a set-based write touched, in one statement on `m` (the caller's transaction):
 * `publicId` is the SQL of each row's public id and `from` the rest of the SELECT (`FROM ... [ORDER BY ...]`),
 * which may bind `params` from $5 on. Entries are written in the order `from` gives.
 */
export async function recordActivityRows(m: EntityManager, entry: ActivityEntry, rows: { publicId: string; from: string; params?: unknown[] }): Promise<void> {
  await m.query(`INSERT INTO activity_log (actor, action, entity, public_id, at) SELECT $1, $2, $3, ${rows.publicId}, $4 ${rows.from}`, [
    entry.actor,
    entry.action,
    entry.entity,
    entry.at,
    ...(rows.params ?? []),
  ]);
}
