import { notifications } from '../../../core/db/notifications.js';
import { BANNER_TABLES_CHANGED } from '../hooks.js';

/** Channel the banners tables' statement triggers notify on (migration 1764700002000), on every instance. */
export const BANNER_CHANGES_CHANNEL = 'bazaar_banner_changes';

const dispatch = (table: string) => void BANNER_TABLES_CHANGED.run({ table });

/** Listens on the channel (the plugin's onStart; the notifications connection forgets listeners when it stops). */
export async function startBannerChangeFeed(): Promise<void> {
  dispatch('*');
  await notifications.listen(BANNER_CHANGES_CHANNEL, dispatch, () => dispatch('*'));
}
