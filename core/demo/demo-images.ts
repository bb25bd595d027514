/** A stored demo image: its public URL and its storage key. */
export interface StoredDemoImage {
  url: string;
  key: string;
}

/** Stores one demo image publicly (once per `name`, e.g. `blog-x.webp`); provided by the plugin that stores files (uploads). */
export type DemoImageStore = (file: { path: string; name: string }) => Promise<StoredDemoImage>;

let provided: { plugin: string; store: DemoImageStore } | undefined;

/**
 * Called by the files plugin at start-up: demo images then go through its service (checks, media library).
 * Used only by a seed whose plugins include that one (a process may boot again without it: tests).
 */
export function provideDemoImages(plugin: string, store: DemoImageStore): void {
  provided = { plugin, store };
}

/** The image store of the enabled plugins, if one of them provides it. */
export function demoImageStore(enabled: readonly string[]): DemoImageStore | undefined {
  return provided && enabled.includes(provided.plugin) ? provided.store : undefined;
}
