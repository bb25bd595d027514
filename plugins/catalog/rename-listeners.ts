/** The catalog records another plugin may keep a copy of the name of (products' search text). */
export type RenamedKind = 'category' | 'brand' | 'brand_series' | 'tag';

/** Runs inside the rename's transaction with the record's internal id: a copy of the name changes with it, or neither does. */
export type RenameListener = (kind: RenamedKind, id: string) => Promise<void>;

const listeners: RenameListener[] = [];

/** Lets another plugin (products) react to a catalog record's new name in the same transaction. Returns an unregister function. */
export function onCatalogRenamed(listener: RenameListener): () => void {
  listeners.push(listener);
  return () => {
    const i = listeners.indexOf(listener);
    if (i >= 0) listeners.splice(i, 1);
  };
}

export async function catalogRenamed(kind: RenamedKind, id: string): Promise<void> {
  for (const listener of listeners) await listener(kind, id);
}
