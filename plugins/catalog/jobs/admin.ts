import { In } from 'typeorm';
import { validate as isUuid } from 'uuid';
import { definePanelResource, formValue, type PanelListQuery, type PanelRow } from '../../../admin/resource-spec.js';
import { repo } from '../../../core/db/transaction.js';
import { CatalogJob } from './catalog-job.entity.js';
import { catalogJobsService } from './catalog-jobs.service.js';
import { PanelExportDto } from './dto/job.dto.js';
import { JOB_ENTITIES, JOB_FORMATS, JOB_KINDS, JOB_STATUSES } from './job-columns.js';
import { isStalled } from './job-view.js';

const SORT: Record<string, string> = { createdAt: 'j.createdAt', updatedAt: 'j.updatedAt', finishedAt: 'j.finishedAt', status: 'j.status' };

function row(j: CatalogJob): PanelRow {
  return {
    id: j.publicId,
    kind: j.kind,
    entity: j.entity,
    status: j.status,
    format: j.format,
    progress: j.totalRows === null ? `${j.processedRows}` : `${j.processedRows} / ${j.totalRows}`,
    processedRows: j.processedRows,
    totalRows: j.totalRows,
    writtenRows: j.writtenRows,
    errorCount: j.errorCount,
    failureCode: j.failureCode,
    isStalled: isStalled(j),
    fileName: j.sourceName,
    createdAt: j.createdAt,
    startedAt: j.startedAt,
    finishedAt: j.finishedAt,
  };
}

function query(filters: PanelListQuery['filters']) {
  const qb = repo(CatalogJob).createQueryBuilder('j');
  for (const [field, allowed] of [['kind', JOB_KINDS], ['entity', JOB_ENTITIES], ['status', JOB_STATUSES]] as const) {
    const v = filters[field];
    if (typeof v === 'string' && (allowed as readonly string[]).includes(v)) qb.andWhere(`j.${field} = :${field}`, { [field]: v });
  }
  return qb;
}

/**
 * The panel's catalog jobs: a list with status and progress, "new" submits an export through the service
 * of POST /export, and a cancel action calls the service of POST /{id}/cancel. (Import needs a file upload
 * field, which the panel assembly does not offer yet: imports are submitted over HTTP.)
 */
export function catalogJobsAdmin(): unknown[] {
  return [
    definePanelResource({
      id: 'CatalogJobs',
      module: 'Catalog',
      properties: [
        { path: 'id', isId: true, isEditable: false },
        { path: 'kind', availableValues: [...JOB_KINDS], isEditable: false, isSortable: false },
        { path: 'entity', isTitle: true, availableValues: [...JOB_ENTITIES] },
        { path: 'status', availableValues: [...JOB_STATUSES], isEditable: false, isSortable: true },
        { path: 'format', availableValues: [...JOB_FORMATS] },
        { path: 'progress', isEditable: false },
        { path: 'processedRows', type: 'number', isEditable: false },
        { path: 'totalRows', type: 'number', isEditable: false },
        { path: 'writtenRows', type: 'number', isEditable: false },
        { path: 'errorCount', type: 'number', isEditable: false },
        { path: 'failureCode', isEditable: false },
        { path: 'isStalled', type: 'boolean', isEditable: false },
        { path: 'fileName', isEditable: false },
        { path: 'includeDeleted', type: 'boolean' },
        { path: 'search' },
        { path: 'createdAt', type: 'datetime', isEditable: false, isSortable: true },
        { path: 'startedAt', type: 'datetime', isEditable: false },
        { path: 'finishedAt', type: 'datetime', isEditable: false, isSortable: true },
      ],
      options: {
        navigation: { name: 'Catalog', icon: 'Package' },
        sort: { sortBy: 'createdAt', direction: 'desc' },
        listProperties: ['kind', 'entity', 'status', 'progress', 'errorCount', 'createdAt', 'finishedAt'],
        showProperties: ['id', 'kind', 'entity', 'status', 'format', 'progress', 'writtenRows', 'errorCount', 'failureCode', 'isStalled', 'fileName', 'createdAt', 'startedAt', 'finishedAt'],
        editProperties: ['entity', 'format', 'includeDeleted', 'search'],
        filterProperties: ['kind', 'entity', 'status'],
        translations: { en: { labels: { CatalogJobs: 'Catalog jobs' }, actions: { new: 'New export', cancel: 'Cancel' } } },
      },
      async find(q) {
        const sort = SORT[q.sortBy ?? 'createdAt'] ?? 'j.createdAt';
        const dir = q.direction === 'desc' ? 'DESC' : 'ASC';
        const jobs = await query(q.filters).orderBy(sort, dir, 'NULLS LAST').addOrderBy('j.id', dir).skip(q.offset).take(q.limit).getMany();
        return jobs.map(row);
      },
      count: (filters) => query(filters).getCount(),
      async findMany(ids) {
        const valid = ids.filter((id) => isUuid(id));
        if (!valid.length) return [];
        return (await repo(CatalogJob).find({ where: { publicId: In(valid) } })).map(row);
      },
      create: {
        dto: PanelExportDto,
        input: (p) => ({
          entity: formValue.optional(p.entity),
          format: formValue.optional(p.format),
          includeDeleted: formValue.optional(p.includeDeleted),
          search: formValue.optional(p.search),
        }),
        run: async (dto: PanelExportDto, actor) => {
          const job = await catalogJobsService.submitExport(actor, { entity: dto.entity, format: dto.format, includeDeleted: dto.includeDeleted, search: dto.search });
          return row((await repo(CatalogJob).findOneOrFail({ where: { publicId: job.publicId } })));
        },
      },
      recordActions: {
        cancel: {
          permission: 'UPDATE',
          label: 'Cancel',
          icon: 'XCircle',
          confirm: 'Cancel this job? A running import is rolled back.',
          isVisible: (r) => r.status === 'queued' || r.status === 'processing',
          run: async (id) => {
            await catalogJobsService.cancel(id);
            return row(await repo(CatalogJob).findOneOrFail({ where: { publicId: id } }));
          },
          successMessage: 'The job is cancelled',
        },
      },
    }),
  ];
}
