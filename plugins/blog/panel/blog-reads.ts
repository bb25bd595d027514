import { AppError } from '../../../core/http/app-error.js';
import { entityColumnsSql } from '../../../core/db/entity-columns.js';
import { containsPattern } from '../../../core/db/sql.js';
import { panelReads } from '../../../core/panel/panel-reads.js';
import type { PanelRow } from '../../../core/panel/resource-spec.js';
import { blog } from '../blog-context.js';
import { BlogCategory } from '../entities/blog-category.entity.js';
import { BlogPost } from '../entities/blog-post.entity.js';
import { toAdminListItem, toCategory } from '../mappers.js';
import { parseBlogId } from '../params.js';
import { postRow } from './post-form.js';

/** Blog panel ids are the integer ids (spec 01 convention 4); any other id finds nothing. */
export const validIds = (ids: string[]) => ids.map(parseBlogId).filter((id): id is string => id !== null);

/** A record's page by id through the service; a missing one is left out. */
export async function viewed<T>(ids: string[], view: (id: string) => Promise<T>): Promise<T[]> {
  const rows = await Promise.all(
    validIds(ids).map((id) =>
      view(id).catch((e: unknown) => {
        if (e instanceof AppError && e.statusCode === 404) return null;
        throw e;
      }),
    ),
  );
  return rows.filter((r): r is Awaited<T> => r !== null);
}

/** a nullable column sorted with its empty values last in both directions */
const nullsLast = (column: string) => `${column} IS NULL, ${column}`;

export const postReads = panelReads({
  select: `SELECT ${entityColumnsSql(BlogPost, 't')} FROM blog_posts t`,
  countFrom: 'FROM blog_posts t',
  sortable: {
    title: 't.title',
    status: 't.status',
    displayDate: nullsLast('t.display_date'),
    publishedAt: nullsLast('t.published_at'),
    createdAt: 't.created_at',
    updatedAt: 't.updated_at',
  },
  defaultSort: 'updatedAt',
  filters: {
    title: (v, p) => `t.title ILIKE ${p(containsPattern(v))}`,
    status: (v, p) => `t.status = ${p(v)}`,
    categoryId: (v, p) => (parseBlogId(v) ? `t.category_id = ${p(v)}` : 'FALSE'),
  },
  toRow: (p: BlogPost) => postRow({ ...toAdminListItem(p), body: p.body, heroIntro: p.heroIntro }),
});

export const categoryRow = (c: ReturnType<typeof toCategory>): PanelRow => ({ ...c, id: String(c.id) });

export const categoryReads = panelReads({
  select: `SELECT ${entityColumnsSql(BlogCategory, 't')} FROM blog_categories t`,
  countFrom: 'FROM blog_categories t',
  sortable: { name: 't.name', slug: 't.slug', createdAt: 't.created_at', updatedAt: 't.updated_at' },
  defaultSort: 'name',
  filters: { name: (v, p) => `t.name ILIKE ${p(containsPattern(v))}` },
  toRow: (c: BlogCategory) => categoryRow(toCategory(c)),
});

/** posts shown and edited: with their FAQs, call to action and videos */
export const postsById = async (ids: string[]) => (await viewed(ids, (id) => blog.posts.view(id))).map(postRow);
export const categoriesById = async (ids: string[]) => (await viewed(ids, (id) => blog.categories.view(id))).map(categoryRow);
