import { formValue, type PanelRow } from '../../../core/panel/resource-spec.js';
import { dtoSchema, type JsonSchema } from '../../../core/panel/schema-field.js';
import { blog } from '../blog-context.js';
import { BlogCtaDto, BlogFaqDto, BlogVideoDto, type UpdateBlogPostDto } from '../dto/post.dto.js';
import { BLOG_LIMITS } from '../limits.js';
import type { toAdminListItem, toPostContent } from '../mappers.js';

/*
 * A blog post as the panel's form shows and sends it. A post's FAQs, call to action and videos have structured
 * editors generated from their DTOs (the list order is the position); the form sends them as JSON text,
 * validated by the same DTOs and replaced as wholes by the service.
 */

/** The nested parts' schemas for the structured editors (from the DTOs; positions follow the list order). */
const titled = (schema: JsonSchema, titles: Record<string, string>, extra: Record<string, JsonSchema> = {}): JsonSchema => {
  const properties = { ...(schema.properties as Record<string, JsonSchema>) };
  for (const [key, title] of Object.entries(titles)) properties[key] = { ...properties[key], title, ...extra[key] };
  return { ...schema, properties };
};
export const FAQS_SCHEMA: JsonSchema = { type: 'array', maxItems: BLOG_LIMITS.faqsPerPost, items: dtoSchema(BlogFaqDto, ['position']) };
export const CTA_SCHEMA: JsonSchema = titled(dtoSchema(BlogCtaDto, ['position']), {
  ctaTitle: 'Title',
  ctaButtonLabel: 'Button label',
  ctaButtonLink: 'Button link',
});
export const VIDEOS_SCHEMA: JsonSchema = {
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
export type PostFields = ReturnType<typeof toAdminListItem> & { body?: string; heroIntro?: string | null } & Partial<
    Pick<PostContent, 'faqs' | 'cta' | 'videos'>
  >;

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

export function postRow(p: PostFields): PanelRow {
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

/** FAQs and videos compared as the service would store them (a missing position is the item's index). */
const faqKey = (list: Array<{ question: string; answer: string; position?: number }>) =>
  JSON.stringify(list.map((f, i) => [f.question, f.answer, f.position ?? i]));
const videoKey = (list: Array<Omit<BlogVideoDto, 'seoId'> & { seoId?: string | null }>) =>
  JSON.stringify(list.map((v, i) => [v.title, v.videoUrl, v.seoId?.toLowerCase() ?? null, v.description || null, v.thumbnailUrl || null, v.position ?? i]));

/**
 * The form always sends the FAQ and video text: an unchanged set is left out of the update, so its
 * rows (and their public ids) stay as they are when only other fields were edited.
 */
export async function withoutUnchangedSets(id: string, dto: UpdateBlogPostDto): Promise<UpdateBlogPostDto> {
  if (dto.faqs === undefined && dto.videos === undefined) return dto;
  const current = await blog.posts.view(id);
  if (dto.faqs !== undefined && faqKey(dto.faqs) === faqKey(current.faqs)) delete dto.faqs;
  if (dto.videos !== undefined && videoKey(dto.videos) === videoKey(current.videos)) delete dto.videos;
  return dto;
}

/** create: blank fields are left out; edit: blank clears (null, or an empty FAQ/video set) */
export const postInput = (mode: 'create' | 'edit') => (p: Record<string, unknown>) => {
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
