import { sqlRows } from '../../../core/db/sql.js';
import { slugsFrom } from '../../../core/db/slugs/slug-registry.js';
import { ancestorJoins, catalogFrom, effectiveVisibleSql } from '../../catalog/index.js';
import { memoizedRead } from './memo-read.js';

/** Every category with its effective visibility (the catalog's rule) and every slug it holds or held. */
interface CategoryNode {
  id: string;
  parentId: string | null;
  visible: boolean;
  slugs: string[];
}

const SNAPSHOT_SQL = `
  SELECT c.id::text AS id, c.parent_id::text AS "parentId", ${effectiveVisibleSql('c')} AS visible,
         ARRAY(SELECT s.slug FROM ${slugsFrom('s')} WHERE s.scope = 'category' AND s.entity_id = c.id) AS slugs
  FROM ${catalogFrom('category', 'c')} ${ancestorJoins('c')}`;

/** The category tree as the storefront sees it: which categories hide their products, and subtrees by slug. */
export interface CategoryScope {
  /** not effectively visible (hidden, deleted, or under a hidden or deleted ancestor): their products are not listed */
  hiddenIds: string[];
  /** the visible subtree of the category a slug (current or retired) names; null when it names no visible category */
  subtree(slug: string): string[] | null;
}

function scopeOf(nodes: CategoryNode[]): CategoryScope {
  const children = new Map<string, string[]>();
  const bySlug = new Map<string, CategoryNode>();
  for (const n of nodes) {
    if (n.parentId) {
      const siblings = children.get(n.parentId);
      if (siblings) siblings.push(n.id);
      else children.set(n.parentId, [n.id]);
    }
    for (const s of n.slugs) bySlug.set(s, n);
  }
  const visible = new Set(nodes.filter((n) => n.visible).map((n) => n.id));
  return {
    hiddenIds: nodes.filter((n) => !n.visible).map((n) => n.id),
    subtree(slug) {
      const root = bySlug.get(slug);
      if (!root || !visible.has(root.id)) return null;
      // breadth first: `out` is its own queue
      const out = [root.id];
      for (let i = 0; i < out.length; i++) {
        for (const child of children.get(out[i]!) ?? []) if (visible.has(child)) out.push(child);
      }
      return out;
    },
  };
}

const loadNodes = () => sqlRows<CategoryNode>(SNAPSHOT_SQL);

/** Read afresh (the benchmark's bare handler builds its statements with it). */
export async function loadCategoryScope(): Promise<CategoryScope> {
  return scopeOf(await loadNodes());
}

/** Cached with the storefront reads (dropped by every product, deal and catalog write), built once per process. */
export function categoryScope(): Promise<CategoryScope> {
  return memoizedRead('category-scope', loadNodes, scopeOf);
}
