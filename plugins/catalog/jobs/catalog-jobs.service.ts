import { createReadStream } from 'node:fs';
import { actorLabel, actorMay } from '../../../core/context/request-context.js';
import { clock } from '../../../core/clock/clock.js';
import { newPublicId } from '../../../core/db/ids.js';
import { sqlRows } from '../../../core/db/sql.js';
import { repo, withTransaction } from '../../../core/db/transaction.js';
import { CommonErrors } from '../../../core/http/app-error.js';
import { resolveList } from '../../../core/http/list-query.js';
import { publish } from '../../../core/jobs/outbox.js';
import { defineTopic } from '../../../core/jobs/topics.js';
import { logger } from '../../../core/log/logger.js';
import { platform } from '../../../core/platform.js';
import { CatalogJob } from './catalog-job.entity.js';
import type { ExportJobDto, JobListQuery } from './dto/job.dto.js';
import { CatalogJobErrors } from './errors.js';
import { sniffFormat } from './file-format.js';
import { ENTITY_MODULE, JOB_ENTITIES, TEMPLATE_COLUMNS, type JobEntity } from './job-columns.js';
import { toJobDetail, toJobSummary } from './job-view.js';
import { CONTENT_TYPES } from './tabular/write-rows.js';

/** The outbox topic that hands a queued job to a worker; written in the job row's transaction, so never lost. */
export const JOB_QUEUED_TOPIC = defineTopic<{ jobId: string }>('catalog.job.queued');

/** Deepest page of the job list (page x size); beyond it the list answers 400 PAGINATION_LIMIT_TOO_LARGE. */
export const LIST_WINDOW = 10_000;
const SORTABLE = ['createdAt', 'updatedAt', 'finishedAt'] as const;

export interface UploadedImport {
  path: string;
  originalName: string;
  size: number;
}

export class CatalogJobsService {
  /** Stores the file and queues the job (job row + outbox event in one transaction). */
  async submitImport(entity: JobEntity, file: UploadedImport) {
    if (!actorMay(`${ENTITY_MODULE[entity]}_CREATE`)) throw CatalogJobErrors.CATALOG_JOB_ENTITY_PERMISSION_DENIED();
    if (file.size === 0) throw CatalogJobErrors.CATALOG_IMPORT_FILE_REQUIRED(undefined, 'The uploaded file is empty');
    const format = await sniffFormat(file.path);
    if (!format) throw CatalogJobErrors.CATALOG_IMPORT_FILE_TYPE_INVALID();
    const publicId = newPublicId();
    const key = `catalog-jobs/imports/${publicId}.${format}`;
    await platform().storage.put(key, createReadStream(file.path), { contentType: CONTENT_TYPES[format], size: file.size });
    try {
      return await this.queue(
        repo(CatalogJob).create({
          publicId,
          kind: 'import',
          entity,
          format,
          requestedBy: actorLabel(),
          sourceKey: key,
          sourceName: file.originalName.slice(0, 255),
          sourceSize: String(file.size),
          params: {},
        }),
      );
    } catch (e) {
      await platform().storage.delete(key).catch((err) => logger().warn({ err, key }, 'could not remove the file of an import that was not queued'));
      throw e;
    }
  }

  submitExport(dto: ExportJobDto) {
    const params: Record<string, unknown> = { includeDeleted: dto.includeDeleted ?? false };
    if (dto.search !== undefined && dto.search.trim() !== '') params.search = dto.search.trim();
    return this.queue(
      repo(CatalogJob).create({ kind: 'export', entity: dto.entity, format: dto.format ?? 'csv', requestedBy: actorLabel(), params }),
    );
  }

  private async queue(job: CatalogJob) {
    const saved = await withTransaction(async () => {
      const row = await repo(CatalogJob).save(
        Object.assign(job, { status: 'queued', processedRows: 0, errors: [], errorCount: 0, attempts: 0, createdAt: clock.now(), updatedAt: clock.now() }),
      );
      await publish(JOB_QUEUED_TOPIC, { jobId: row.publicId });
      return row;
    });
    return toJobDetail(saved);
  }

  /**
   * queued or processing -> cancelled in one conditional UPDATE. A processing import sees it at its next
   * progress write and rolls back; if it is committing right now, this waits for its row lock and then
   * finds the job completed (409).
   */
  async cancel(publicId: string) {
    const now = clock.now();
    const rows = await sqlRows<{ id: string }>(
      `UPDATE catalog_jobs SET status = 'cancelled', finished_at = $2, updated_at = $2, lease_until = NULL
        WHERE public_id = $1 AND status IN ('queued', 'processing') RETURNING id`,
      [publicId, now],
    );
    if (!rows[0]) {
      const exists = await repo(CatalogJob).exists({ where: { publicId } });
      throw exists ? CatalogJobErrors.CATALOG_JOB_NOT_CANCELLABLE() : CatalogJobErrors.CATALOG_JOB_NOT_FOUND();
    }
    return this.view(publicId);
  }

  async view(publicId: string) {
    const job = await repo(CatalogJob).findOne({ where: { publicId } });
    if (!job) throw CatalogJobErrors.CATALOG_JOB_NOT_FOUND();
    return toJobDetail(job);
  }

  async list(q: JobListQuery) {
    const list = resolveList(q, SORTABLE, 'createdAt');
    if (list.paginated && list.page * list.size > LIST_WINDOW) throw CatalogJobErrors.PAGINATION_LIMIT_TOO_LARGE();
    const qb = repo(CatalogJob).createQueryBuilder('j');
    if (q.kind) qb.andWhere('j.kind = :kind', { kind: q.kind });
    if (q.entity) qb.andWhere('j.entity = :entity', { entity: q.entity });
    if (q.status) qb.andWhere('j.status = :status', { status: q.status });
    const count = await qb.getCount();
    if (!list.paginated && count > LIST_WINDOW) throw CatalogJobErrors.PAGINATION_LIMIT_TOO_LARGE();
    qb.orderBy(`j.${list.sort}`, list.order, 'NULLS LAST').addOrderBy('j.id', list.order).skip(list.skip).take(list.take);
    const rows = (await qb.getMany()).map(toJobSummary);
    return { rows, count, list };
  }

  /** The header row of an import file. */
  template(entity: JobEntity): string {
    if (!JOB_ENTITIES.includes(entity)) throw CommonErrors.VALIDATION_FAILED([{ field: 'entity', problems: [`entity must be one of: ${JOB_ENTITIES.join(', ')}`] }]);
    return `${TEMPLATE_COLUMNS[entity].join(',')}\r\n`;
  }
}

export const catalogJobsService = new CatalogJobsService();
