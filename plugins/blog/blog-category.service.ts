import { isUniqueViolation } from '../../core/db/errors.js';
import { claimSlug, releaseSlugs, slugHistory } from '../../core/db/slugs/slug-registry.js';
import { containsPattern, sqlRows } from '../../core/db/sql.js';
import { repo, withTransaction } from '../../core/db/transaction.js';
import { resolveList } from '../../core/http/list-query.js';
import { queryPage } from '../../core/lifecycle/index.js';
import { CATEGORY_SORT, type BlogCategoryListQuery, type CreateBlogCategoryDto, type UpdateBlogCategoryDto } from './dto/category.dto.js';
import { BlogCategory } from './entities/blog-category.entity.js';
import { BlogErrors } from './errors.js';
import { toCategory } from './mappers.js';
import { CATEGORY_SLUG_SCOPE, slugFor } from './slugs.js';

const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v === '' ? null : v);
const POST_COUNT = `(SELECT count(*) FROM blog_posts bp WHERE bp.category_id = c.id)`;
const PUBLISHED_COUNT = `(SELECT count(*) FROM blog_posts bp WHERE bp.category_id = c.id AND bp.status = 'published')`;

export class BlogCategoryService {
  async list(q: BlogCategoryListQuery) {
    const l = resolveList(q, CATEGORY_SORT, 'createdAt');
    const qb = repo(BlogCategory).createQueryBuilder('c').addSelect(POST_COUNT, 'post_count');
    if (q.search) qb.where('(c.name ILIKE :s OR c.slug ILIKE :s)', { s: containsPattern(q.search) });
    qb.orderBy(`c.${l.sort}`, l.order).addOrderBy('c.id', l.order);
    const { rows, count } = await queryPage(qb, l, async (page) => {
      const { entities, raw } = await page.getRawAndEntities();
      const counts = new Map(raw.map((r) => [String(r.c_id), Number(r.post_count)]));
      return entities.map((c) => toCategory(c, counts.get(String(c.id)) ?? 0));
    });
    return { rows, count, list: l };
  }

  async view(id: string) {
    const c = await this.find(id);
    const [{ n }] = await sqlRows<{ n: string }>(`SELECT count(*) AS n FROM blog_posts WHERE category_id = $1`, [id]);
    return { ...toCategory(c, Number(n)), previousSlugs: await slugHistory(CATEGORY_SLUG_SCOPE, id) };
  }

  async create(dto: CreateBlogCategoryDto) {
    return withTransaction(async () => {
      const slug = slugFor(dto.slug, dto.name, CATEGORY_SLUG_SCOPE);
      const c = repo(BlogCategory).create({ name: dto.name, slug, description: blankToNull(dto.description) ?? null });
      await this.saveMapped(c);
      await claimSlug(CATEGORY_SLUG_SCOPE, c.id, slug, () => BlogErrors.CATEGORY_SLUG_ALREADY_EXISTS());
      return this.view(c.id);
    });
  }

  /** Only provided fields change; a new slug retires the old one (kept in the history). */
  async update(id: string, dto: UpdateBlogCategoryDto) {
    return withTransaction(async () => {
      const c = await this.find(id, true);
      if (dto.name !== undefined) c.name = dto.name;
      if (dto.description !== undefined) c.description = blankToNull(dto.description) ?? null;
      if (dto.slug !== undefined && dto.slug !== c.slug) {
        await claimSlug(CATEGORY_SLUG_SCOPE, c.id, dto.slug, () => BlogErrors.CATEGORY_SLUG_ALREADY_EXISTS());
        c.slug = dto.slug;
      }
      await this.saveMapped(c);
      return this.view(id);
    });
  }

  /** Refused while any post (draft or published) is in the category. */
  async remove(id: string): Promise<void> {
    await withTransaction(async () => {
      await this.find(id, true);
      const [{ n }] = await sqlRows<{ n: string }>(`SELECT count(*) AS n FROM blog_posts WHERE category_id = $1`, [id]);
      if (Number(n) > 0) throw BlogErrors.CATEGORY_NOT_EMPTY();
      await repo(BlogCategory).delete({ id });
      await releaseSlugs(CATEGORY_SLUG_SCOPE, id);
    });
  }

  /** Public: categories that have published posts, with how many, by name. */
  async published() {
    const rows = await repo(BlogCategory)
      .createQueryBuilder('c')
      .addSelect(PUBLISHED_COUNT, 'post_count')
      .where(`EXISTS (SELECT 1 FROM blog_posts bp WHERE bp.category_id = c.id AND bp.status = 'published')`)
      .orderBy('c.name', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .getRawAndEntities();
    const counts = new Map(rows.raw.map((r) => [String(r.c_id), Number(r.post_count)]));
    return rows.entities.map((c) => ({ id: Number(c.id), name: c.name, slug: c.slug, description: c.description, postCount: counts.get(String(c.id)) ?? 0 }));
  }

  /**
   * A category a post is being put in; the row is share-locked so a concurrent delete waits for
   * this transaction (and then sees the post), or this one sees the category gone.
   */
  async lockForPost(id: number): Promise<BlogCategory> {
    const c = await repo(BlogCategory).findOne({ where: { id: String(id) }, lock: { mode: 'pessimistic_read' } });
    if (!c) throw BlogErrors.CATEGORY_NOT_FOUND();
    return c;
  }

  private async find(id: string, lock = false): Promise<BlogCategory> {
    const c = await repo(BlogCategory).findOne({ where: { id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!c) throw BlogErrors.CATEGORY_NOT_FOUND();
    return c;
  }

  private async saveMapped(c: BlogCategory): Promise<void> {
    try {
      await repo(BlogCategory).save(c);
    } catch (e) {
      if (isUniqueViolation(e)) throw BlogErrors.CATEGORY_SLUG_ALREADY_EXISTS();
      throw e;
    }
  }
}
