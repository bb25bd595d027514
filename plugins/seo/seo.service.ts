import { In, IsNull } from 'typeorm';
import { validate as isUuid } from 'uuid';
import { queryPage, restore, softDelete } from '../../core/lifecycle/index.js';
import { repo, withTransaction } from '../../core/db/transaction.js';
import { resolveList } from '../../core/http/list-query.js';
import { publish } from '../../core/jobs/outbox.js';
import type { CreateSeoDto, SeoListQuery, UpdateSeoDto } from './dto/seo.dto.js';
import { SeoRecord } from './entities/seo-record.entity.js';
import { SeoErrors } from './errors.js';
import { toSeoAdmin, toSeoView } from './mappers.js';
import type { SeoLookup, SeoView } from './seo-context.js';
import { SEO_RECORD_CHANGED } from './topics.js';
import { containsPattern } from '../../core/db/sql.js';

const SORTABLE = ['title', 'createdAt', 'updatedAt'] as const;
const FIELDS = ['title', 'description', 'canonicalUrl', 'robots', 'ogImageUrl'] as const;
const SEO_LIFECYCLE = { notFound: SeoErrors.SEO_NOT_FOUND, alreadyDeleted: SeoErrors.SEO_ALREADY_DELETED, notDeleted: SeoErrors.SEO_NOT_DELETED };

const clean = (v: string | null | undefined) => (typeof v === 'string' ? v.trim() : v);

export class SeoService implements SeoLookup {
  async get(publicId: string): Promise<SeoView | null> {
    if (!isUuid(publicId)) return null;
    const row = await repo(SeoRecord).findOneBy({ publicId: publicId.toLowerCase() });
    return row ? toSeoView(row) : null;
  }

  async getMany(publicIds: string[]): Promise<Map<string, SeoView>> {
    const ids = [...new Set(publicIds.filter((id) => typeof id === 'string' && isUuid(id)).map((id) => id.toLowerCase()))];
    const found = new Map<string, SeoView>();
    if (!ids.length) return found;
    for (const row of await repo(SeoRecord).findBy({ publicId: In(ids) })) found.set(row.publicId, toSeoView(row));
    return found;
  }

  async list(q: SeoListQuery) {
    const l = resolveList(q, SORTABLE, 'createdAt');
    const qb = repo(SeoRecord).createQueryBuilder('s');
    if (q.includeDeleted) qb.withDeleted();
    if (q.search) qb.andWhere('s.title ILIKE :s', { s: containsPattern(q.search) });
    qb.orderBy(`s.${l.sort}`, l.order, 'NULLS LAST').addOrderBy('s.id', l.order);
    const { rows, count } = await queryPage(qb, l);
    return { rows: rows.map(toSeoAdmin), count, list: l };
  }

  /** Admin read: soft-deleted records are shown too (with deletedAt), so they can be restored. */
  async view(publicId: string) {
    return toSeoAdmin(await this.find(publicId, true));
  }

  async create(dto: CreateSeoDto) {
    const row = repo(SeoRecord).create({ title: null, description: null, canonicalUrl: null, robots: null, ogImageUrl: null });
    for (const f of FIELDS) if (dto[f] !== undefined) (row as any)[f] = clean(dto[f]);
    await repo(SeoRecord).save(row);
    return toSeoAdmin(row);
  }

  /** Only provided fields change; null clears one. A soft-deleted record is not found. */
  async update(publicId: string, dto: UpdateSeoDto) {
    return withTransaction(async () => {
      const patch: Partial<SeoRecord> = {};
      for (const f of FIELDS) if (dto[f] !== undefined) (patch as any)[f] = clean(dto[f]);
      const res = Object.keys(patch).length
        ? await repo(SeoRecord).update({ publicId, deletedAt: IsNull() }, patch)
        : { affected: (await repo(SeoRecord).existsBy({ publicId })) ? 1 : 0 };
      if (!res.affected) throw SeoErrors.SEO_NOT_FOUND();
      if (Object.keys(patch).length) await publish(SEO_RECORD_CHANGED, { id: publicId, change: 'updated' });
      return toSeoAdmin(await this.find(publicId));
    });
  }

  async remove(publicId: string): Promise<void> {
    await withTransaction(async () => {
      await softDelete(SeoRecord, publicId, SEO_LIFECYCLE);
      await publish(SEO_RECORD_CHANGED, { id: publicId, change: 'deleted' });
    });
  }

  async restore(publicId: string) {
    return withTransaction(async () => {
      await restore(SeoRecord, publicId, SEO_LIFECYCLE);
      await publish(SEO_RECORD_CHANGED, { id: publicId, change: 'restored' });
      return toSeoAdmin(await this.find(publicId));
    });
  }

  private async find(publicId: string, withDeleted = false): Promise<SeoRecord> {
    const row = await repo(SeoRecord).findOne({ where: { publicId }, withDeleted });
    if (!row) throw SeoErrors.SEO_NOT_FOUND();
    return row;
  }
}
