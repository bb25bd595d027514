import { IsOptional, IsString, Matches, ValidateIf } from 'class-validator';
import { treeView, type PanelTreeNode } from '../../core/panel/tree-view.js';
import { definePanelResource, formValue, type PanelBulkAction, type PanelResourceSpec, type PanelRow } from '../../core/panel/resource-spec.js';
import { withTransaction } from '../../core/db/transaction.js';
import type { BulkResult } from '../../core/lifecycle/index.js';
import type { AdminContext } from '../../core/plugin.js';
import { panelForm } from '../../core/panel/panel-reads.js';
import { panelCount, panelFind, panelFindMany, type PanelQueryDef } from './admin-panel-rows.js';
import { catalog } from './catalog-context.js';
import type { CategoryTreeNode } from './category.service.js';
import { currentSlugJoin } from '../../core/db/slugs/slug-registry.js';
import { ancestorJoins, categorySelect, MAX_DEPTH } from './category-queries.js';
import { sqlRows } from '../../core/db/sql.js';
import { CreateBrandDto, CreateSeriesDto, UpdateBrandDto, UpdateSeriesDto } from './dto/brand.dto.js';
import { CreateCategoryDto, MoveCategoryDto, UpdateCategoryDto } from './dto/category.dto.js';
import { ReorderDto, UUID_V7 } from './dto/common.dto.js';
import { CreateTagDto, UpdateTagDto } from './dto/tag.dto.js';
import { entityColumnsSql } from '../../core/db/entity-columns.js';
import { Brand } from './entities/brand.entity.js';
import { BrandSeries } from './entities/brand-series.entity.js';
import { Tag } from './entities/tag.entity.js';
import { restoreAction } from '../../core/panel/restore-action.js';

/*
 * The catalog's admin panel resources. Reads query the tables; every write runs through the services of
 * the HTTP routes (slugs with history, depth cap, cycle checks, delete guards, activity records).
 */

/** The panel edit form may change the parent: that part runs as the move use case. */
class PanelUpdateCategoryDto extends UpdateCategoryDto {
  @IsOptional()
  @IsString()
  @Matches(UUID_V7, { message: 'parentId must be a UUID v7' })
  parentId?: string | null;
}

/** The tree page's drop between two siblings: the new parent (null: the top level) and its children's new order. */
class PanelPlaceCategoryDto extends ReorderDto {
  @ValidateIf((_o, v) => v !== null)
  @IsString()
  @Matches(UUID_V7, { message: 'parentId must be a UUID v7 or null' })
  parentId: string | null;
}

const SORT = (extra: Record<string, string> = {}) => ({
  name: 't.name',
  displayOrder: 't.display_order',
  createdAt: 't.created_at',
  updatedAt: 't.updated_at',
  ...extra,
});

const stamps = (r: any) => ({ createdAt: r.createdAt, updatedAt: r.updatedAt, deletedAt: r.deletedAt });
const common = (r: any) => ({ id: r.publicId, name: r.name, slug: r.slug, isVisible: r.isVisible, ...stamps(r) });

/** "Electronics > Audio": the names from the root down (needs ancestorJoins of `t`). */
const CATEGORY_PATH_SQL = `concat_ws(' > ', ${Array.from({ length: MAX_DEPTH }, (_, i) => `a${MAX_DEPTH - i}.name`).join(', ')}, t.name)`;

const categoryRow = (r: any): PanelRow => ({
  ...common(r),
  path: r.path,
  // made distinct by categoryTitles (the slug is added where two categories share a path)
  title: r.path,
  parentId: r.parentPublicId,
  depth: Number(r.depth),
  displayOrder: r.displayOrder,
  effectiveVisible: r.effectiveVisible,
  description: r.description,
  imageUrl: r.imageUrl,
  imageAlt: r.imageAlt,
  seoTitle: r.seoTitle,
  seoDescription: r.seoDescription,
});

const brandRow = (r: any): PanelRow => ({
  ...common(r),
  displayOrder: r.displayOrder,
  description: r.description,
  logoUrl: r.logoUrl,
  logoAlt: r.logoAlt,
  seoTitle: r.seoTitle,
  seoDescription: r.seoDescription,
});

const QUERIES: Record<string, PanelQueryDef> = {
  Categories: {
    // the shared SELECT (effectiveVisible, parent public id, ancestors a1..a6) under alias `t`, with the path
    select: categorySelect('t').replace(/\bFROM categories t\b/, `, ${CATEGORY_PATH_SQL} AS path FROM categories t`),
    table: 'categories',
    countFrom: `FROM categories t ${ancestorJoins('t')}`,
    sortable: SORT({ depth: 't.depth', title: `lower(${CATEGORY_PATH_SQL})` }),
    defaultSort: 'title',
    references: { parentId: ['categories', 'parent_id'] },
    // the pickers search by title: a name anywhere on the path ("elec" finds "Electronics > Audio")
    textFilters: {
      title: (pattern) => `(${['t', ...Array.from({ length: MAX_DEPTH }, (_, i) => `a${i + 1}`)].map((a) => `${a}.name ILIKE ${pattern}`).join(' OR ')})`,
    },
    toRow: categoryRow,
  },
  Brands: {
    select: `SELECT ${entityColumnsSql(Brand, 't')}, s.slug FROM brands t ${currentSlugJoin('brand', 't', 's')}`,
    table: 'brands',
    sortable: SORT(),
    defaultSort: 'displayOrder',
    toRow: brandRow,
  },
  BrandSeries: {
    select: `SELECT ${entityColumnsSql(BrandSeries, 't')}, s.slug, b.public_id AS "brandPublicId" FROM brand_series t ${currentSlugJoin('brand_series', 't', 's')} JOIN brands b ON b.id = t.brand_id`,
    table: 'brand_series',
    sortable: SORT(),
    defaultSort: 'displayOrder',
    references: { brandPublicId: ['brands', 'brand_id'] },
    toRow: (r) => ({ ...brandRow(r), brandPublicId: r.brandPublicId }),
  },
  Tags: {
    select: `SELECT ${entityColumnsSql(Tag, 't')}, s.slug FROM tags t ${currentSlugJoin('tag', 't', 's')}`,
    table: 'tags',
    sortable: SORT({ displayOrder: 't.name' }),
    defaultSort: 'name',
    toRow: (r) => common(r),
  },
};

const text = (v: unknown) => formValue.optional(v);
const nullable = (v: unknown) => formValue.nullable(v);

/**
 * Category titles everyone can tell apart: the path, and where another live category has the same path (two
 * "Electronics" roots), the slug after it: "Electronics (electronics-2)".
 */
async function categoryTitles(rows: PanelRow[]): Promise<PanelRow[]> {
  const names = [...new Set(rows.map((r) => String(r.name).toLowerCase()))];
  if (!names.length) return rows;
  const namesakes = await sqlRows<{ publicId: string; path: string }>(
    `SELECT t.public_id AS "publicId", ${CATEGORY_PATH_SQL} AS path FROM categories t ${ancestorJoins('t')}
     WHERE t.deleted_at IS NULL AND lower(t.name) = ANY($1::text[])`,
    [names],
  );
  return rows.map((r) => {
    const path = String(r.path);
    const shared = namesakes.some((n) => n.publicId !== r.id && n.path.toLowerCase() === path.toLowerCase());
    return shared && r.slug ? { ...r, title: `${path} (${r.slug})` } : r;
  });
}

function reads(id: string) {
  const def = QUERIES[id];
  const titled = id === 'Categories' ? categoryTitles : async (rows: PanelRow[]) => rows;
  return {
    find: async (q: Parameters<PanelResourceSpec['find']>[0]) => titled(await panelFind(def, q)),
    count: (filters: Parameters<PanelResourceSpec['count']>[0]) => panelCount(def, filters),
    findMany: async (ids: string[]) => titled(await panelFindMany(def, ids)),
  };
}

const refetch = async (id: string, publicId: string) => (await reads(id).findMany([publicId]))[0];

/** Hide/unhide and restore, on every catalog resource (not `show`: that is AdminJS's own page of a record). */
function lifecycleActions(
  id: string,
  svc: { setVisibility(id: string, v: boolean): Promise<unknown>; restore(id: string): Promise<unknown> },
  noun: string,
): PanelResourceSpec['recordActions'] {
  return {
    hide: {
      permission: 'UPDATE',
      label: 'Hide',
      icon: 'EyeOff',
      isVisible: (row) => !row.deletedAt && row.isVisible === true,
      run: async (publicId) => {
        await svc.setVisibility(publicId, false);
        return refetch(id, publicId);
      },
      successMessage: `The ${noun} is hidden`,
    },
    unhide: {
      permission: 'UPDATE',
      label: 'Show',
      icon: 'Eye',
      isVisible: (row) => !row.deletedAt && row.isVisible === false,
      run: async (publicId) => {
        await svc.setVisibility(publicId, true);
        return refetch(id, publicId);
      },
      successMessage: `The ${noun} is visible`,
    },
    restore: restoreAction(noun, async (publicId) => {
      await svc.restore(publicId);
      return refetch(id, publicId);
    }),
  };
}

interface BulkService {
  bulkDelete(ids: string[]): Promise<BulkResult>;
  bulkRestore(ids: string[]): Promise<BulkResult>;
  bulkVisibility(ids: string[], isVisible: boolean): Promise<BulkResult>;
}

/** Bulk restore/show/hide and bulk delete on the selection, through the services of POST /bulk/* (per-item failures). */
function bulkActions(svc: BulkService): Pick<PanelResourceSpec, 'bulkActions' | 'bulkRemove'> {
  const actions: Record<string, PanelBulkAction> = {
    bulkRestore: { permission: 'RESTORE', label: 'Restore selected', icon: 'RotateCcw', run: (ids) => svc.bulkRestore(ids), done: 'restored' },
    bulkShow: { permission: 'UPDATE', label: 'Show selected', icon: 'Eye', run: (ids) => svc.bulkVisibility(ids, true), done: 'shown' },
    bulkHide: { permission: 'UPDATE', label: 'Hide selected', icon: 'EyeOff', run: (ids) => svc.bulkVisibility(ids, false), done: 'hidden' },
  };
  return { bulkActions: actions, bulkRemove: (ids) => svc.bulkDelete(ids) };
}

/** The writes of a flat resource (brands, series, tags): create, update, delete, bulk and record actions through its service. */
function flatWrites<C extends object, U extends object>(
  id: string,
  svc: BulkService & Parameters<typeof lifecycleActions>[1] & { update(id: string, dto: U): Promise<unknown>; remove(id: string): Promise<void> },
  noun: string,
  forms: {
    create: new () => C;
    update: new () => U;
    input(p: Record<string, unknown>, update: boolean): Record<string, unknown>;
    created(dto: C): Promise<{ publicId: string }>;
  },
): Pick<PanelResourceSpec, 'create' | 'update' | 'remove' | 'bulkActions' | 'bulkRemove' | 'recordActions'> {
  return {
    create: { dto: forms.create, input: (p) => forms.input(p, false), run: async (dto: C) => (await refetch(id, (await forms.created(dto)).publicId))! },
    update: {
      dto: forms.update,
      input: (p) => forms.input(p, true),
      run: async (publicId, dto: U) => {
        await svc.update(publicId, dto);
        return (await refetch(id, publicId))!;
      },
    },
    remove: (publicId) => svc.remove(publicId),
    ...bulkActions(svc),
    recordActions: lifecycleActions(id, svc, noun),
  };
}

const TIMESTAMPS = [
  { path: 'createdAt', type: 'datetime' as const, isEditable: false, isSortable: true },
  { path: 'updatedAt', type: 'datetime' as const, isEditable: false, isSortable: true },
  { path: 'deletedAt', type: 'datetime' as const, isEditable: false },
  // filter only: 'true' lists the soft-deleted records (to restore them)
  { path: 'deleted', type: 'boolean' as const, isEditable: false },
];

function categoriesResource() {
  return definePanelResource({
    id: 'Categories',
    module: 'Categories',
    properties: [
      { path: 'id', isId: true, isEditable: false },
      // the path, shown wherever a category is listed or picked (parents, references in other areas)
      { path: 'title', isTitle: true, isEditable: false, isSortable: true },
      { path: 'name', isSortable: true },
      { path: 'slug' },
      { path: 'parentId', reference: 'Categories' },
      { path: 'depth', type: 'number', isEditable: false, isSortable: true },
      { path: 'displayOrder', type: 'number', isSortable: true },
      // a new category is visible unless unticked (the service's default)
      { path: 'isVisible', type: 'boolean', defaultValue: true },
      { path: 'effectiveVisible', type: 'boolean', isEditable: false },
      { path: 'description', type: 'textarea' },
      { path: 'imageUrl', image: { uploadType: 'landing' } },
      { path: 'imageAlt' },
      { path: 'seoTitle' },
      { path: 'seoDescription', type: 'textarea' },
      ...TIMESTAMPS,
    ],
    options: {
      navigation: { name: 'Catalog', icon: 'ShoppingBag' },
      sort: { sortBy: 'title', direction: 'asc' },
      listProperties: ['title', 'slug', 'displayOrder', 'isVisible', 'effectiveVisible'],
      showProperties: [
        'id',
        'title',
        'name',
        'slug',
        'parentId',
        'depth',
        'displayOrder',
        'isVisible',
        'effectiveVisible',
        'description',
        'imageUrl',
        'imageAlt',
        'seoTitle',
        'seoDescription',
        'createdAt',
        'updatedAt',
        'deletedAt',
      ],
      editProperties: ['name', 'slug', 'parentId', 'displayOrder', 'isVisible', 'description', 'imageUrl', 'imageAlt', 'seoTitle', 'seoDescription'],
      filterProperties: ['name', 'parentId', 'isVisible', 'deleted'],
      properties: {
        parentId: { description: 'Changing the parent moves the category with its subcategories (depth limit and cycle rules apply). Empty: top level.' },
      },
      translations: { en: { properties: { title: 'Category', parentId: 'Parent (move under)', effectiveVisible: 'Shown in store', deleted: 'Deleted' } } },
    },
    resourceLinks: { listView: { permission: 'READ', label: 'List', icon: 'List', to: { resourceId: 'Categories', action: 'list' } } },
    views: {
      // the menu entry opens the tree; the list stays one click away
      tree: treeView({
        isDefault: true,
        moveAction: 'moveUnder',
        placeAction: 'placeAmong',
        maxDepth: MAX_DEPTH,
        load: async () => (await catalog.categories.tree()).map(treeNode),
      }),
    },
    ...reads('Categories'),
    create: {
      dto: CreateCategoryDto,
      input: (p) => ({
        name: text(p.name),
        slug: text(p.slug),
        parentId: text(p.parentId),
        displayOrder: panelForm.int(p.displayOrder),
        isVisible: panelForm.bool(p.isVisible),
        description: text(p.description),
        imageUrl: text(p.imageUrl),
        imageAlt: text(p.imageAlt),
        seoTitle: text(p.seoTitle),
        seoDescription: text(p.seoDescription),
      }),
      run: async (dto: CreateCategoryDto) => categoryRow(await rawCategory((await catalog.categories.create(dto)).publicId)),
    },
    update: {
      dto: PanelUpdateCategoryDto,
      input: (p) => ({
        name: text(p.name),
        slug: text(p.slug),
        parentId: p.parentId === undefined ? undefined : nullable(p.parentId),
        displayOrder: panelForm.int(p.displayOrder),
        isVisible: panelForm.bool(p.isVisible),
        description: nullable(p.description),
        imageUrl: nullable(p.imageUrl),
        imageAlt: nullable(p.imageAlt),
        seoTitle: nullable(p.seoTitle),
        seoDescription: nullable(p.seoDescription),
      }),
      run: async (publicId, dto: PanelUpdateCategoryDto) => {
        const { parentId, ...fields } = dto;
        // one transaction: a refused field (e.g. a taken slug) leaves the category where it was; the services
        // drop the cached storefront reads once it has committed
        await withTransaction(async () => {
          const current = await catalog.categories.detail(publicId);
          if (parentId !== undefined && parentId !== current.parentId) await catalog.categories.move(publicId, parentId);
          await catalog.categories.update(publicId, fields);
        });
        return categoryRow(await rawCategory(publicId));
      },
    },
    remove: (publicId) => catalog.categories.remove(publicId),
    ...bulkActions(catalog.categories),
    recordActions: {
      ...lifecycleActions('Categories', catalog.categories, 'category'),
      // the tree page's drag and drop and "Move to" picker (the same use case as PATCH /{id}/move)
      moveUnder: {
        permission: 'UPDATE',
        label: 'Move',
        isVisible: () => false,
        form: { dto: MoveCategoryDto, input: (p) => ({ parentId: p.parentId === '' || p.parentId === null ? null : p.parentId }) },
        run: async (publicId, dto: MoveCategoryDto) => {
          await catalog.categories.move(publicId, dto.parentId);
          return refetch('Categories', publicId);
        },
        successMessage: 'The category is moved',
      },
      // the tree page's drop between two siblings: the move (when the parent changes), then the order, as
      // PATCH /{id}/move and PATCH /reorder do, in one transaction: a refused order leaves the category where it was
      placeAmong: {
        permission: 'UPDATE',
        label: 'Place',
        isVisible: () => false,
        form: {
          dto: PanelPlaceCategoryDto,
          input: (p) => ({
            parentId: p.parentId === '' || p.parentId === null ? null : p.parentId,
            publicIds: typeof p.publicIds === 'string' ? p.publicIds.split(',').filter(Boolean) : formValue.list(p.publicIds),
          }),
        },
        run: async (publicId, dto: PanelPlaceCategoryDto) => {
          await withTransaction(async () => {
            const current = await catalog.categories.detail(publicId);
            if (current.parentId !== dto.parentId) await catalog.categories.move(publicId, dto.parentId);
            await catalog.categories.reorder(dto.publicIds);
          });
          return refetch('Categories', publicId);
        },
        successMessage: 'The category is placed',
      },
      moveToRoot: {
        permission: 'UPDATE',
        label: 'Move to the top level',
        icon: 'CornerLeftUp',
        confirm: 'Move this category (with its subcategories) to the top level?',
        isVisible: (row) => !row.deletedAt && !!row.parentId,
        run: async (publicId) => {
          await catalog.categories.move(publicId, null);
          return refetch('Categories', publicId);
        },
        successMessage: 'The category is now at the top level',
      },
    },
  });
}

function treeNode(c: CategoryTreeNode): PanelTreeNode {
  const note = !c.isVisible ? 'hidden' : !c.effectiveVisible ? 'hidden by a parent' : undefined;
  return { id: c.publicId, title: c.name, detail: c.slug ? `/${c.slug}` : undefined, muted: !c.effectiveVisible, note, children: c.children.map(treeNode) };
}

async function rawCategory(publicId: string): Promise<any> {
  const [row] = await panelFindMany(QUERIES.Categories, [publicId]);
  return { ...row, publicId: row.id, parentPublicId: row.parentId };
}

function brandInput(p: Record<string, unknown>, update: boolean) {
  const opt = update ? nullable : text;
  return {
    name: text(p.name),
    slug: text(p.slug),
    isVisible: panelForm.bool(p.isVisible),
    description: opt(p.description),
    logoUrl: opt(p.logoUrl),
    logoAlt: opt(p.logoAlt),
    seoTitle: opt(p.seoTitle),
    seoDescription: opt(p.seoDescription),
  };
}

const BRAND_PROPERTIES = [
  { path: 'id', isId: true, isEditable: false },
  { path: 'name', isTitle: true, isSortable: true },
  { path: 'slug' },
  { path: 'displayOrder', type: 'number' as const, isEditable: false, isSortable: true },
  { path: 'isVisible', type: 'boolean' as const, defaultValue: true },
  { path: 'description', type: 'textarea' as const },
  { path: 'logoUrl', image: { uploadType: 'landing' as const } },
  { path: 'logoAlt' },
  { path: 'seoTitle' },
  { path: 'seoDescription', type: 'textarea' as const },
];

function brandsResource() {
  return definePanelResource({
    id: 'Brands',
    module: 'Brands',
    properties: [...BRAND_PROPERTIES, ...TIMESTAMPS],
    options: {
      navigation: { name: 'Catalog', icon: 'ShoppingBag' },
      sort: { sortBy: 'displayOrder', direction: 'asc' },
      listProperties: ['name', 'slug', 'displayOrder', 'isVisible', 'updatedAt'],
      editProperties: ['name', 'slug', 'isVisible', 'description', 'logoUrl', 'logoAlt', 'seoTitle', 'seoDescription'],
      filterProperties: ['name', 'isVisible', 'deleted'],
    },
    ...reads('Brands'),
    ...flatWrites('Brands', catalog.brands, 'brand', {
      create: CreateBrandDto,
      update: UpdateBrandDto,
      input: brandInput,
      created: (dto) => catalog.brands.create(dto),
    }),
  });
}

function seriesResource() {
  return definePanelResource({
    id: 'BrandSeries',
    module: 'BrandSeries',
    properties: [...BRAND_PROPERTIES, { path: 'brandPublicId', reference: 'Brands' }, ...TIMESTAMPS],
    options: {
      navigation: { name: 'Catalog', icon: 'ShoppingBag' },
      sort: { sortBy: 'displayOrder', direction: 'asc' },
      listProperties: ['name', 'slug', 'brandPublicId', 'displayOrder', 'isVisible'],
      editProperties: ['name', 'slug', 'brandPublicId', 'isVisible', 'description', 'logoUrl', 'logoAlt', 'seoTitle', 'seoDescription'],
      filterProperties: ['name', 'brandPublicId', 'isVisible', 'deleted'],
      actions: { edit: { layout: ['name', 'slug', 'isVisible', 'description', 'logoUrl', 'logoAlt', 'seoTitle', 'seoDescription'] } },
      translations: { en: { properties: { brandPublicId: 'Brand' } } },
    },
    ...reads('BrandSeries'),
    ...flatWrites('BrandSeries', catalog.series, 'series', {
      create: CreateSeriesDto,
      update: UpdateSeriesDto,
      input: (p, update) => (update ? brandInput(p, true) : { ...brandInput(p, false), brandPublicId: text(p.brandPublicId) }),
      created: (dto) => catalog.series.createSeries(dto),
    }),
  });
}

function tagsResource() {
  return definePanelResource({
    id: 'Tags',
    module: 'Tags',
    properties: [
      { path: 'id', isId: true, isEditable: false },
      { path: 'name', isTitle: true, isSortable: true },
      { path: 'slug' },
      { path: 'isVisible', type: 'boolean', defaultValue: true },
      ...TIMESTAMPS,
    ],
    options: {
      navigation: { name: 'Catalog', icon: 'ShoppingBag' },
      sort: { sortBy: 'name', direction: 'asc' },
      listProperties: ['name', 'slug', 'isVisible', 'updatedAt'],
      editProperties: ['name', 'slug', 'isVisible'],
      filterProperties: ['name', 'isVisible', 'deleted'],
    },
    ...reads('Tags'),
    ...flatWrites('Tags', catalog.tags, 'tag', {
      create: CreateTagDto,
      update: UpdateTagDto,
      input: (p) => ({ name: text(p.name), slug: text(p.slug), isVisible: panelForm.bool(p.isVisible) }),
      created: (dto) => catalog.tags.create(dto),
    }),
  });
}

/** `admin` of the catalog manifest. Bulk delete runs the catalog bulk delete service (deepest categories first, per-item failures). */
export function catalogAdmin(_ctx: AdminContext): unknown[] {
  return [categoriesResource(), brandsResource(), seriesResource(), tagsResource()];
}

/** How many live records a catalog resource lists (the dashboard's counts). */
export function catalogResourceCount(resourceId: string): Promise<number> {
  return panelCount(QUERIES[resourceId]!, {});
}

/** Titles of catalog records by public id, deleted ones included (the dashboard's activity feed). */
export async function catalogRecordTitles(resourceId: string, ids: string[]): Promise<Map<string, string>> {
  const rows = await panelFindMany(QUERIES[resourceId]!, ids);
  return new Map(rows.map((r) => [r.id, String(r.name)]));
}
