import { sqlRows } from '../../core/db/sql.js';
import { currentSlugJoin } from '../../core/db/slugs/slug-registry.js';
import { entityColumnsSql } from '../../core/db/entity-columns.js';
import { Category } from './entities/category.entity.js';

export const MAX_DEPTH = 6;

/** Joins the (at most six) ancestors of `c` as a1 (parent) .. a6, by primary key. */
export function ancestorJoins(alias = 'c'): string {
  let sql = `LEFT JOIN categories a1 ON a1.id = ${alias}.parent_id`;
  for (let i = 2; i <= MAX_DEPTH; i++) sql += ` LEFT JOIN categories a${i} ON a${i}.id = a${i - 1}.parent_id`;
  return sql;
}

/** Own visibility AND every ancestor's AND nobody in the chain deleted. Needs ancestorJoins(alias). */
export function effectiveVisibleSql(alias = 'c'): string {
  const parts = [`${alias}.is_visible`, `${alias}.deleted_at IS NULL`];
  for (let i = 1; i <= MAX_DEPTH; i++) parts.push(`(a${i}.id IS NULL OR (a${i}.is_visible AND a${i}.deleted_at IS NULL))`);
  return `(${parts.join(' AND ')})`;
}

/** Every admin field of categories under `alias`, with its current slug, parent public id and effectiveVisible. */
export const categorySelect = (alias: string) => `
  SELECT ${entityColumnsSql(Category, alias)}, s.slug AS slug, a1.public_id AS "parentPublicId", ${effectiveVisibleSql(alias)} AS "effectiveVisible"
  FROM categories ${alias}
  ${currentSlugJoin('category', alias, 's')}
  ${ancestorJoins(alias)}`;

export const CATEGORY_SELECT = categorySelect('c');

export interface CategoryRow {
  id: string;
  publicId: string;
  name: string;
  slug: string | null;
  description: string | null;
  parentId: string | null;
  parentPublicId: string | null;
  depth: number;
  displayOrder: number;
  isVisible: boolean;
  effectiveVisible: boolean;
  imageUrl: string | null;
  imageAlt: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
}

export async function categoryByPublicId(publicId: string): Promise<CategoryRow | undefined> {
  const [row] = await sqlRows<CategoryRow>(`${CATEGORY_SELECT} WHERE c.public_id = $1`, [publicId]);
  return row;
}

export async function categoryById(id: string): Promise<CategoryRow | undefined> {
  const [row] = await sqlRows<CategoryRow>(`${CATEGORY_SELECT} WHERE c.id = $1`, [id]);
  return row;
}

export interface ChainItem {
  id: string;
  publicId: string;
  name: string;
  slug: string | null;
  depth: number;
  isVisible: boolean;
  deletedAt: Date | null;
}

/** The category and its ancestors, root first, the category itself last. */
export async function ancestorChain(id: string): Promise<ChainItem[]> {
  return sqlRows<ChainItem>(
    `WITH RECURSIVE chain AS (
       SELECT id, parent_id, 0 AS up FROM categories WHERE id = $1
       UNION ALL
       SELECT p.id, p.parent_id, chain.up + 1 FROM categories p JOIN chain ON p.id = chain.parent_id WHERE chain.up < ${MAX_DEPTH + 1}
     )
     SELECT c.id, c.public_id AS "publicId", c.name, s.slug, c.depth, c.is_visible AS "isVisible", c.deleted_at AS "deletedAt"
     FROM chain JOIN categories c ON c.id = chain.id ${currentSlugJoin('category', 'c', 's')}
     ORDER BY chain.up DESC`,
    [id],
  );
}

/** The deepest depth in the subtree of `id` (itself included, deleted descendants too). */
export async function subtreeMaxDepth(id: string): Promise<number> {
  const [row] = await sqlRows<{ max: number }>(
    `WITH RECURSIVE sub AS (
       SELECT id, depth, 0 AS down FROM categories WHERE id = $1
       UNION ALL
       SELECT c.id, c.depth, sub.down + 1 FROM categories c JOIN sub ON c.parent_id = sub.id WHERE sub.down < ${MAX_DEPTH + 1}
     )
     SELECT max(depth)::int AS max FROM sub`,
    [id],
  );
  return row.max;
}

/** Shifts depth of `id` and all its descendants by delta. */
export async function shiftSubtreeDepth(id: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await sqlRows(
    `WITH RECURSIVE sub AS (
       SELECT id, 0 AS down FROM categories WHERE id = $1
       UNION ALL
       SELECT c.id, sub.down + 1 FROM categories c JOIN sub ON c.parent_id = sub.id WHERE sub.down < ${MAX_DEPTH + 1}
     )
     UPDATE categories SET depth = depth + $2 WHERE id IN (SELECT id FROM sub)`,
    [id, delta],
  );
}

const TREE_LOCK_CLASS = 7301;
const TREE_LOCK_OBJECT = 1;

/**
 * Serialises tree shape changes: a move takes it exclusively; creates and reorders share it, so a create
 * never reads a parent depth that a concurrent move is changing, and two moves never cross into a cycle.
 */
export async function lockTree(mode: 'shared' | 'exclusive'): Promise<void> {
  const fn = mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
  await sqlRows(`SELECT ${fn}($1::int, $2::int)`, [TREE_LOCK_CLASS, TREE_LOCK_OBJECT]);
}
