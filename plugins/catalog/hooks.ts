import { defineHook } from '../../core/hooks/index.js';

/** The catalog records another plugin may keep a copy of the name of (products' search text). */
export type RenamedKind = 'category' | 'brand' | 'brand_series' | 'tag';

/**
 * A catalog record got a new name: run inside the rename's transaction with the record's internal id, so a
 * copy of the name changes with it, or neither does. A failing handler fails the rename.
 */
export const CATALOG_RECORD_RENAMED = defineHook<{ kind: RenamedKind; id: string }>('catalog.record-renamed');

/** How many of a handler's records link the tag (internal id); the tag cannot be deleted while the sum is above 0. */
export const CATALOG_TAG_USAGE = defineHook<{ tagId: string }, number>('catalog.tag-usage');

/** Run after every drop of the catalog's cached storefront reads (after commit), for caches built on them. */
export const CATALOG_READS_DROPPED = defineHook('catalog.reads-dropped');
