import type { ResourceOptions } from 'adminjs';
import { definePanelResource, type PanelProperty } from '../../../core/panel/resource-spec.js';
import { treeView, type PanelTreeNode } from '../../../core/panel/tree-view.js';
import { catalog } from '../catalog-context.js';
import { MAX_DEPTH } from '../category-queries.js';
import type { CategoryTreeNode } from '../category.service.js';
import { bulkActions, lifecycleActions, TIMESTAMPS } from './catalog-actions.js';
import { reads } from './catalog-reads.js';
import { categoryWrites } from './category-form.js';
import { moveActions } from './category-moves.js';

function treeNode(c: CategoryTreeNode): PanelTreeNode {
  const note = !c.isVisible ? 'hidden' : !c.effectiveVisible ? 'hidden by a parent' : undefined;
  return { id: c.publicId, title: c.name, detail: c.slug ? `/${c.slug}` : undefined, muted: !c.effectiveVisible, note, children: c.children.map(treeNode) };
}

const CATEGORY_PROPERTIES: PanelProperty[] = [
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
];

const CATEGORY_OPTIONS: ResourceOptions = {
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
};

/** Categories: the tree page (the menu's entry), the list, and the writes and moves through the services. */
export function categoriesResource() {
  return definePanelResource({
    id: 'Categories',
    module: 'Categories',
    properties: CATEGORY_PROPERTIES,
    options: CATEGORY_OPTIONS,
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
    ...categoryWrites,
    remove: (publicId) => catalog.categories.remove(publicId),
    ...bulkActions(catalog.categories),
    recordActions: {
      ...lifecycleActions('Categories', catalog.categories, 'category'),
      ...moveActions,
    },
    errorFields: {
      CATEGORY_SLUG_ALREADY_EXISTS: 'slug',
      CATEGORY_PARENT_NOT_FOUND: 'parentId',
      CATEGORY_PARENT_DELETED: 'parentId',
      CATEGORY_MAX_DEPTH_EXCEEDED: 'parentId',
      CATEGORY_CIRCULAR_HIERARCHY: 'parentId',
    },
  });
}
