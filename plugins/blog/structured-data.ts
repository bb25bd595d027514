import type { BlogPost } from './entities/blog-post.entity.js';

const CONTEXT = 'https://schema.org';
/** Where the storefront shows the blog; paths are site-relative (the frontend knows its own origin). */
export const BLOG_PATH = '/blogs';

/**
 * schema.org objects for JSON-LD: an Article, a FAQPage (null when the post has no FAQs: an
 * empty FAQPage is invalid) and a BreadcrumbList Home > Blog > [category] > post.
 */
export function structuredDataOf(p: BlogPost) {
  const postPath = `${BLOG_PATH}/${p.slug}`;
  const faqs = [...(p.faqs ?? [])].sort((a, b) => a.position - b.position || Number(a.id) - Number(b.id));
  const crumbs: Array<{ name: string; item: string }> = [
    { name: 'Home', item: '/' },
    { name: 'Blog', item: BLOG_PATH },
  ];
  if (p.category) crumbs.push({ name: p.category.name, item: `${BLOG_PATH}?category=${encodeURIComponent(p.category.slug)}` });
  crumbs.push({ name: p.title, item: postPath });
  return {
    article: {
      '@context': CONTEXT,
      '@type': 'Article',
      headline: p.title,
      description: p.excerpt ?? undefined,
      image: p.featuredImageUrl ? [p.featuredImageUrl] : undefined,
      datePublished: p.publishedAt?.toISOString(),
      dateModified: p.updatedAt.toISOString(),
      author: p.authorName ? { '@type': 'Person', name: p.authorName } : undefined,
      articleSection: p.category?.name,
      mainEntityOfPage: { '@type': 'WebPage', '@id': postPath },
    },
    faq: faqs.length
      ? {
          '@context': CONTEXT,
          '@type': 'FAQPage',
          mainEntity: faqs.map((f) => ({
            '@type': 'Question',
            name: f.question,
            acceptedAnswer: { '@type': 'Answer', text: f.answer },
          })),
        }
      : null,
    breadcrumb: {
      '@context': CONTEXT,
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.item })),
    },
  };
}
