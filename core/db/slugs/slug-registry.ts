import { clock } from '../../clock/clock.js';
import { AppError } from '../../http/app-error.js';
import { db, withTransaction } from '../transaction.js';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export class SlugTakenError extends AppError {
  constructor(public readonly slug: string) {
    super(409, 'SLUG_ALREADY_EXISTS', `The slug "${slug}" is already in use`);
  }
}

/** Lower-case, accents stripped, words joined by single hyphens. */
export function slugify(text: string, maxLength = 200): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
}

export interface SlugOwner {
  entityId: string;
  isCurrent: boolean;
}

/**
 * Makes `slug` the current slug of the entity in the scope; its previous slug is retired, never freed.
 * A slug held (now or before) by another entity is refused; the caller maps SlugTakenError to its own code.
 * Row-locks through the unique index, so two concurrent claims cannot both win.
 */
export async function assignSlug(scope: string, entityId: string, slug: string): Promise<void> {
  await withTransaction(async () => {
    const m = db();
    const inserted: Array<{ entity_id: string }> = await m.query(
      `INSERT INTO slugs (scope, slug, entity_id, is_current) VALUES ($1, $2, $3, false)
       ON CONFLICT (scope, slug) DO UPDATE SET scope = EXCLUDED.scope
       RETURNING entity_id`,
      [scope, slug, entityId],
    );
    if (String(inserted[0].entity_id) !== String(entityId)) throw new SlugTakenError(slug);
    // two statements: the partial unique index on the current slug is checked row by row
    await m.query(`UPDATE slugs SET is_current = false WHERE scope = $1 AND entity_id = $2 AND is_current AND slug <> $3`, [scope, entityId, slug]);
    await m.query(`UPDATE slugs SET is_current = true WHERE scope = $1 AND slug = $2 AND NOT is_current`, [scope, slug]);
  });
}

/**
 * Bulk claim for entities created in the caller's transaction (they hold no slug yet): one INSERT, in slug
 * order so two racing bulk claims wait for each other instead of deadlocking. Returns the slugs another
 * transaction holds (empty when every one was claimed); the caller then rolls back.
 */
export async function assignNewSlugs(scope: string, slugs: string[], entityIds: string[]): Promise<string[]> {
  const claimed: Array<{ slug: string }> = await db().query(
    `INSERT INTO slugs (scope, slug, entity_id, is_current, created_at)
     SELECT $1, w.slug, w.entity_id, true, $4 FROM unnest($2::text[], $3::bigint[]) w(slug, entity_id)
     ORDER BY w.slug
     ON CONFLICT (scope, slug) DO NOTHING
     RETURNING slug`,
    [scope, slugs, entityIds, clock.now()],
  );
  if (claimed.length === slugs.length) return [];
  const got = new Set(claimed.map((r) => r.slug));
  return slugs.filter((s) => !got.has(s));
}

/** Who holds the slug in the scope (current or retired), or null. */
export async function resolveSlug(scope: string, slug: string): Promise<SlugOwner | null> {
  const rows: Array<{ entity_id: string; is_current: boolean }> = await db().query(`SELECT entity_id, is_current FROM slugs WHERE scope = $1 AND slug = $2`, [
    scope,
    slug,
  ]);
  return rows[0] ? { entityId: String(rows[0].entity_id), isCurrent: rows[0].is_current } : null;
}

export async function isSlugAvailable(scope: string, slug: string, forEntityId?: string): Promise<boolean> {
  const owner = await resolveSlug(scope, slug);
  return !owner || (forEntityId !== undefined && owner.entityId === String(forEntityId));
}

export async function slugHistory(scope: string, entityId: string): Promise<string[]> {
  const rows: Array<{ slug: string }> = await db().query(
    `SELECT slug FROM slugs WHERE scope = $1 AND entity_id = $2 AND NOT is_current ORDER BY created_at, id`,
    [scope, entityId],
  );
  return rows.map((r) => r.slug);
}

/** Makes `slug` the current slug of the entity, mapping a taken slug to the area's 409 `taken()`. */
export async function claimSlug(scope: string, entityId: string, slug: string, taken: () => AppError): Promise<void> {
  try {
    await assignSlug(scope, entityId, slug);
  } catch (e) {
    if (e instanceof SlugTakenError) throw taken();
    throw e;
  }
}

export interface GeneratedSlugRules {
  maxLength: number;
  /** how many candidates (base, base-2, base-3...) to try */
  tries: number;
  /** the base when the text has no letters or digits */
  fallback: string;
  /** the area's 409 when every candidate is taken */
  exhausted: () => AppError;
}

/** Derives a free slug from the text, base then base-2, base-3...; returns the one claimed. */
export async function claimGeneratedSlug(scope: string, entityId: string, text: string, rules: GeneratedSlugRules): Promise<string> {
  // room for the "-NN" suffix
  const base = slugify(text, rules.maxLength - 4) || rules.fallback;
  for (let n = 1; n <= rules.tries; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    try {
      await assignSlug(scope, entityId, candidate);
      return candidate;
    } catch (e) {
      if (!(e instanceof SlugTakenError)) throw e;
    }
  }
  throw rules.exhausted();
}

/** An entity deleted for good gives its slugs (current and retired) back, so another may take them. */
export async function releaseSlugs(scope: string, entityId: string): Promise<void> {
  await db().query(`DELETE FROM slugs WHERE scope = $1 AND entity_id = $2`, [scope, entityId]);
}

/** SQL join of the current slug of `alias` (alias.id) under `scope`, exposed as `<as>.slug`. */
export function currentSlugJoin(scope: string, alias: string, as: string, inner = false): string {
  return slugJoin(as, `'${scope}'`, `${as}.entity_id = ${alias}.id AND ${as}.is_current`, inner ? 'JOIN' : 'LEFT JOIN');
}

/** The registry as the FROM item `alias`, for a statement that matches slugs itself (`FROM slugs s WHERE s.scope = ...`). */
export function slugsFrom(alias: string): string {
  return `slugs ${alias}`;
}

/**
 * SQL join of the registry as `alias`, its rows under `scope` (an SQL expression: `'brand'`, `$1`, `b.target_kind`)
 * that also match `on` (`s.entity_id = t.id AND s.is_current`, `s.slug = w.slug`).
 */
export function slugJoin(alias: string, scope: string, on: string, join: 'JOIN' | 'LEFT JOIN' = 'JOIN'): string {
  return `${join} slugs ${alias} ON ${alias}.scope = ${scope} AND ${on}`;
}

/** The current slug of the entity whose id is the SQL expression `id` under `scope`, as a scalar subquery (null when none). */
export function currentSlugOf(scope: string, id: string): string {
  return `(SELECT s.slug FROM slugs s WHERE s.scope = '${scope}' AND s.entity_id = ${id} AND s.is_current)`;
}
