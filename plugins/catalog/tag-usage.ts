/** Answers how many products link the tag (internal id); registered by the products plugin. */
export type TagUsageCheck = (tagId: string) => Promise<number>;

const checks: TagUsageCheck[] = [];

/** Lets another plugin (products) veto a tag delete while products link it. Returns an unregister function. */
export function registerTagUsageCheck(check: TagUsageCheck): () => void {
  checks.push(check);
  return () => {
    const i = checks.indexOf(check);
    if (i >= 0) checks.splice(i, 1);
  };
}

export async function tagUsage(tagId: string): Promise<number> {
  let total = 0;
  for (const check of checks) total += await check(tagId);
  return total;
}
