import { clock } from '../../core/clock/clock.js';
import { sqlRows } from '../../core/db/sql.js';

export type ActivityEntity = 'category' | 'brand' | 'brand_series' | 'tag';

/** Appends to catalog_activity inside the caller's transaction. `actor` is an admin public id or 'system'. */
export async function recordActivity(actor: string, action: string, entity: ActivityEntity, publicId: string): Promise<void> {
  await sqlRows(`INSERT INTO catalog_activity (actor, action, entity, "publicId", at) VALUES ($1, $2, $3, $4, $5)`, [
    actor,
    action,
    entity,
    publicId,
    clock.now(),
  ]);
}
