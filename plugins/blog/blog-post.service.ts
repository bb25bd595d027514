import { Brackets, type SelectQueryBuilder } from 'typeorm';
import { clock } from '../../core/clock/clock.js';
import { currentActor } from '../../core/context/request-context.js';
import { isUniqueViolation } from '../../core/db/errors.js';
import { claimSlug, releaseSlugs, resolveSlug, slugHistory } from '../../core/db/slugs/slug-registry.js';
import { containsPattern, sqlRows } from '../../core/db/sql.js';
import { repo, withTransaction } from '../../core/db/transaction.js';
import { resolveList } from '../../core/http/list-query.js';
import { queryPage } from '../../core/lifecycle/index.js';
import { accounts } from '../accounts/index.js';
import { seo } from '../seo/index.js';
import type { BlogCategoryService } from './blog-category.service.js';
import {
  ADMIN_POST_SORT,
  PUBLIC_POST_SORT,
  type AdminBlogPostListQuery,
  type BlogFaqDto,
  type BlogSearchQuery,
  type BlogVideoDto,
  type CreateBlogPostDto,
  type UpdateBlogPostDto,
} from './dto/post.dto.js';
import { BlogPostFaq } from './entities/blog-post-faq.entity.js';
import { BlogPostVideo } from './entities/blog-post-video.entity.js';
import { BlogPost, type BlogPostStatus } from './entities/blog-post.entity.js';
import { BlogErrors } from './errors.js';
import { toAdminListItem, toAdminPost, toPostContent, toPublicListItem } from './mappers.js';
import { sanitizeBody } from './sanitize-body.js';
import { POST_SLUG_SCOPE, slugFor } from './slugs.js';
import { structuredDataOf } from './structured-data.js';

const blankToNull = <T>(v: T | null | undefined): T | null | undefined => (v === undefined ? undefined : v === null || v === '' ? null : v);
const slugTaken = () => BlogErrors.POST_SLUG_ALREADY_EXISTS();

/** The nullable scalar fields of the write shape, copied as given (null or '' clears). */
const NULLABLE_TEXT = ['excerpt', 'heroIntro', 'featuredImageUrl', 'featuredImageAlt'] as const;

export class BlogPostService {
  constructor(private readonly categories: BlogCategoryService) {}

  // ---- admin ----

  async list(q: AdminBlogPostListQuery) {
    const l = resolveList(q, ADMIN_POST_SORT, 'updatedAt');
    const qb = this.searchQuery(q);
    if (q.status) qb.andWhere('p.status = :status', { status: q.status });
    qb.orderBy(`p.${l.sort}`, l.order, 'NULLS LAST').addOrderBy('p.id', l.order);
    const { rows, count } = await queryPage(qb, l);
    return { rows: rows.map(toAdminListItem), count, list: l };
  }

  async view(id: string) {
    return toAdminPost(await this.load(id), await slugHistory(POST_SLUG_SCOPE, id));
  }

  /** The author is the actor of the request context (an admin). */
  async create(dto: CreateBlogPostDto) {
    const actor = currentActor();
    return withTransaction(async () => {
      await this.checkReferences(dto);
      const slug = slugFor(dto.slug, dto.title, POST_SLUG_SCOPE);
      const author = actor.internalId ? await accounts.auth.findUser({ id: actor.internalId }) : null;
      const status: BlogPostStatus = dto.status ?? 'draft';
      const post = repo(BlogPost).create({
        title: dto.title,
        slug,
        body: dto.body === undefined ? '' : sanitizeBody(dto.body),
        displayDate: dto.displayDate ? new Date(dto.displayDate) : null,
        categoryId: dto.categoryId == null ? null : String(dto.categoryId),
        seoId: dto.seoId?.toLowerCase() ?? null,
        status,
        publishedAt: status === 'published' ? clock.now() : null,
        authorId: actor.internalId ?? null,
        authorName: author?.name ?? null,
        cta: dto.cta ? this.ctaOf(dto.cta) : null,
      });
      for (const f of NULLABLE_TEXT) (post as any)[f] = blankToNull(dto[f]) ?? null;
      await this.saveMapped(post);
      await claimSlug(POST_SLUG_SCOPE, post.id, slug, slugTaken);
      if (dto.faqs) await this.replaceFaqs(post.id, dto.faqs);
      if (dto.videos) await this.replaceVideos(post.id, dto.videos);
      return this.view(post.id);
    });
  }

  /**
   * Partial update: only provided fields change; faqs, cta and videos are replaced as wholes.
   * A status field moves the post like publish/unpublish; the same status is left as it is.
   */
  async update(id: string, dto: UpdateBlogPostDto) {
    return withTransaction(async () => {
      const post = await this.lock(id);
      await this.checkReferences(dto);
      if (dto.title !== undefined) post.title = dto.title;
      if (dto.body !== undefined) post.body = sanitizeBody(dto.body);
      for (const f of NULLABLE_TEXT) if (dto[f] !== undefined) (post as any)[f] = blankToNull(dto[f]) ?? null;
      if (dto.displayDate !== undefined) post.displayDate = dto.displayDate ? new Date(dto.displayDate) : null;
      if (dto.categoryId !== undefined) post.categoryId = dto.categoryId === null ? null : String(dto.categoryId);
      if (dto.seoId !== undefined) post.seoId = dto.seoId?.toLowerCase() ?? null;
      if (dto.cta !== undefined) post.cta = dto.cta ? this.ctaOf(dto.cta) : null;
      if (dto.status !== undefined && dto.status !== post.status) {
        post.status = dto.status;
        post.publishedAt = dto.status === 'published' ? clock.now() : null;
      }
      if (dto.slug !== undefined && dto.slug !== post.slug) {
        post.slug = slugFor(dto.slug, post.title, POST_SLUG_SCOPE);
        await claimSlug(POST_SLUG_SCOPE, post.id, post.slug, slugTaken);
      }
      await this.saveMapped(post);
      if (dto.faqs !== undefined) await this.replaceFaqs(post.id, dto.faqs);
      if (dto.videos !== undefined) await this.replaceVideos(post.id, dto.videos);
      return this.view(id);
    });
  }

  /** Deletes the post with its FAQs and videos; its slugs become free again. */
  async remove(id: string): Promise<void> {
    await withTransaction(async () => {
      await this.lock(id);
      await repo(BlogPost).delete({ id });
      await releaseSlugs(POST_SLUG_SCOPE, id);
    });
  }

  /** draft -> published, sets publishedAt; decided in one conditional UPDATE so a race publishes once. */
  publish(id: string) {
    return this.transition(id, 'draft', 'published');
  }

  /** published -> draft; publishedAt is cleared (a later publish sets it again). */
  unpublish(id: string) {
    return this.transition(id, 'published', 'draft');
  }

  // ---- public ----

  async publicList(q: BlogSearchQuery) {
    const l = resolveList(q, PUBLIC_POST_SORT, 'publishedAt');
    const qb = this.searchQuery(q).andWhere(`p.status = 'published'`);
    qb.orderBy(`p.${l.sort}`, l.order, 'NULLS LAST').addOrderBy('p.id', l.order);
    const { rows, count } = await queryPage(qb, l);
    return { rows: rows.map(toPublicListItem), count, list: l };
  }

  /** A published post by its current or a retired slug; the answer always carries the current slug. */
  async publicDetail(slug: string) {
    const owner = await resolveSlug(POST_SLUG_SCOPE, slug);
    if (!owner) throw BlogErrors.POST_NOT_FOUND();
    const post = await this.load(owner.entityId).catch(() => null);
    if (!post || post.status !== 'published') throw BlogErrors.POST_NOT_FOUND();
    const seoRecord = post.seoId ? await seo.get(post.seoId) : null;
    return { ...toPostContent(post), seo: seoRecord, structuredData: structuredDataOf(post) };
  }

  // ---- internals ----

  /** Admin and public lists share the search and category filters. */
  private searchQuery(q: BlogSearchQuery): SelectQueryBuilder<BlogPost> {
    const qb = repo(BlogPost).createQueryBuilder('p').leftJoinAndSelect('p.category', 'category');
    qb.where('TRUE');
    if (q.search) {
      const s = containsPattern(q.search);
      qb.andWhere(new Brackets((w) => w.where('p.title ILIKE :s', { s }).orWhere('p.excerpt ILIKE :s', { s }).orWhere('p.slug ILIKE :s', { s })));
    }
    if (q.categoryId !== undefined) qb.andWhere('p.categoryId = :categoryId', { categoryId: String(q.categoryId) });
    return qb;
  }

  private async transition(id: string, from: BlogPostStatus, to: BlogPostStatus) {
    return withTransaction(async () => {
      const rows = await sqlRows<{ id: string }>(
        `UPDATE blog_posts SET status = $2, published_at = $3, updated_at = $4 WHERE id = $1 AND status = $5 RETURNING id`,
        [id, to, to === 'published' ? clock.now() : null, clock.now(), from],
      );
      if (!rows.length) {
        await this.load(id);
        throw BlogErrors.POST_INVALID_STATUS_TRANSITION(undefined, `Only a ${from} post can be ${to === 'published' ? 'published' : 'unpublished'}`);
      }
      return this.view(id);
    });
  }

  /** Category, post SEO record and video SEO records must exist before anything is written. */
  private async checkReferences(dto: CreateBlogPostDto | UpdateBlogPostDto): Promise<void> {
    if (dto.categoryId != null) await this.categories.lockForPost(dto.categoryId);
    const seoIds = [dto.seoId, ...(dto.videos ?? []).map((v) => v.seoId)].filter((s): s is string => typeof s === 'string');
    for (const seoId of new Set(seoIds.map((s) => s.toLowerCase()))) {
      if (!(await seo.get(seoId))) throw BlogErrors.SEO_NOT_FOUND(undefined, `The SEO record ${seoId} does not exist`);
    }
  }

  private ctaOf(cta: NonNullable<CreateBlogPostDto['cta']>) {
    return { ctaTitle: cta.ctaTitle, ctaButtonLabel: cta.ctaButtonLabel, ctaButtonLink: cta.ctaButtonLink, position: cta.position ?? 0 };
  }

  private async replaceFaqs(postId: string, faqs: BlogFaqDto[]): Promise<void> {
    await repo(BlogPostFaq).delete({ postId });
    if (!faqs.length) return;
    await repo(BlogPostFaq).save(faqs.map((f, i) => repo(BlogPostFaq).create({ postId, question: f.question, answer: f.answer, position: f.position ?? i })));
  }

  private async replaceVideos(postId: string, videos: BlogVideoDto[]): Promise<void> {
    await repo(BlogPostVideo).delete({ postId });
    if (!videos.length) return;
    await repo(BlogPostVideo).save(
      videos.map((v, i) =>
        repo(BlogPostVideo).create({
          postId,
          title: v.title,
          videoUrl: v.videoUrl,
          seoId: v.seoId?.toLowerCase() ?? null,
          description: blankToNull(v.description) ?? null,
          thumbnailUrl: blankToNull(v.thumbnailUrl) ?? null,
          position: v.position ?? i,
        }),
      ),
    );
  }

  /** Row-locks the post for the rest of the transaction (concurrent edits queue up). */
  private async lock(id: string): Promise<BlogPost> {
    const post = await repo(BlogPost).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!post) throw BlogErrors.POST_NOT_FOUND();
    return post;
  }

  private async load(id: string): Promise<BlogPost> {
    const post = await repo(BlogPost).findOne({ where: { id }, relations: { category: true } });
    if (!post) throw BlogErrors.POST_NOT_FOUND();
    post.faqs = await repo(BlogPostFaq).find({ where: { postId: id }, order: { position: 'ASC', id: 'ASC' } });
    post.videos = await repo(BlogPostVideo).find({ where: { postId: id }, order: { position: 'ASC', id: 'ASC' } });
    return post;
  }

  private async saveMapped(post: BlogPost): Promise<void> {
    try {
      await repo(BlogPost).save(post);
    } catch (e) {
      if (isUniqueViolation(e)) throw slugTaken();
      throw e;
    }
  }
}
