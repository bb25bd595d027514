import { clock } from '../clock/clock.js';
import { actorLabel } from '../context/request-context.js';
import { repo } from '../db/transaction.js';
import { ActivityLogEntry } from './activity-log.entity.js';

/** Appends to the activity log inside the caller's transaction; the actor is the one of the request context. */
export async function recordActivity(action: string, entity: string, publicId: string): Promise<void> {
  await repo(ActivityLogEntry).insert({ actor: actorLabel(), action, entity, publicId, at: clock.now() });
}
