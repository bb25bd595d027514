import type { EntityManager } from 'typeorm';
import { clock } from '../../../../core/clock/clock.js';

/**
 * Bulk variant of core assignSlug for entities created in the same transaction (they have no slug yet):
 * one INSERT for all of them. Returns the slugs another transaction took meanwhile (empty when all were
 * claimed); the caller must then roll back. Wanted in core/db/slugs/slug-registry.ts as `assignNewSlugs`.
 */
export async function assignNewSlugs(m: EntityManager, scope: string, slugs: string[], entityIds: string[]): Promise<string[]> {
  const claimed: Array<{ slug: string }> = await m.query(
    `INSERT INTO slugs (scope, slug, entity_id, is_current, created_at)
     SELECT $1, w.slug, w.entity_id, true, $4 FROM unnest($2::text[], $3::bigint[]) w(slug, entity_id)
     ORDER BY w.slug -- one lock order for every import: two racing imports wait, never deadlock
     ON CONFLICT (scope, slug) DO NOTHING
     RETURNING slug`,
    [scope, slugs, entityIds, clock.now()],
  );
  if (claimed.length === slugs.length) return [];
  const got = new Set(claimed.map((r) => r.slug));
  return slugs.filter((s) => !got.has(s));
}
