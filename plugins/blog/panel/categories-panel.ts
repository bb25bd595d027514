import { definePanelResource, formValue } from '../../../core/panel/resource-spec.js';
import { blog } from '../blog-context.js';
import { CreateBlogCategoryDto, UpdateBlogCategoryDto } from '../dto/category.dto.js';
import { categoriesById, categoryReads, categoryRow } from './blog-reads.js';

/** Blog categories in the panel. */
export function categoriesResource() {
  return definePanelResource({
    id: 'BlogCategories',
    module: 'Blog',
    properties: [
      { path: 'id', isId: true, isEditable: false },
      { path: 'name', isTitle: true, isSortable: true },
      { path: 'slug', isSortable: true },
      { path: 'description', type: 'textarea' },
      { path: 'postCount', type: 'number', isEditable: false },
      { path: 'createdAt', type: 'datetime', isEditable: false, isSortable: true },
      { path: 'updatedAt', type: 'datetime', isEditable: false, isSortable: true },
    ],
    options: {
      navigation: { name: 'Blog', icon: 'BookOpen' },
      sort: { sortBy: 'name', direction: 'asc' },
      listProperties: ['name', 'slug', 'postCount', 'updatedAt'],
      showProperties: ['id', 'name', 'slug', 'description', 'postCount', 'createdAt', 'updatedAt'],
      editProperties: ['name', 'slug', 'description'],
      filterProperties: ['name'],
      translations: { en: { labels: { BlogCategories: 'Blog categories' }, properties: { postCount: 'Posts' } } },
    },
    find: categoryReads.find,
    count: categoryReads.count,
    findMany: categoriesById,
    create: {
      dto: CreateBlogCategoryDto,
      input: (p) => ({ name: formValue.optional(p.name), slug: formValue.optional(p.slug), description: formValue.optional(p.description) }),
      run: async (dto: CreateBlogCategoryDto) => categoryRow(await blog.categories.create(dto)),
    },
    update: {
      dto: UpdateBlogCategoryDto,
      input: (p) => ({ name: formValue.optional(p.name), slug: formValue.optional(p.slug), description: formValue.nullable(p.description) }),
      run: async (id, dto: UpdateBlogCategoryDto) => categoryRow(await blog.categories.update(id, dto)),
    },
    remove: (id) => blog.categories.remove(id),
    errorFields: { BLOG_CATEGORY_SLUG_ALREADY_EXISTS: 'slug' },
  });
}
