/** Stores one demo image publicly and gives its URL; provided by the plugin that stores files (uploads). */
export type DemoImageStore = (file: { path: string; name: string }) => Promise<string>;

let store: DemoImageStore | undefined;

/** Called by the files plugin at start-up: demo images then go through its service (checks, media library). */
export function provideDemoImages(next: DemoImageStore | undefined): void {
  store = next;
}

export function demoImageStore(): DemoImageStore | undefined {
  return store;
}
