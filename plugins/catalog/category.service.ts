import { sqlRows } from '../../core/db/sql.js';
import { resolveList } from '../../core/http/list-query.js';
import {
  lockAlive,
  recordActivity,
  reorderWithinParent,
  restore,
  runBulk,
  softDelete,
  SqlList,
  uniqueIds,
  type BulkResult,
} from '../../core/lifecycle/index.js';
import { invalidateCatalogReads, writeCatalog } from './catalog-cache.js';
import { claimSlug, setSlug } from './catalog-slugs.js';
import { CATALOG_RECORD_RENAMED } from './hooks.js';
import { checkAltPair, insertRow, sentFields, updateRow, type CatalogKind, type RawRow } from './catalog-store.js';
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
import { Category } from './entities/category.entity.js';
import { CatalogErrors } from './errors.js';
import { toCategory } from './mappers.js';
import { CATALOG_BULK } from './flat-service.js';
import { snakeCase } from '../../core/db/naming-strategy.js';

export const CATEGORY_KIND: CatalogKind = {
  entity: Category,
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
    const list = new SqlList<CategoryRow>({ select: CATEGORY_SELECT, countFrom: 'FROM categories c' });
    list.where(q.deletedOnly ? `c.deleted_at IS NOT NULL` : `c.deleted_at IS NULL`);
    if (q.parentId) {
      const parent = await sqlRows<{ id: string }>(`SELECT id FROM categories WHERE public_id = $1`, [q.parentId]);
      if (!parent.length) throw CatalogErrors.CATEGORY_PARENT_NOT_FOUND();
      list.where(`c.parent_id = ${list.param(parent[0].id)}`);
    } else {
      list.where(`c.parent_id IS NULL`);
    }
    const { rows, count } = await list.offsetPage(l, `c.${snakeCase(l.sort)} ${l.order}, c.id ${l.order}`);
    return { rows: rows.map(toCategory), count, list: l };
  }

  /** The whole non-deleted tree, nested, siblings by displayOrder then id. */
  async tree(): Promise<CategoryTreeNode[]> {
    const rows = await sqlRows<CategoryRow>(`${CATEGORY_SELECT} WHERE c.deleted_at IS NULL ORDER BY c.depth, c.display_order, c.id`);
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

  async create(dto: CreateCategoryDto): Promise<CategoryView> {
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
      const created = await insertRow(Category, { name: dto.name, parentId, depth, ...sentFields(dto, EDITABLE) });
      await claimSlug('category', created.id, dto.slug, dto.name, CatalogErrors.CATEGORY_SLUG_ALREADY_EXISTS);
      await recordActivity('create', 'category', created.publicId);
      return created.publicId;
    });
    return this.detail(publicId);
  }

  async update(publicId: string, dto: UpdateCategoryDto): Promise<CategoryView> {
    await writeCatalog(async () => {
      const row = await lockAlive(Category, publicId, CATEGORY_KIND);
      const patch = sentFields(dto, ['name', ...EDITABLE]);
      checkAltPair('imageUrl', 'imageAlt', 'imageUrl' in patch ? patch.imageUrl : row.imageUrl, 'imageAlt' in patch ? patch.imageAlt : row.imageAlt);
      if (dto.slug !== undefined) await setSlug('category', row.id, dto.slug, CatalogErrors.CATEGORY_SLUG_ALREADY_EXISTS);
      await updateRow(Category, row.id, patch);
      if (patch.name !== undefined && patch.name !== row.name) await CATALOG_RECORD_RENAMED.run({ kind: 'category', id: row.id });
      await recordActivity('update', 'category', publicId);
    });
    return this.detail(publicId);
  }

  /** The only way to change a parent. Holds the tree lock exclusively: no concurrent move can form a cycle. */
  async move(publicId: string, parentPublicId: string | null): Promise<CategoryView> {
    await writeCatalog(async () => {
      await lockTree('exclusive');
      const node = await lockAlive(Category, publicId, CATEGORY_KIND);
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
      await updateRow(Category, node.id, { parentId });
      await shiftSubtreeDepth(node.id, depth - Number(node.depth));
      await recordActivity('move', 'category', publicId);
    });
    return this.detail(publicId);
  }

  async setVisibility(publicId: string, isVisible: boolean): Promise<CategoryView> {
    await writeCatalog(() => this.visibilityInTx(publicId, isVisible));
    return this.detail(publicId);
  }

  async remove(publicId: string): Promise<void> {
    await writeCatalog(() => this.removeInTx(publicId));
  }

  async restore(publicId: string): Promise<CategoryView> {
    await writeCatalog(() => this.restoreInTx(publicId));
    return this.detail(publicId);
  }

  /** Children go before their parents, so one batch can delete a whole branch. */
  async bulkDelete(ids: string[]): Promise<BulkResult> {
    const ordered = await this.orderByDepth(uniqueIds(ids, CATALOG_BULK.tooMany), 'DESC');
    const result = await runBulk(ordered, (id) => this.removeInTx(id));
    await invalidateCatalogReads();
    return result;
  }

  /** Parents go before their children, so one batch can restore a whole branch. */
  async bulkRestore(ids: string[]): Promise<BulkResult> {
    const ordered = await this.orderByDepth(uniqueIds(ids, CATALOG_BULK.tooMany), 'ASC');
    const result = await runBulk(ordered, (id) => this.restoreInTx(id));
    await invalidateCatalogReads();
    return result;
  }

  async bulkVisibility(ids: string[], isVisible: boolean): Promise<BulkResult> {
    const result = await runBulk(uniqueIds(ids, CATALOG_BULK.tooMany), (id) => this.visibilityInTx(id, isVisible));
    await invalidateCatalogReads();
    return result;
  }

  async reorder(ids: string[]): Promise<void> {
    await writeCatalog(async () => {
      await lockTree('shared');
      await reorderWithinParent(Category, ids, { group: 'parentId', ...CATALOG_BULK });
      await recordActivity('reorder', 'category', ids[0].toLowerCase());
    });
  }

  private async visibilityInTx(publicId: string, isVisible: boolean): Promise<void> {
    const row = await lockAlive(Category, publicId, CATEGORY_KIND);
    await updateRow(Category, row.id, { isVisible });
    await recordActivity(isVisible ? 'show' : 'hide', 'category', publicId);
  }

  private async removeInTx(publicId: string): Promise<void> {
    await softDelete(Category, publicId, CATEGORY_KIND, async (row) => {
      const [child] = await sqlRows(`SELECT 1 FROM categories WHERE parent_id = $1 AND deleted_at IS NULL LIMIT 1`, [row.id]);
      if (child) throw CatalogErrors.CATEGORY_HAS_CHILDREN();
    });
    await recordActivity('delete', 'category', publicId);
  }

  private async restoreInTx(publicId: string): Promise<void> {
    await restore(Category, publicId, CATEGORY_KIND, async (row) => {
      if (!row.parentId) return;
      const [parent] = await sqlRows<RawRow>(`SELECT id, deleted_at AS "deletedAt" FROM categories WHERE id = $1 FOR UPDATE`, [row.parentId]);
      if (parent.deletedAt) throw CatalogErrors.CATEGORY_PARENT_DELETED();
    });
    await recordActivity('restore', 'category', publicId);
  }

  /** Locks the would-be parent: a concurrent delete of it waits for this create or move. */
  private async lockParent(publicId: string): Promise<RawRow> {
    const [parent] = await sqlRows<RawRow>(`SELECT id, depth, deleted_at AS "deletedAt" FROM categories WHERE public_id = $1 FOR UPDATE`, [publicId]);
    if (!parent) throw CatalogErrors.CATEGORY_PARENT_NOT_FOUND();
    if (parent.deletedAt) throw CatalogErrors.CATEGORY_PARENT_DELETED();
    return parent;
  }

  private async orderByDepth(ids: string[], direction: 'ASC' | 'DESC'): Promise<string[]> {
    const known = await sqlRows<{ publicId: string }>(
      `SELECT public_id AS "publicId" FROM categories WHERE public_id = ANY($1::uuid[]) ORDER BY depth ${direction}, id`,
      [ids],
    );
    const found = new Set(known.map((k) => k.publicId));
    return [...known.map((k) => k.publicId), ...ids.filter((id) => !found.has(id))];
  }
}
