import { notifications } from '../../../core/db/notifications.js';

/** Channel the banners tables' statement triggers notify on (migration 1764700002000), on every instance. */
export const BANNER_CHANGES_CHANNEL = 'bazaar_banner_changes';

type Listener = (table: string) => void;
const listeners = new Set<Listener>();
const dispatch = (table: string) => listeners.forEach((l) => l(table));

/**
 * Calls `fn` with the table name after any committed write to placements, banners or campaigns, from any
 * instance (PostgreSQL NOTIFY), and with '*' at start and when notifications may have been missed.
 */
export function onBannerTablesChanged(fn: Listener): void {
  listeners.add(fn);
}

/** Listens on the channel (the plugin's onStart; the notifications connection forgets listeners when it stops). */
export async function startBannerChangeFeed(): Promise<void> {
  dispatch('*');
  await notifications.listen(BANNER_CHANGES_CHANNEL, dispatch, () => dispatch('*'));
}
