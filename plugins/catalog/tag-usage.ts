import { CATALOG_TAG_USAGE } from './hooks.js';

/** How many records of the enabled plugins link the tag (products' links, through CATALOG_TAG_USAGE). */
export async function tagUsage(tagId: string): Promise<number> {
  const counts = await CATALOG_TAG_USAGE.run({ tagId });
  return counts.reduce((total, n) => total + n, 0);
}
