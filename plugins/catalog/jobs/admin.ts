import { Type } from 'class-transformer';
import { IsIn, IsNotEmptyObject, IsObject, ValidateNested } from 'class-validator';
import { In } from 'typeorm';
import { validate as isUuid } from 'uuid';
import { definePanelResource, formValue, type PanelListQuery, type PanelRow } from '../../../core/panel/resource-spec.js';
import { repo } from '../../../core/db/transaction.js';
import { CatalogJob } from './catalog-job.entity.js';
import { catalogJobsService } from './catalog-jobs.service.js';
import { PanelExportDto } from './dto/job.dto.js';
import { JOB_ENTITIES, JOB_FORMATS, JOB_KINDS, JOB_STATUSES, type JobEntity } from './job-columns.js';
import { stalledJudge } from './job-view.js';
import { dropFormFileAfter, formFilePart, PanelFilePart } from '../../../core/panel/form-file.js';

const SORT: Record<string, string> = { createdAt: 'j.createdAt', updatedAt: 'j.updatedAt', finishedAt: 'j.finishedAt', status: 'j.status' };

function row(j: CatalogJob, stalled: (j: CatalogJob) => boolean): PanelRow {
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
    isStalled: stalled(j),
    fileName: j.sourceName,
    rowErrors:
      (j.errors ?? [])
        .slice(0, 20)
        .map((e) => `${e.row === null ? 'file' : `row ${e.row}`}${e.column ? ` ${e.column}` : ''}: ${e.errorCode} ${e.message}`)
        .join('\n') || null,
    createdAt: j.createdAt,
    startedAt: j.startedAt,
    finishedAt: j.finishedAt,
  };
}

/** The panel's import form: the entity and the CSV/XLSX file (the service checks content and permissions). */
class PanelImportDto {
  @IsIn(JOB_ENTITIES, { message: `entity must be one of: ${JOB_ENTITIES.join(', ')}` })
  entity: JobEntity;

  @IsObject({ message: 'choose a CSV or XLSX file to import' })
  @IsNotEmptyObject()
  @ValidateNested()
  @Type(() => PanelFilePart)
  file: PanelFilePart;
}

const cancelAction = {
  permission: 'UPDATE' as const,
  label: 'Cancel',
  icon: 'XCircle',
  confirm: 'Cancel this job? A running import is rolled back.',
  isVisible: (r: Record<string, unknown>) => r.status === 'queued' || r.status === 'processing',
  run: async (id: string) => {
    await catalogJobsService.cancel(id);
    return jobRow(id);
  },
  successMessage: 'The job is cancelled',
};

/** The panel rows of jobs (one liveness query for their lease owners). */
async function rows(jobs: CatalogJob[]): Promise<PanelRow[]> {
  const stalled = await stalledJudge(jobs);
  return jobs.map((j) => row(j, stalled));
}

const PROGRESS_PROPERTIES = [
  { path: 'status', availableValues: [...JOB_STATUSES], isEditable: false, isSortable: true },
  { path: 'progress', isEditable: false },
  { path: 'processedRows', type: 'number' as const, isEditable: false },
  { path: 'totalRows', type: 'number' as const, isEditable: false },
  { path: 'writtenRows', type: 'number' as const, isEditable: false },
  { path: 'errorCount', type: 'number' as const, isEditable: false },
  { path: 'failureCode', isEditable: false },
  { path: 'rowErrors', type: 'textarea' as const, isEditable: false },
  { path: 'isStalled', type: 'boolean' as const, isEditable: false },
  { path: 'fileName', isEditable: false },
  { path: 'createdAt', type: 'datetime' as const, isEditable: false, isSortable: true },
  { path: 'startedAt', type: 'datetime' as const, isEditable: false },
  { path: 'finishedAt', type: 'datetime' as const, isEditable: false, isSortable: true },
];

function query(filters: PanelListQuery['filters'], kind?: 'import') {
  // the catalog's entities only: other plugins' jobs share the table, not this list
  const qb = repo(CatalogJob).createQueryBuilder('j').where('j.entity IN (:...catalogEntities)', { catalogEntities: JOB_ENTITIES });
  if (kind) qb.andWhere('j.kind = :only', { only: kind });
  for (const [field, allowed] of [
    ['kind', JOB_KINDS],
    ['entity', JOB_ENTITIES],
    ['status', JOB_STATUSES],
  ] as const) {
    const v = filters[field];
    if (typeof v === 'string' && (allowed as readonly string[]).includes(v)) qb.andWhere(`j.${field} = :${field}`, { [field]: v });
  }
  return qb;
}

async function listJobs(q: PanelListQuery, kind?: 'import'): Promise<PanelRow[]> {
  const sort = SORT[q.sortBy ?? 'createdAt'] ?? 'j.createdAt';
  const dir = q.direction === 'desc' ? 'DESC' : 'ASC';
  const jobs = await query(q.filters, kind).orderBy(sort, dir, 'NULLS LAST').addOrderBy('j.id', dir).skip(q.offset).take(q.limit).getMany();
  return rows(jobs);
}

async function jobsById(ids: string[], kind?: 'import'): Promise<PanelRow[]> {
  const valid = ids.filter((id) => isUuid(id));
  if (!valid.length) return [];
  return rows(await repo(CatalogJob).find({ where: { publicId: In(valid), entity: In([...JOB_ENTITIES]), ...(kind ? { kind } : {}) } }));
}

const jobRow = async (publicId: string) => (await rows([await repo(CatalogJob).findOneOrFail({ where: { publicId } })]))[0]!;

/**
 * The panel's catalog jobs: a list with status and progress, "new" submits an export through the service
 * of POST /export, "Import" opens the import form (resource CatalogImports), and a cancel action calls the
 * service of POST /{id}/cancel.
 */
function catalogJobsResource() {
  return definePanelResource({
    id: 'CatalogJobs',
    module: 'Catalog',
    properties: [
      { path: 'id', isId: true, isEditable: false },
      { path: 'kind', availableValues: [...JOB_KINDS], isEditable: false, isSortable: false },
      { path: 'entity', isTitle: true, availableValues: [...JOB_ENTITIES] },
      { path: 'format', availableValues: [...JOB_FORMATS] },
      ...PROGRESS_PROPERTIES,
      { path: 'includeDeleted', type: 'boolean' },
      { path: 'search' },
    ],
    options: {
      navigation: { name: 'Catalog', icon: 'ShoppingBag' },
      sort: { sortBy: 'createdAt', direction: 'desc' },
      listProperties: ['kind', 'entity', 'status', 'progress', 'errorCount', 'createdAt', 'finishedAt'],
      showProperties: [
        'id',
        'kind',
        'entity',
        'status',
        'format',
        'progress',
        'writtenRows',
        'errorCount',
        'failureCode',
        'rowErrors',
        'isStalled',
        'fileName',
        'createdAt',
        'startedAt',
        'finishedAt',
      ],
      editProperties: ['entity', 'format', 'includeDeleted', 'search'],
      filterProperties: ['kind', 'entity', 'status'],
      translations: { en: { labels: { CatalogJobs: 'Catalog jobs' }, actions: { new: 'New export', cancel: 'Cancel', import: 'Import' } } },
    },
    find: (q) => listJobs(q),
    count: (filters) => query(filters).getCount(),
    findMany: (ids) => jobsById(ids),
    create: {
      dto: PanelExportDto,
      input: (p) => ({
        entity: formValue.optional(p.entity),
        format: formValue.optional(p.format),
        includeDeleted: formValue.optional(p.includeDeleted),
        search: formValue.optional(p.search),
      }),
      run: async (dto: PanelExportDto) => {
        const job = await catalogJobsService.submitExport({ entity: dto.entity, format: dto.format, includeDeleted: dto.includeDeleted, search: dto.search });
        return jobRow(job.publicId);
      },
    },
    recordActions: { cancel: cancelAction },
    resourceLinks: { import: { permission: 'CREATE', label: 'Import', icon: 'Upload', to: { resourceId: 'CatalogImports', action: 'new' } } },
  });
}

/** After a submitted import, the panel opens the job's page (under Catalog jobs) to follow its progress. */
async function toTheJob(response: any, _request: unknown, context: any) {
  const id = response?.record?.params?.id;
  if (response?.notice?.type === 'success' && typeof id === 'string') {
    response.redirectUrl = context.h.recordActionUrl({ resourceId: 'CatalogJobs', recordId: id, actionName: 'show' });
  }
  return response;
}

/**
 * Imports from the panel: "new" is the import form (entity + CSV/XLSX file, sent as multipart), submitted
 * through the service of POST /import (Catalog_CREATE here, the entity's _CREATE re-checked by the service);
 * the list shows the import jobs with status and progress.
 */
function catalogImportsResource() {
  return definePanelResource({
    id: 'CatalogImports',
    module: 'Catalog',
    properties: [
      { path: 'id', isId: true, isEditable: false },
      { path: 'entity', isTitle: true, availableValues: [...JOB_ENTITIES] },
      { path: 'file', type: 'mixed', file: { accept: '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } },
      ...PROGRESS_PROPERTIES,
    ],
    options: {
      // one menu entry for jobs: imports are listed under Catalog jobs (kind filter); this resource is the import form
      navigation: false,
      sort: { sortBy: 'createdAt', direction: 'desc' },
      listProperties: ['entity', 'fileName', 'status', 'progress', 'writtenRows', 'errorCount', 'createdAt'],
      showProperties: [
        'id',
        'entity',
        'fileName',
        'status',
        'progress',
        'writtenRows',
        'errorCount',
        'failureCode',
        'rowErrors',
        'isStalled',
        'createdAt',
        'startedAt',
        'finishedAt',
      ],
      editProperties: ['entity', 'file'],
      filterProperties: ['entity', 'status'],
      actions: {
        new: {
          after: [dropFormFileAfter('file'), toTheJob],
        },
      },
      translations: {
        en: {
          labels: { CatalogImports: 'Catalog imports' },
          actions: { new: 'Import a file', cancel: 'Cancel' },
          properties: { file: 'CSV or XLSX file (template columns, max 25 MB)' },
        },
      },
    },
    find: (q) => listJobs(q, 'import'),
    count: (filters) => query(filters, 'import').getCount(),
    findMany: (ids) => jobsById(ids, 'import'),
    create: {
      dto: PanelImportDto,
      input: (p) => ({ entity: formValue.optional(p.entity), file: formFilePart(p.file) }),
      run: async (dto: PanelImportDto) => {
        const { file } = dto;
        const job = await catalogJobsService.submitImport(dto.entity, { path: file.path, originalName: file.name || 'import', size: file.size });
        return jobRow(job.publicId);
      },
    },
    recordActions: { cancel: cancelAction },
  });
}

export function catalogJobsAdmin(): unknown[] {
  return [catalogJobsResource(), catalogImportsResource()];
}
