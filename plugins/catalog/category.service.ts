import { clock } from '../../core/clock/clock.js';
import { sqlRows } from '../../core/db/sql.js';
import { withTransaction } from '../../core/db/transaction.js';
import { resolveList } from '../../core/http/list-query.js';
import { recordActivity } from './activity.js';
import { invalidateCatalogReads, writeCatalog } from './catalog-cache.js';
import { claimSlug, setSlug } from './catalog-slugs.js';
import { checkAltPair, insertRow, lockAlive, lockRow, sentFields, updateRow, type CatalogKind, type RawRow } from './catalog-store.js';
import { runBulk, uniqueIds, type BulkResult } from './bulk.js';
import {
  ancestorChain,
  CATEGORY_SELECT,
  categoryByPublicId,
  lockTree,
  MAX_DEPTH,
  shiftSubtreeDepth,
  subtreeMaxDepth,
  type CategoryRow,
} from './category-queries.js';
import { CATALOG_SORTABLE } from './dto/common.dto.js';
import type { CategoryListQuery, CreateCategoryDto, UpdateCategoryDto } from './dto/category.dto.js';
import { CatalogErrors } from './errors.js';
import { toCategory } from './mappers.js';
import { reorderGroup } from './reorder.js';

export const CATEGORY_KIND: CatalogKind = {
  table: 'categories',
  scope: 'category',
  notFound: CatalogErrors.CATEGORY_NOT_FOUND,
  alreadyDeleted: CatalogErrors.CATEGORY_ALREADY_DELETED,
  notDeleted: CatalogErrors.CATEGORY_NOT_DELETED,
  slugTaken: CatalogErrors.CATEGORY_SLUG_ALREADY_EXISTS,
};

const EDITABLE = ['description', 'displayOrder', 'isVisible', 'imageUrl', 'imageAlt', 'seoTitle', 'seoDescription'] as const;

export type CategoryView = ReturnType<typeof toCategory>;

export interface CategoryTreeNode {
  publicId: string;
  name: string;
  slug: string | null;
  depth: number;
  displayOrder: number;
  isVisible: boolean;
  effectiveVisible: boolean;
  children: CategoryTreeNode[];
}

/** Admin use cases of the category tree. Every write commits, then drops the cached storefront reads. */
export class CategoryService {
  async list(q: CategoryListQuery) {
    const l = resolveList(q, CATALOG_SORTABLE, 'updatedAt');
    const params: unknown[] = [];
    let where = q.deletedOnly ? `c."deletedAt" IS NOT NULL` : `c."deletedAt" IS NULL`;
    if (q.parentId) {
      const parent = await sqlRows<{ id: string }>(`SELECT id FROM categories WHERE "publicId" = $1`, [q.parentId]);
      if (!parent.length) throw CatalogErrors.CATEGORY_PARENT_NOT_FOUND();
      params.push(parent[0].id);
      where += ` AND c."parentId" = $${params.length}`;
    } else {
      where += ` AND c."parentId" IS NULL`;
    }
    const [{ count }] = await sqlRows<{ count: number }>(`SELECT count(*)::int AS count FROM categories c WHERE ${where}`, params);
    const page = l.take === undefined ? '' : `LIMIT ${l.take} OFFSET ${l.skip}`;
    const rows = await sqlRows<CategoryRow>(`${CATEGORY_SELECT} WHERE ${where} ORDER BY c."${l.sort}" ${l.order}, c.id ${l.order} ${page}`, params);
    return { rows: rows.map(toCategory), count, list: l };
  }

  /** The whole non-deleted tree, nested, siblings by displayOrder then id. */
  async tree(): Promise<CategoryTreeNode[]> {
    const rows = await sqlRows<CategoryRow>(`${CATEGORY_SELECT} WHERE c."deletedAt" IS NULL ORDER BY c.depth, c."displayOrder", c.id`);
    const nodes = new Map<string, CategoryTreeNode>();
    const roots: CategoryTreeNode[] = [];
    for (const r of rows) {
      const node: CategoryTreeNode = {
        publicId: r.publicId,
        name: r.name,
        slug: r.slug,
        depth: Number(r.depth),
        displayOrder: r.displayOrder,
        isVisible: r.isVisible,
        effectiveVisible: r.effectiveVisible,
        children: [],
      };
      nodes.set(String(r.id), node);
      if (r.parentId === null) roots.push(node);
      else nodes.get(String(r.parentId))?.children.push(node);
    }
    return roots;
  }

  async detail(publicId: string): Promise<CategoryView> {
    const row = await categoryByPublicId(publicId);
    if (!row) throw CatalogErrors.CATEGORY_NOT_FOUND();
    return toCategory(row);
  }

  /** Ancestors root first, ending with the category itself. */
  async breadcrumbs(publicId: string) {
    const row = await categoryByPublicId(publicId);
    if (!row) throw CatalogErrors.CATEGORY_NOT_FOUND();
    const chain = await ancestorChain(row.id);
    return chain.map((c) => ({ publicId: c.publicId, name: c.name, slug: c.slug, depth: Number(c.depth), isVisible: c.isVisible, deletedAt: c.deletedAt }));
  }

  async create(dto: CreateCategoryDto, actor: string): Promise<CategoryView> {
    checkAltPair('imageUrl', 'imageAlt', dto.imageUrl, dto.imageAlt);
    const publicId = await writeCatalog(async () => {
      await lockTree('shared');
      let parentId: string | null = null;
      let depth = 0;
      if (dto.parentId) {
        const parent = await this.lockParent(dto.parentId);
        parentId = parent.id;
        depth = Number(parent.depth) + 1;
        if (depth > MAX_DEPTH) throw CatalogErrors.CATEGORY_MAX_DEPTH_EXCEEDED();
      }
      const created = await insertRow('categories', { name: dto.name, parentId, depth, ...sentFields(dto, EDITABLE) });
      await claimSlug('category', created.id, dto.slug, dto.name, CatalogErrors.CATEGORY_SLUG_ALREADY_EXISTS);
      await recordActivity(actor, 'create', 'category', created.publicId);
      return created.publicId;
    });
    return this.detail(publicId);
  }

  async update(publicId: string, dto: UpdateCategoryDto, actor: string): Promise<CategoryView> {
    await writeCatalog(async () => {
      const row = await lockAlive(CATEGORY_KIND, publicId);
      const patch = sentFields(dto, ['name', ...EDITABLE]);
      checkAltPair('imageUrl', 'imageAlt', 'imageUrl' in patch ? patch.imageUrl : row.imageUrl, 'imageAlt' in patch ? patch.imageAlt : row.imageAlt);
      if (dto.slug !== undefined) await setSlug('category', row.id, dto.slug, CatalogErrors.CATEGORY_SLUG_ALREADY_EXISTS);
      await updateRow('categories', row.id, patch);
      await recordActivity(actor, 'update', 'category', publicId);
    });
    return this.detail(publicId);
  }

  /** The only way to change a parent. Holds the tree lock exclusively: no concurrent move can form a cycle. */
  async move(publicId: string, parentPublicId: string | null, actor: string): Promise<CategoryView> {
    await writeCatalog(async () => {
      await lockTree('exclusive');
      const node = await lockAlive(CATEGORY_KIND, publicId);
      let parentId: string | null = null;
      let depth = 0;
      if (parentPublicId !== null) {
        const parent = await this.lockParent(parentPublicId);
        if (String(parent.id) === String(node.id)) throw CatalogErrors.CATEGORY_CIRCULAR_HIERARCHY();
        const chain = await ancestorChain(parent.id);
        if (chain.some((a) => String(a.id) === String(node.id))) throw CatalogErrors.CATEGORY_CIRCULAR_HIERARCHY();
        parentId = String(parent.id);
        depth = Number(parent.depth) + 1;
      }
      if (String(node.parentId ?? '') === String(parentId ?? '')) return;
      const height = (await subtreeMaxDepth(node.id)) - Number(node.depth);
      if (depth + height > MAX_DEPTH) throw CatalogErrors.CATEGORY_MAX_DEPTH_EXCEEDED();
      await updateRow('categories', node.id, { parentId });
      await shiftSubtreeDepth(node.id, depth - Number(node.depth));
      await recordActivity(actor, 'move', 'category', publicId);
    });
    return this.detail(publicId);
  }

  async setVisibility(publicId: string, isVisible: boolean, actor: string): Promise<CategoryView> {
    await writeCatalog(() => this.visibilityInTx(publicId, isVisible, actor));
    return this.detail(publicId);
  }

  async remove(publicId: string, actor: string): Promise<void> {
    await writeCatalog(() => this.removeInTx(publicId, actor));
  }

  async restore(publicId: string, actor: string): Promise<CategoryView> {
    await writeCatalog(() => this.restoreInTx(publicId, actor));
    return this.detail(publicId);
  }

  /** Children go before their parents, so one batch can delete a whole branch. */
  async bulkDelete(ids: string[], actor: string): Promise<BulkResult> {
    const ordered = await this.orderByDepth(uniqueIds(ids), 'DESC');
    const result = await runBulk(ordered, (id) => withTransaction(() => this.removeInTx(id, actor)));
    await invalidateCatalogReads();
    return result;
  }

  /** Parents go before their children, so one batch can restore a whole branch. */
  async bulkRestore(ids: string[], actor: string): Promise<BulkResult> {
    const ordered = await this.orderByDepth(uniqueIds(ids), 'ASC');
    const result = await runBulk(ordered, (id) => withTransaction(() => this.restoreInTx(id, actor)));
    await invalidateCatalogReads();
    return result;
  }

  async bulkVisibility(ids: string[], isVisible: boolean, actor: string): Promise<BulkResult> {
    const result = await runBulk(uniqueIds(ids), (id) => withTransaction(() => this.visibilityInTx(id, isVisible, actor)));
    await invalidateCatalogReads();
    return result;
  }

  async reorder(ids: string[], actor: string): Promise<void> {
    await writeCatalog(async () => {
      await lockTree('shared');
      await reorderGroup(CATEGORY_KIND, ids, 'parentId');
      await recordActivity(actor, 'reorder', 'category', ids[0].toLowerCase());
    });
  }

  private async visibilityInTx(publicId: string, isVisible: boolean, actor: string): Promise<void> {
    const row = await lockAlive(CATEGORY_KIND, publicId);
    await updateRow('categories', row.id, { isVisible });
    await recordActivity(actor, isVisible ? 'show' : 'hide', 'category', publicId);
  }

  private async removeInTx(publicId: string, actor: string): Promise<void> {
    const row = await lockAlive(CATEGORY_KIND, publicId);
    const [child] = await sqlRows(`SELECT 1 FROM categories WHERE "parentId" = $1 AND "deletedAt" IS NULL LIMIT 1`, [row.id]);
    if (child) throw CatalogErrors.CATEGORY_HAS_CHILDREN();
    await updateRow('categories', row.id, { deletedAt: clock.now() });
    await recordActivity(actor, 'delete', 'category', publicId);
  }

  private async restoreInTx(publicId: string, actor: string): Promise<void> {
    const row = await lockRow(CATEGORY_KIND, publicId);
    if (!row.deletedAt) throw CatalogErrors.CATEGORY_NOT_DELETED();
    if (row.parentId) {
      const [parent] = await sqlRows<RawRow>(`SELECT id, "deletedAt" FROM categories WHERE id = $1 FOR UPDATE`, [row.parentId]);
      if (parent.deletedAt) throw CatalogErrors.CATEGORY_PARENT_DELETED();
    }
    await updateRow('categories', row.id, { deletedAt: null });
    await recordActivity(actor, 'restore', 'category', publicId);
  }

  /** Locks the would-be parent: a concurrent delete of it waits for this create or move. */
  private async lockParent(publicId: string): Promise<RawRow> {
    const [parent] = await sqlRows<RawRow>(`SELECT id, depth, "deletedAt" FROM categories WHERE "publicId" = $1 FOR UPDATE`, [publicId]);
    if (!parent) throw CatalogErrors.CATEGORY_PARENT_NOT_FOUND();
    if (parent.deletedAt) throw CatalogErrors.CATEGORY_PARENT_DELETED();
    return parent;
  }

  private async orderByDepth(ids: string[], direction: 'ASC' | 'DESC'): Promise<string[]> {
    const known = await sqlRows<{ publicId: string }>(
      `SELECT "publicId" FROM categories WHERE "publicId" = ANY($1::uuid[]) ORDER BY depth ${direction}, id`,
      [ids],
    );
    const found = new Set(known.map((k) => k.publicId));
    return [...known.map((k) => k.publicId), ...ids.filter((id) => !found.has(id))];
  }
}
