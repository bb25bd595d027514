import { In, type SelectQueryBuilder } from 'typeorm';
import { validate as isUuid } from 'uuid';
import { definePanelResource, formValue, type PanelListQuery, type PanelRow } from '../../core/panel/resource-spec.js';
import { repo } from '../../core/db/transaction.js';
import { CreateSeoDto, ROBOTS_VALUES, UpdateSeoDto } from './dto/seo.dto.js';
import { SeoRecord } from './entities/seo-record.entity.js';
import { toSeoAdmin } from './mappers.js';
import { seoService } from './seo-service-instance.js';
import { containsPattern } from '../../core/db/sql.js';
import { restoreAction } from '../../core/panel/restore-action.js';

/* The SEO records in the admin panel: reads query the table, writes go through the service (same DTOs as the routes). */

const SORT: Record<string, string> = { title: 's.title', createdAt: 's.createdAt', updatedAt: 's.updatedAt' };
const FIELDS = ['title', 'description', 'canonicalUrl', 'robots', 'ogImageUrl'] as const;

function query(filters: PanelListQuery['filters']): SelectQueryBuilder<SeoRecord> {
  const qb = repo(SeoRecord).createQueryBuilder('s');
  if (filters.deleted === 'true') qb.withDeleted().andWhere('s.deletedAt IS NOT NULL');
  const title = typeof filters.title === 'string' ? filters.title.trim() : '';
  if (title) qb.andWhere('s.title ILIKE :title', { title: containsPattern(title) });
  if (typeof filters.robots === 'string' && filters.robots) qb.andWhere('s.robots = :robots', { robots: filters.robots });
  return qb;
}

const row = (r: ReturnType<typeof toSeoAdmin>): PanelRow => ({ ...r });

/** '' in a form clears a field on edit (null) and leaves it out on create. */
function input(p: Record<string, unknown>, map: (v: unknown) => unknown) {
  return Object.fromEntries(FIELDS.map((f) => [f, map(p[f])]));
}

export function seoAdmin(): unknown[] {
  return [
    definePanelResource({
      id: 'Seo',
      module: 'Seo',
      properties: [
        { path: 'id', isId: true, isEditable: false },
        { path: 'title', isTitle: true, isSortable: true },
        { path: 'description', type: 'textarea' },
        { path: 'canonicalUrl' },
        { path: 'robots', availableValues: [...ROBOTS_VALUES] },
        // uploaded as a public `landing` image; the field stores its public URL (the DTO takes http(s) URLs and /paths)
        { path: 'ogImageUrl', image: { uploadType: 'landing' } },
        { path: 'createdAt', type: 'datetime', isEditable: false, isSortable: true },
        { path: 'updatedAt', type: 'datetime', isEditable: false, isSortable: true },
        { path: 'deletedAt', type: 'datetime', isEditable: false },
        // filter only: 'true' lists the soft-deleted records (to restore them)
        { path: 'deleted', type: 'boolean', isEditable: false },
      ],
      options: {
        navigation: { name: 'Content', icon: 'Search' },
        sort: { sortBy: 'createdAt', direction: 'desc' },
        listProperties: ['title', 'robots', 'canonicalUrl', 'updatedAt'],
        showProperties: ['id', ...FIELDS, 'createdAt', 'updatedAt', 'deletedAt'],
        editProperties: [...FIELDS],
        filterProperties: ['title', 'robots', 'deleted'],
        actions: {
          edit: { isVisible: ({ record }) => !!record && !record.params.deletedAt },
          delete: { isVisible: ({ record }) => !!record && !record.params.deletedAt },
        },
        translations: {
          en: {
            labels: { Seo: 'SEO records' },
            properties: { canonicalUrl: 'Canonical URL', ogImageUrl: 'Open Graph image', deleted: 'Deleted' },
            actions: { restore: 'Restore' },
          },
        },
      },
      async find(q) {
        const sort = SORT[q.sortBy ?? 'createdAt'] ?? 's.createdAt';
        const dir = q.direction === 'desc' ? 'DESC' : 'ASC';
        const qb = query(q.filters).orderBy(sort, dir, 'NULLS LAST').addOrderBy('s.id', dir).skip(q.offset).take(q.limit);
        return (await qb.getMany()).map((r) => row(toSeoAdmin(r)));
      },
      count: (filters) => query(filters).getCount(),
      async findMany(ids) {
        const valid = ids.filter((id) => isUuid(id));
        if (!valid.length) return [];
        return (await repo(SeoRecord).find({ where: { publicId: In(valid) }, withDeleted: true })).map((r) => row(toSeoAdmin(r)));
      },
      create: {
        dto: CreateSeoDto,
        input: (p) => input(p, formValue.optional),
        run: async (dto: CreateSeoDto) => row(await seoService.create(dto)),
      },
      update: {
        dto: UpdateSeoDto,
        input: (p) => input(p, formValue.nullable),
        run: async (id, dto: UpdateSeoDto) => row(await seoService.update(id, dto)),
      },
      remove: (id) => seoService.remove(id),
      recordActions: {
        restore: restoreAction('SEO record', async (id) => row(await seoService.restore(id))),
      },
    }),
  ];
}
