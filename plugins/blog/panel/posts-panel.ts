import { definePanelResource, type PanelProperty, type PanelRecordAction } from '../../../core/panel/resource-spec.js';
import type { ResourceOptions } from 'adminjs';
import { blog } from '../blog-context.js';
import { CreateBlogPostDto, UpdateBlogPostDto } from '../dto/post.dto.js';
import { postReads, postsById } from './blog-reads.js';
import { CTA_SCHEMA, FAQS_SCHEMA, VIDEOS_SCHEMA, postInput, postRow, withoutUnchangedSets } from './post-form.js';

/*
 * Blog posts in the panel. The body has the rich-text editor (HTML, sanitised by the service as from the API);
 * the featured image has the panel's image upload field; the SEO record is picked by its title.
 */

const POST_PROPERTIES: PanelProperty[] = [
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
];

const EDITABLE = [
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
];

const POST_OPTIONS: ResourceOptions = {
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
  editProperties: EDITABLE,
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
};

const POST_ACTIONS: Record<string, PanelRecordAction> = {
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
};

/** Blog posts, with publish and unpublish. */
export function postsResource() {
  return definePanelResource({
    id: 'BlogPosts',
    module: 'Blog',
    properties: POST_PROPERTIES,
    options: POST_OPTIONS,
    find: postReads.find,
    count: postReads.count,
    findMany: postsById,
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
    recordActions: POST_ACTIONS,
    // BLOG_SEO_NOT_FOUND stays a notice: it may name a video's SEO record rather than the post's
    errorFields: { BLOG_POST_SLUG_ALREADY_EXISTS: 'slug', BLOG_CATEGORY_NOT_FOUND: 'categoryId' },
  });
}
