import { field } from '../../../core/http/openapi/response-fields.js';
import { SeoResponse } from '../../seo/index.js';
import { BLOG_POST_STATUSES, type BlogPostStatus } from '../entities/blog-post.entity.js';

/** A blog category in the admin list. */
export class BlogCategoryResponse {
  @field.integer() id: number;
  @field.string() name: string;
  @field.string() slug: string;
  @field.string({ nullable: true }) description: string | null;
  @field.integer({ optional: true, description: 'Posts in the category, any status' }) postCount?: number;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
}

export class BlogCategoryDetailResponse extends BlogCategoryResponse {
  @field.array('string', { description: 'Slugs the category had before; they still resolve' }) previousSlugs: string[];
}

/** A category with published posts, as the storefront lists them. */
export class PublicBlogCategoryResponse {
  @field.integer() id: number;
  @field.string() name: string;
  @field.string() slug: string;
  @field.string({ nullable: true }) description: string | null;
  @field.integer({ description: 'Published posts in the category' }) postCount: number;
}

export class BlogFaqResponse {
  @field.integer() id: number;
  @field.string() question: string;
  @field.string() answer: string;
  @field.integer() position: number;
}

export class BlogCtaResponse {
  @field.string() ctaTitle: string;
  @field.string() ctaButtonLabel: string;
  @field.string() ctaButtonLink: string;
  @field.integer() position: number;
}

export class BlogVideoResponse {
  @field.integer() id: number;
  @field.string() title: string;
  @field.string() videoUrl: string;
  @field.uuid({ nullable: true }) seoId: string | null;
  @field.string({ nullable: true }) description: string | null;
  @field.string({ nullable: true }) thumbnailUrl: string | null;
  @field.integer() position: number;
}

/** A post in the public list. */
export class BlogPostListItemResponse {
  @field.integer() id: number;
  @field.string() title: string;
  @field.string() slug: string;
  @field.string({ nullable: true }) excerpt: string | null;
  @field.string({ nullable: true }) featuredImageUrl: string | null;
  @field.string({ nullable: true }) featuredImageAlt: string | null;
  @field.dateTime({ nullable: true, description: 'The date to show (the editor may set it apart from publishedAt)' }) displayDate: string | null;
  @field.dateTime({ nullable: true }) publishedAt: string | null;
  @field.string({ nullable: true }) categoryName: string | null;
  @field.string({ nullable: true }) categorySlug: string | null;
}

/** The list item plus the body (sanitised HTML), FAQs, call to action and videos. */
export class BlogPostContentResponse extends BlogPostListItemResponse {
  @field.string({ nullable: true }) heroIntro: string | null;
  @field.string({ description: 'Sanitised HTML' }) body: string;
  @field.string({ nullable: true }) authorName: string | null;
  @field.array(() => BlogFaqResponse) faqs: BlogFaqResponse[];
  @field.object(() => BlogCtaResponse, { nullable: true }) cta: BlogCtaResponse | null;
  @field.array(() => BlogVideoResponse) videos: BlogVideoResponse[];
}

const jsonLd = (what: string) => ({ type: 'object', additionalProperties: true, description: `schema.org ${what} (JSON-LD)` }) as const;

export class BlogStructuredDataResponse {
  @field.schema(jsonLd('Article')) article: Record<string, unknown>;
  @field.schema(jsonLd('FAQPage; null when the post has no FAQs'), { nullable: true }) faq: Record<string, unknown> | null;
  @field.schema(jsonLd('BreadcrumbList')) breadcrumb: Record<string, unknown>;
}

/** A published post as the storefront shows it. */
export class PublicBlogPostResponse extends BlogPostContentResponse {
  @field.object(() => SeoResponse, { nullable: true }) seo: SeoResponse | null;
  @field.object(() => BlogStructuredDataResponse) structuredData: BlogStructuredDataResponse;
}

/** A post in the admin list: the public item plus its editing state. */
export class AdminBlogPostListItemResponse extends BlogPostListItemResponse {
  @field.enum(BLOG_POST_STATUSES) status: BlogPostStatus;
  @field.integer({ nullable: true }) categoryId: number | null;
  @field.uuid({ nullable: true }) seoId: string | null;
  @field.string({ nullable: true }) authorName: string | null;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
}

/** A post as the admin edits it: its content, editing state and former slugs. */
export class AdminBlogPostResponse extends BlogPostContentResponse {
  @field.enum(BLOG_POST_STATUSES) status: BlogPostStatus;
  @field.integer({ nullable: true }) categoryId: number | null;
  @field.uuid({ nullable: true }) seoId: string | null;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
  @field.array('string', { description: 'Slugs the post had before; they still resolve' }) previousSlugs: string[];
}
