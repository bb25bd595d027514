import { In } from 'typeorm';
import { definePanelResource, formValue, type PanelFilterValue, type PanelListQuery, type PanelRow } from '../../admin/resource-spec.js';
import { repo } from '../../core/db/transaction.js';
import type { AdminContext } from '../../core/plugin.js';
import { blog } from './blog-context.js';
import { CreateBlogCategoryDto, UpdateBlogCategoryDto } from './dto/category.dto.js';
import { CreateBlogPostDto, UpdateBlogPostDto } from './dto/post.dto.js';
import { BlogCategory } from './entities/blog-category.entity.js';
import { BlogPost } from './entities/blog-post.entity.js';
import { toAdminListItem, toCategory } from './mappers.js';
import { parseBlogId } from './params.js';

/*
 * The blog's admin panel resources. Reads query the tables; every write (and publish/unpublish)
 * goes through the services of the HTTP routes, so slugs, sanitising and transitions hold here too.
 * FAQs, the call to action and videos are edited through the API only.
 */

const like = (s: string) => `%${s.replace(/[%_\\]/g, '\\$&')}%`;
const text = (v: PanelFilterValue | undefined) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const validIds = (ids: string[]) => ids.map(parseBlogId).filter((id): id is string => id !== null);
const dir = (q: PanelListQuery) => (q.direction === 'desc' ? 'DESC' : 'ASC');

/** A form's category reference (a string) as the DTO's integer; anything else stays and fails validation. */
function formInt(v: unknown): unknown {
  const value = formValue.nullable(v);
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
}

/** AdminJS hands a datetime field over as a Date; the DTO takes ISO 8601 text. */
function formDate(v: unknown): unknown {
  return v instanceof Date ? (Number.isNaN(v.getTime()) ? 'invalid' : v.toISOString()) : v;
}

function postRow(p: ReturnType<typeof toAdminListItem> & { body?: string; heroIntro?: string | null }): PanelRow {
  return {
    id: String(p.id),
    title: p.title,
    slug: p.slug,
    status: p.status,
    excerpt: p.excerpt,
    heroIntro: p.heroIntro ?? null,
    body: p.body ?? '',
    featuredImageUrl: p.featuredImageUrl,
    featuredImageAlt: p.featuredImageAlt,
    displayDate: p.displayDate,
    publishedAt: p.publishedAt,
    categoryId: p.categoryId === null ? null : String(p.categoryId),
    seoId: p.seoId,
    authorName: p.authorName,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

const entityRow = (p: BlogPost) => postRow({ ...toAdminListItem(p), body: p.body, heroIntro: p.heroIntro });

const POST_SORT: Record<string, string> = {
  title: 'p.title', status: 'p.status', displayDate: 'p.displayDate', publishedAt: 'p.publishedAt', createdAt: 'p.createdAt', updatedAt: 'p.updatedAt',
};

function postQuery(filters: PanelListQuery['filters']) {
  const qb = repo(BlogPost).createQueryBuilder('p').leftJoinAndSelect('p.category', 'category').where('TRUE');
  const title = text(filters.title);
  if (title) qb.andWhere('p.title ILIKE :title', { title: like(title) });
  const status = text(filters.status);
  if (status) qb.andWhere('p.status = :status', { status });
  const categoryId = text(filters.categoryId);
  if (categoryId) qb.andWhere(parseBlogId(categoryId) ? 'p.categoryId = :categoryId' : 'FALSE', { categoryId });
  return qb;
}

const postInput = (nullable: (v: unknown) => unknown) => (p: Record<string, unknown>) => ({
  title: formValue.optional(p.title),
  slug: formValue.optional(p.slug),
  excerpt: nullable(p.excerpt),
  heroIntro: nullable(p.heroIntro),
  body: p.body === null ? undefined : p.body,
  featuredImageUrl: nullable(p.featuredImageUrl),
  featuredImageAlt: nullable(p.featuredImageAlt),
  displayDate: nullable(formDate(p.displayDate)),
  categoryId: p.categoryId === undefined ? undefined : nullable(formInt(p.categoryId)),
  seoId: nullable(p.seoId),
});

function postsResource() {
  return definePanelResource({
    id: 'BlogPosts',
    module: 'Blog',
    properties: [
      { path: 'id', isId: true, isEditable: false, isSortable: false },
      { path: 'title', isTitle: true, isSortable: true },
      { path: 'slug' },
      { path: 'status', availableValues: ['draft', 'published'], isEditable: false, isSortable: true },
      { path: 'excerpt', type: 'textarea' },
      { path: 'heroIntro', type: 'textarea' },
      { path: 'body', type: 'textarea' },
      { path: 'featuredImageUrl' },
      { path: 'featuredImageAlt' },
      { path: 'displayDate', type: 'datetime', isSortable: true },
      { path: 'categoryId', reference: 'BlogCategories' },
      { path: 'seoId' },
      { path: 'authorName', isEditable: false },
      { path: 'publishedAt', type: 'datetime', isEditable: false, isSortable: true },
      { path: 'createdAt', type: 'datetime', isEditable: false, isSortable: true },
      { path: 'updatedAt', type: 'datetime', isEditable: false, isSortable: true },
    ],
    options: {
      navigation: { name: 'Blog', icon: 'BookOpen' },
      sort: { sortBy: 'updatedAt', direction: 'desc' },
      listProperties: ['title', 'status', 'categoryId', 'publishedAt', 'updatedAt'],
      showProperties: ['id', 'title', 'slug', 'status', 'categoryId', 'excerpt', 'heroIntro', 'body', 'featuredImageUrl', 'featuredImageAlt',
        'displayDate', 'seoId', 'authorName', 'publishedAt', 'createdAt', 'updatedAt'],
      editProperties: ['title', 'slug', 'categoryId', 'excerpt', 'heroIntro', 'body', 'featuredImageUrl', 'featuredImageAlt', 'displayDate', 'seoId'],
      filterProperties: ['title', 'status', 'categoryId'],
      translations: {
        en: {
          labels: { BlogPosts: 'Blog posts' },
          properties: { categoryId: 'Category', seoId: 'SEO record id', heroIntro: 'Hero intro' },
          actions: { publish: 'Publish', unpublish: 'Unpublish' },
        },
      },
    },
    async find(q) {
      const sort = POST_SORT[q.sortBy ?? 'updatedAt'] ?? 'p.updatedAt';
      const qb = postQuery(q.filters).orderBy(sort, dir(q), 'NULLS LAST').addOrderBy('p.id', dir(q)).skip(q.offset).take(q.limit);
      return (await qb.getMany()).map(entityRow);
    },
    count: (filters) => postQuery(filters).getCount(),
    async findMany(ids) {
      const valid = validIds(ids);
      if (!valid.length) return [];
      return (await repo(BlogPost).find({ where: { id: In(valid) }, relations: { category: true } })).map(entityRow);
    },
    create: {
      dto: CreateBlogPostDto,
      input: postInput(formValue.optional),
      run: async (dto: CreateBlogPostDto, actor) => postRow(await blog.posts.create(actor, dto)),
    },
    update: {
      dto: UpdateBlogPostDto,
      input: postInput(formValue.nullable),
      run: async (id, dto: UpdateBlogPostDto) => postRow(await blog.posts.update(id, dto)),
    },
    remove: (id) => blog.posts.remove(id),
    recordActions: {
      publish: {
        permission: 'UPDATE',
        label: 'Publish',
        icon: 'Send',
        confirm: 'Publish this post?',
        isVisible: (row) => row.status === 'draft',
        run: async (id) => postRow(await blog.posts.publish(id)),
        successMessage: 'The post is published',
      },
      unpublish: {
        permission: 'UPDATE',
        label: 'Unpublish',
        icon: 'EyeOff',
        confirm: 'Take this post back to draft?',
        isVisible: (row) => row.status === 'published',
        run: async (id) => postRow(await blog.posts.unpublish(id)),
        successMessage: 'The post is back to draft',
      },
    },
  });
}

const CATEGORY_SORT: Record<string, string> = { name: 'c.name', slug: 'c.slug', createdAt: 'c.createdAt', updatedAt: 'c.updatedAt' };

function categoryQuery(filters: PanelListQuery['filters']) {
  const qb = repo(BlogCategory).createQueryBuilder('c').where('TRUE');
  const name = text(filters.name);
  if (name) qb.andWhere('c.name ILIKE :name', { name: like(name) });
  return qb;
}

const categoryRow = (c: ReturnType<typeof toCategory>): PanelRow => ({ ...c, id: String(c.id) });

function categoriesResource() {
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
    async find(q) {
      const sort = CATEGORY_SORT[q.sortBy ?? 'name'] ?? 'c.name';
      const qb = categoryQuery(q.filters).orderBy(sort, dir(q)).addOrderBy('c.id', dir(q)).offset(q.offset).limit(q.limit);
      return (await qb.getMany()).map((c) => categoryRow(toCategory(c)));
    },
    count: (filters) => categoryQuery(filters).getCount(),
    async findMany(ids) {
      const valid = validIds(ids);
      return Promise.all(valid.map((id) => blog.categories.view(id).then(categoryRow, () => null))).then((rows) => rows.filter((r): r is PanelRow => r !== null));
    },
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
  });
}

/** `admin` of the blog manifest: posts (with publish/unpublish) and categories. */
export function blogAdmin(_ctx: AdminContext): unknown[] {
  return [postsResource(), categoriesResource()];
}
