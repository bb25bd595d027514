import { entityColumnsSql } from '../../core/db/entity-columns.js';
import { panelReads } from '../../core/panel/panel-reads.js';
import { definePanelResource, formValue, type PanelRow } from '../../core/panel/resource-spec.js';
import { CreateSeoDto, ROBOTS_VALUES, UpdateSeoDto } from './dto/seo.dto.js';
import { SeoRecord } from './entities/seo-record.entity.js';
import { toSeoAdmin } from './mappers.js';
import { seoService } from './seo-service-instance.js';
import { containsPattern } from '../../core/db/sql.js';
import { restoreAction } from '../../core/panel/restore-action.js';

/* The SEO records in the admin panel: reads query the table, writes go through the service (same DTOs as the routes). */

const FIELDS = ['title', 'description', 'canonicalUrl', 'robots', 'ogImageUrl'] as const;

const row = (r: ReturnType<typeof toSeoAdmin>): PanelRow => ({ ...r });

const reads = panelReads({
  select: `SELECT ${entityColumnsSql(SeoRecord, 't')} FROM seo_records t`,
  countFrom: 'FROM seo_records t',
  // a record without a title sorts last either way
  sortable: { title: 't.title IS NULL, t.title', createdAt: 't.created_at', updatedAt: 't.updated_at' },
  defaultSort: 'createdAt',
  softDeleted: true,
  filters: {
    title: (v, p) => `t.title ILIKE ${p(containsPattern(v))}`,
    robots: (v, p) => `t.robots = ${p(v)}`,
  },
  toRow: (r: SeoRecord) => row(toSeoAdmin(r)),
});

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
      find: reads.find,
      count: reads.count,
      findMany: reads.findMany,
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
