import type { Config } from '../../config/index.js';

/**
 * What a plugin's `demo(ctx)` gets. A demo runs as the system actor (surface `job`), after every plugin has
 * started, in plugin load order: a plugin's demo may use what its requirements' demos created. It writes
 * through the plugin's own services (rules, slugs and the activity log apply) and is idempotent: it looks each
 * record up by a natural key (a slug, a page key, a title) and creates only what is missing, never changing
 * what exists, so a second run changes nothing and a merchant's edits are kept.
 */
export interface DemoContext {
  config: Config;
  /** one plain line of progress (logged at info, with the plugin's name) */
  log(message: string): void;
  /**
   * Stores a committed image (`file`: a path from the project root, e.g. `plugins/blog/demo-assets/x.webp`) so
   * that it serves publicly, once: the same file gives the same URL on every run. null when no plugin stores
   * files (the uploads plugin is off): the demo then leaves the image field out.
   */
  image(file: string): Promise<string | null>;
  /**
   * The same, stored once likewise, as its storage key (`public/...`): for records that keep a key and have the
   * storage service make the URL (product media). null when no plugin stores files.
   */
  imageKey(file: string): Promise<string | null>;
  /** Validates plain input against a DTO class as the API would (unknown fields refused); the DTO instance. */
  input<T extends object>(dto: new () => T, plain: Record<string, unknown>): Promise<T>;
  /**
   * Waits until every outbox event published since the seed began is handled, the reactions' own events too (an
   * order after a payment): for a demo that stands on another area's reaction. The events are delivered by the
   * workers (this process's, or a running service's); without one it fails after a minute, saying so.
   */
  settled(): Promise<void>;
}
