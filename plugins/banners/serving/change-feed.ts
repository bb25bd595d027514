import { notifications } from '../../../core/db/notifications.js';
import { logger } from '../../../core/log/logger.js';
import { BANNERS_TABLES_CHANGED } from '../hooks.js';

/** Channel the banners tables' statement triggers notify on (migration 1764700002000), on every instance. */
export const BANNER_CHANGES_CHANNEL = 'bazaar_banner_changes';

// Handlers run one notification after another, in commit order: a cache drop in Redis takes a round trip,
// and a later notification's handlers must not overtake an earlier one's.
let applied: Promise<void> = Promise.resolve();

const dispatch = (table: string): void => {
  applied = applied
    .then(() => BANNERS_TABLES_CHANGED.run({ table }))
    .then(
      () => undefined,
      (err: unknown) => logger().warn({ err, table }, 'banners: a change notification was not applied'),
    );
};

/** Resolves once the handlers of every notification heard so far have finished. */
export function bannerChangesApplied(): Promise<void> {
  return applied;
}

/** Listens on the channel (the plugin's onStart; the notifications connection forgets listeners when it stops). */
export async function startBannerChangeFeed(): Promise<void> {
  dispatch('*');
  await notifications.listen(BANNER_CHANGES_CHANNEL, dispatch, () => dispatch('*'));
}
