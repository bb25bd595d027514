import { In } from 'typeorm';
import { definePanelResource, formValue, type PanelFilterValue, type PanelListQuery, type PanelRow } from '../../core/panel/resource-spec.js';
import { repo } from '../../core/db/transaction.js';
import type { AdminContext } from '../../core/plugin.js';
import { blog } from './blog-context.js';
import { CreateBlogCategoryDto, UpdateBlogCategoryDto } from './dto/category.dto.js';
import { BlogCtaDto, BlogFaqDto, BlogVideoDto, CreateBlogPostDto, UpdateBlogPostDto } from './dto/post.dto.js';
import { dtoSchema, type JsonSchema } from '../../core/panel/schema-field.js';
import { BLOG_LIMITS } from './limits.js';
import { BlogCategory } from './entities/blog-category.entity.js';
import { BlogPost } from './entities/blog-post.entity.js';
import { toAdminListItem, toCategory, toPostContent } from './mappers.js';
import { parseBlogId } from './params.js';
import { containsPattern } from '../../core/db/sql.js';

/*
 * The blog's admin panel resources. Reads query the tables; every write (and publish/unpublish)
 * goes through the services of the HTTP routes, so slugs, sanitising and transitions hold here too.
 * The body has the rich-text editor (HTML, sanitised by the service as from the API). A post's FAQs, call to
 * action and videos have structured editors generated from their DTOs (the list order is the position); the
 * form sends them as JSON text, validated by the same DTOs and replaced as wholes by the service; the featured
 * image has the panel's image upload field; the SEO record is picked by its title.
 */

/** The nested parts' schemas for the structured editors (from the DTOs; positions follow the list order). */
const titled = (schema: JsonSchema, titles: Record<string, string>, extra: Record<string, JsonSchema> = {}): JsonSchema => {
  const properties = { ...(schema.properties as Record<string, JsonSchema>) };
  for (const [key, title] of Object.entries(titles)) properties[key] = { ...properties[key], title, ...extra[key] };
  return { ...schema, properties };
};
const FAQS_SCHEMA: JsonSchema = { type: 'array', maxItems: BLOG_LIMITS.faqsPerPost, items: dtoSchema(BlogFaqDto, ['position']) };
const CTA_SCHEMA: JsonSchema = titled(dtoSchema(BlogCtaDto, ['position']), { ctaTitle: 'Title', ctaButtonLabel: 'Button label', ctaButtonLink: 'Button link' });
const VIDEOS_SCHEMA: JsonSchema = {
  type: 'array',
  maxItems: BLOG_LIMITS.videosPerPost,
  items: titled(
    dtoSchema(BlogVideoDto, ['position']),
    { seoId: 'SEO record', thumbnailUrl: 'Thumbnail' },
    {
      seoId: { 'x-reference': 'Seo' },
      thumbnailUrl: { 'x-editor': 'image' },
    },
  ),
};

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

type PostContent = ReturnType<typeof toPostContent>;
type PostFields = ReturnType<typeof toAdminListItem> & { body?: string; heroIntro?: string | null } & Partial<Pick<PostContent, 'faqs' | 'cta' | 'videos'>>;

/** deepest nesting the JSON fields may have: list > item > value (a little room for a mistaken shape to reach the DTO) */
const NESTED_MAX_DEPTH = 4;
const json = (v: unknown) => JSON.stringify(v, null, 2);

/** The nested parts as the JSON text the form edits (ids left out: the service replaces the sets as wholes). */
function nestedText(p: PostFields): Record<string, string | null> {
  if (!p.faqs || !p.videos) return {};
  return {
    faqs: json(p.faqs.map(({ id: _id, ...f }) => f)),
    cta: p.cta ? json(p.cta) : null,
    videos: json(p.videos.map(({ id: _id, ...v }) => v)),
  };
}

function postRow(p: PostFields): PanelRow {
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
    ...nestedText(p),
  };
}

const entityRow = (p: BlogPost) => postRow({ ...toAdminListItem(p), body: p.body, heroIntro: p.heroIntro });
/** a post loaded with its FAQs and videos: the record shown and edited */
const detailRow = (p: BlogPost) => postRow({ ...toPostContent(p), ...toAdminListItem(p) });

/** FAQs and videos compared as the service would store them (a missing position is the item's index). */
const faqKey = (list: Array<{ question: string; answer: string; position?: number }>) =>
  JSON.stringify(list.map((f, i) => [f.question, f.answer, f.position ?? i]));
const videoKey = (list: Array<Omit<BlogVideoDto, 'seoId'> & { seoId?: string | null }>) =>
  JSON.stringify(list.map((v, i) => [v.title, v.videoUrl, v.seoId?.toLowerCase() ?? null, v.description || null, v.thumbnailUrl || null, v.position ?? i]));

/**
 * The form always sends the FAQ and video text: an unchanged set is left out of the update, so its
 * rows (and their public ids) stay as they are when only other fields were edited.
 */
async function withoutUnchangedSets(id: string, dto: UpdateBlogPostDto): Promise<UpdateBlogPostDto> {
  if (dto.faqs === undefined && dto.videos === undefined) return dto;
  const current = await blog.posts.view(id);
  if (dto.faqs !== undefined && faqKey(dto.faqs) === faqKey(current.faqs)) delete dto.faqs;
  if (dto.videos !== undefined && videoKey(dto.videos) === videoKey(current.videos)) delete dto.videos;
  return dto;
}

const POST_SORT: Record<string, string> = {
  title: 'p.title',
  status: 'p.status',
  displayDate: 'p.displayDate',
  publishedAt: 'p.publishedAt',
  createdAt: 'p.createdAt',
  updatedAt: 'p.updatedAt',
};

function postQuery(filters: PanelListQuery['filters']) {
  const qb = repo(BlogPost).createQueryBuilder('p').leftJoinAndSelect('p.category', 'category').where('TRUE');
  const title = text(filters.title);
  if (title) qb.andWhere('p.title ILIKE :title', { title: containsPattern(title) });
  const status = text(filters.status);
  if (status) qb.andWhere('p.status = :status', { status });
  const categoryId = text(filters.categoryId);
  if (categoryId) qb.andWhere(parseBlogId(categoryId) ? 'p.categoryId = :categoryId' : 'FALSE', { categoryId });
  return qb;
}

/** create: blank fields are left out; edit: blank clears (null, or an empty FAQ/video set) */
const postInput = (mode: 'create' | 'edit') => (p: Record<string, unknown>) => {
  const nullable = mode === 'create' ? formValue.optional : formValue.nullable;
  const cleared = (empty: unknown) => (mode === 'create' ? undefined : empty);
  return {
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
    faqs: formValue.json('faqs', p.faqs, cleared([]), NESTED_MAX_DEPTH),
    cta: formValue.json('cta', p.cta, cleared(null), NESTED_MAX_DEPTH),
    videos: formValue.json('videos', p.videos, cleared([]), NESTED_MAX_DEPTH),
  };
};

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
      { path: 'body', type: 'richtext' },
      { path: 'featuredImageUrl', image: { uploadType: 'landing' } },
      { path: 'featuredImageAlt' },
      { path: 'displayDate', type: 'datetime', isSortable: true },
      { path: 'categoryId', reference: 'BlogCategories' },
      { path: 'seoId', reference: 'Seo' },
      { path: 'faqs', type: 'textarea', schema: { schema: FAQS_SCHEMA } },
      { path: 'cta', type: 'textarea', schema: { schema: CTA_SCHEMA, optional: true, addLabel: '+ Add a call to action' } },
      { path: 'videos', type: 'textarea', schema: { schema: VIDEOS_SCHEMA } },
      { path: 'authorName', isEditable: false },
      { path: 'publishedAt', type: 'datetime', isEditable: false, isSortable: true },
      { path: 'createdAt', type: 'datetime', isEditable: false, isSortable: true },
      { path: 'updatedAt', type: 'datetime', isEditable: false, isSortable: true },
    ],
    options: {
      navigation: { name: 'Blog', icon: 'BookOpen' },
      sort: { sortBy: 'updatedAt', direction: 'desc' },
      listProperties: ['title', 'status', 'categoryId', 'publishedAt', 'updatedAt'],
      showProperties: [
        'id',
        'title',
        'slug',
        'status',
        'categoryId',
        'excerpt',
        'heroIntro',
        'body',
        'featuredImageUrl',
        'featuredImageAlt',
        'displayDate',
        'seoId',
        'faqs',
        'cta',
        'videos',
        'authorName',
        'publishedAt',
        'createdAt',
        'updatedAt',
      ],
      editProperties: [
        'title',
        'slug',
        'categoryId',
        'excerpt',
        'heroIntro',
        'body',
        'featuredImageUrl',
        'featuredImageAlt',
        'displayDate',
        'seoId',
        'faqs',
        'cta',
        'videos',
      ],
      filterProperties: ['title', 'status', 'categoryId'],
      translations: {
        en: {
          labels: { BlogPosts: 'Blog posts' },
          properties: {
            categoryId: 'Category',
            seoId: 'SEO record',
            heroIntro: 'Hero intro',
            featuredImageUrl: 'Featured image',
            faqs: 'FAQs',
            cta: 'Call to action',
            videos: 'Videos',
          },
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
      return (await repo(BlogPost).find({ where: { id: In(valid) }, relations: { category: true, faqs: true, videos: true } })).map(detailRow);
    },
    create: {
      dto: CreateBlogPostDto,
      input: postInput('create'),
      run: async (dto: CreateBlogPostDto) => postRow(await blog.posts.create(dto)),
    },
    update: {
      dto: UpdateBlogPostDto,
      input: postInput('edit'),
      run: async (id, dto: UpdateBlogPostDto) => postRow(await blog.posts.update(id, await withoutUnchangedSets(id, dto))),
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
  if (name) qb.andWhere('c.name ILIKE :name', { name: containsPattern(name) });
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
      return Promise.all(valid.map((id) => blog.categories.view(id).then(categoryRow, () => null))).then((rows) =>
        rows.filter((r): r is PanelRow => r !== null),
      );
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
