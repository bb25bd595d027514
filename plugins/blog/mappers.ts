import type { BlogCategory } from './entities/blog-category.entity.js';
import type { BlogPostFaq } from './entities/blog-post-faq.entity.js';
import type { BlogPostVideo } from './entities/blog-post-video.entity.js';
import type { BlogPost } from './entities/blog-post.entity.js';

/** Blog ids are integers in the API (spec 01 convention 4). */
export const blogId = (id: string | number) => Number(id);
const byPosition = <T extends { position: number; id: string }>(rows: T[] = []) =>
  [...rows].sort((a, b) => a.position - b.position || Number(a.id) - Number(b.id));

export function toCategory(c: BlogCategory, postCount?: number) {
  return {
    id: blogId(c.id),
    name: c.name,
    slug: c.slug,
    description: c.description,
    ...(postCount === undefined ? {} : { postCount }),
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

export const toFaq = (f: BlogPostFaq) => ({ id: blogId(f.id), question: f.question, answer: f.answer, position: f.position });

export const toVideo = (v: BlogPostVideo) => ({
  id: blogId(v.id),
  title: v.title,
  videoUrl: v.videoUrl,
  seoId: v.seoId,
  description: v.description,
  thumbnailUrl: v.thumbnailUrl,
  position: v.position,
});

/** Public list item (spec 01 "Blog"). */
export function toPublicListItem(p: BlogPost) {
  return {
    id: blogId(p.id),
    title: p.title,
    slug: p.slug,
    excerpt: p.excerpt,
    featuredImageUrl: p.featuredImageUrl,
    featuredImageAlt: p.featuredImageAlt,
    displayDate: p.displayDate,
    publishedAt: p.publishedAt,
    categoryName: p.category?.name ?? null,
    categorySlug: p.category?.slug ?? null,
  };
}

/** The fields public detail and admin detail share: list item + body, FAQs, CTA, videos. */
export function toPostContent(p: BlogPost) {
  return {
    ...toPublicListItem(p),
    heroIntro: p.heroIntro,
    body: p.body,
    authorName: p.authorName,
    faqs: byPosition(p.faqs).map(toFaq),
    cta: p.cta,
    videos: byPosition(p.videos).map(toVideo),
  };
}

/** Admin list row: the public item plus the editing state. */
export function toAdminListItem(p: BlogPost) {
  return {
    ...toPublicListItem(p),
    status: p.status,
    categoryId: p.categoryId === null ? null : blogId(p.categoryId),
    seoId: p.seoId,
    authorName: p.authorName,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

export function toAdminPost(p: BlogPost, previousSlugs: string[]) {
  return { ...toPostContent(p), ...toAdminListItem(p), previousSlugs };
}
