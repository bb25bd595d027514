import type { EntityManager } from 'typeorm';
import { slugJoin } from '../../../../core/db/slugs/slug-registry.js';
import { SLUG_GENERATION_TRIES } from '../../catalog-slugs.js';
import { RowError } from '../errors.js';
import type { JobEntity } from '../job-columns.js';
import type { ErrorLog } from './error-log.js';

/** What resolution needs of a row (the rest of it waits in the staging table). */
export interface RowKey {
  row: number;
  explicitSlug: string | null;
  /** slug base generated from the name when the row has no slug ('' otherwise) */
  base: string;
  parentSlug: string | null;
  brandSlug: string | null;
  /** false when the row failed its field checks (it is still a possible parent for the cycle and depth checks) */
  valid: boolean;
}

export type ParentRef = { kind: 'existing'; id: string } | { kind: 'row'; index: number } | null;

export interface Resolution {
  slugs: string[];
  parents: ParentRef[];
  depths: number[];
  brandIds: Array<string | null>;
}

const MAX_DEPTH = 6;
const error = (row: number, column: string, errorCode: string, message: string) => ({ row, column, errorCode, message });

/**
 * Settles slugs (explicit ones unique in the file and in the registry; missing ones generated as the create
 * route does), category parents (in the file, in any order, or existing), cycles and depth, and the owning
 * brand of series. Problems go to `log`; the caller writes nothing when there is any.
 */
export async function resolveRows(m: EntityManager, entity: JobEntity, keys: RowKey[], log: ErrorLog): Promise<Resolution> {
  const slugs = await settleSlugs(m, entity, keys, log);
  const { parents, depths } = entity === 'category' ? await settleParents(m, keys, slugs, log) : { parents: keys.map(() => null), depths: keys.map(() => 0) };
  const brandIds = entity === 'brand_series' ? await settleBrands(m, keys, log) : keys.map(() => null);
  return { slugs, parents, depths, brandIds };
}

async function settleSlugs(m: EntityManager, scope: JobEntity, keys: RowKey[], log: ErrorLog): Promise<string[]> {
  const slugs: string[] = keys.map((k) => k.explicitSlug ?? '');
  const firstIndex = new Map<string, number>();
  keys.forEach((k, i) => {
    if (!k.explicitSlug) return;
    const first = firstIndex.get(k.explicitSlug);
    if (first === undefined) firstIndex.set(k.explicitSlug, i);
    else log.add(error(k.row, 'slug', RowError.SLUG_DUPLICATE, `slug "${k.explicitSlug}" is already used on row ${keys[first].row}`));
  });
  const explicit = [...firstIndex.keys()];
  if (explicit.length) {
    const taken: Array<{ slug: string }> = await m.query(`SELECT s.slug FROM unnest($2::text[]) w(slug) ${slugJoin('s', '$1', 's.slug = w.slug')}`, [
      scope,
      explicit,
    ]);
    for (const { slug } of taken) {
      log.add(error(keys[firstIndex.get(slug)!].row, 'slug', RowError.SLUG_TAKEN, `slug "${slug}" is already in use`));
    }
  }
  const bases = [...new Set(keys.filter((k) => !k.explicitSlug).map((k) => k.base))];
  if (!bases.length) return slugs;
  const used = new Set(explicit);
  const held: Array<{ slug: string }> = await m.query(
    `SELECT s.slug FROM unnest($2::text[]) b(base) ${slugJoin('s', '$1', 's.slug = b.base')}
     UNION
     SELECT s.slug FROM unnest($2::text[]) b(base) ${slugJoin('s', '$1', `regexp_replace(s.slug, '-[0-9]+$', '') = b.base`)}`,
    [scope, bases],
  );
  for (const { slug } of held) used.add(slug);
  const nextTry = new Map<string, number>();
  keys.forEach((k, i) => {
    if (k.explicitSlug) return;
    let n = nextTry.get(k.base) ?? 1;
    for (; n <= SLUG_GENERATION_TRIES; n++) {
      const candidate = n === 1 ? k.base : `${k.base}-${n}`;
      if (used.has(candidate)) continue;
      used.add(candidate);
      slugs[i] = candidate;
      break;
    }
    nextTry.set(k.base, n + 1);
    if (!slugs[i]) log.add(error(k.row, 'slug', RowError.SLUG_GENERATION_FAILED, `No free slug could be generated from the name; give one in the slug column`));
  });
  return slugs;
}

async function settleParents(m: EntityManager, keys: RowKey[], slugs: string[], log: ErrorLog): Promise<{ parents: ParentRef[]; depths: number[] }> {
  const inFile = new Map<string, number>();
  slugs.forEach((s, i) => {
    if (s && !inFile.has(s)) inFile.set(s, i);
  });
  const outside = [...new Set(keys.map((k) => k.parentSlug).filter((s): s is string => !!s && !inFile.has(s)))];
  const existing = new Map<string, { id: string; depth: number; deleted: boolean }>();
  if (outside.length) {
    const rows: Array<{ slug: string; id: string; depth: number; deleted: boolean }> = await m.query(
      `SELECT w.slug, c.id::text AS id, c.depth, c.deleted_at IS NOT NULL AS deleted
         FROM unnest($1::text[]) w(slug)
         ${slugJoin('s', `'category'`, 's.slug = w.slug')}
         JOIN categories c ON c.id = s.entity_id`,
      [outside],
    );
    for (const r of rows) existing.set(r.slug, { id: r.id, depth: Number(r.depth), deleted: r.deleted });
  }

  const parents: ParentRef[] = keys.map(() => null);
  const depths = new Array<number>(keys.length).fill(NaN);
  const state = new Uint8Array(keys.length); // 0 new, 1 on the current walk, 2 settled
  for (let start = 0; start < keys.length; start++) {
    if (state[start] === 2) continue;
    // walk up until a settled row, a root, an existing parent or a row already on this walk (a cycle)
    const path: number[] = [];
    let above = NaN; // depth of the parent of the last row on the path
    let j = start;
    for (;;) {
      if (state[j] === 2) {
        above = depths[j]; // j is settled: the parent of the path's last row
        break;
      }
      if (state[j] === 1) {
        const from = path.indexOf(j);
        for (const c of path.slice(from)) {
          log.add(error(keys[c].row, 'parentSlug', RowError.PARENT_CYCLE, `parentSlug "${keys[c].parentSlug}" makes a cycle`));
          state[c] = 2;
        }
        path.length = from;
        above = NaN;
        break;
      }
      state[j] = 1;
      path.push(j);
      const parentSlug = keys[j].parentSlug;
      if (!parentSlug) {
        above = -1;
        break;
      }
      const k = inFile.get(parentSlug);
      if (k !== undefined) {
        parents[j] = { kind: 'row', index: k };
        j = k;
        continue;
      }
      const found = existing.get(parentSlug);
      if (!found) log.add(error(keys[j].row, 'parentSlug', RowError.PARENT_NOT_FOUND, `No category has the slug "${parentSlug}"`));
      else if (found.deleted) log.add(error(keys[j].row, 'parentSlug', RowError.PARENT_DELETED, `The parent category "${parentSlug}" is deleted`));
      else parents[j] = { kind: 'existing', id: found.id };
      above = found && !found.deleted ? found.depth : NaN;
      break;
    }
    for (let p = path.length - 1; p >= 0; p--) {
      const idx = path[p];
      const depth = above + 1;
      depths[idx] = depth;
      state[idx] = 2;
      if (depth > MAX_DEPTH)
        log.add(error(keys[idx].row, 'parentSlug', RowError.MAX_DEPTH_EXCEEDED, `The category would be at depth ${depth}; the maximum is ${MAX_DEPTH}`));
      above = depth;
    }
  }
  return { parents, depths };
}

async function settleBrands(m: EntityManager, keys: RowKey[], log: ErrorLog): Promise<Array<string | null>> {
  const wanted = [...new Set(keys.map((k) => k.brandSlug).filter((s): s is string => !!s))];
  const brands = new Map<string, { id: string; deleted: boolean }>();
  if (wanted.length) {
    const rows: Array<{ slug: string; id: string; deleted: boolean }> = await m.query(
      `SELECT w.slug, b.id::text AS id, b.deleted_at IS NOT NULL AS deleted
         FROM unnest($1::text[]) w(slug)
         ${slugJoin('s', `'brand'`, 's.slug = w.slug')}
         JOIN brands b ON b.id = s.entity_id`,
      [wanted],
    );
    for (const r of rows) brands.set(r.slug, { id: r.id, deleted: r.deleted });
  }
  return keys.map((k) => {
    if (!k.brandSlug) return null;
    const brand = brands.get(k.brandSlug);
    if (!brand) log.add(error(k.row, 'brandSlug', RowError.BRAND_NOT_FOUND, `No brand has the slug "${k.brandSlug}"`));
    else if (brand.deleted) log.add(error(k.row, 'brandSlug', RowError.BRAND_DELETED, `The brand "${k.brandSlug}" is deleted`));
    else return brand.id;
    return null;
  });
}
