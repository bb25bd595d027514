import { createReadStream } from 'node:fs';
import { actorLabel } from '../../../core/context/request-context.js';
import { clock } from '../../../core/clock/clock.js';
import { newPublicId } from '../../../core/db/ids.js';
import { sqlRows } from '../../../core/db/sql.js';
import { repo, withTransaction } from '../../../core/db/transaction.js';
import type { AppError } from '../../../core/http/app-error.js';
import { resolveList, type ListQuery } from '../../../core/http/list-query.js';
import { publish } from '../../../core/jobs/outbox.js';
import { defineTopic } from '../../../core/jobs/topics.js';
import { logger } from '../../../core/log/logger.js';
import { platform } from '../../../core/platform.js';
import { In } from 'typeorm';
import { CatalogJob } from './catalog-job.entity.js';
import { sniffFormat } from './file-format.js';
import type { JobFormat } from './job-columns.js';
import { jobKindOf } from './job-kinds.js';
import { toJobDetail, toJobSummary } from './job-view.js';
import { CONTENT_TYPES } from './tabular/write-rows.js';

/** The outbox topic that hands a queued job to a worker; written in the job row's transaction, so never lost. */
export const JOB_QUEUED = defineTopic<{ jobId: string }>('catalog.job.queued');

/** Deepest page of the job list (page x size); beyond it the list answers 400 PAGINATION_LIMIT_TOO_LARGE. */
export const LIST_WINDOW = 10_000;
export const JOB_SORTABLE = ['createdAt', 'updatedAt', 'finishedAt'] as const;

type ErrorFactory = (details?: unknown, message?: string) => AppError;

export interface UploadedImport {
  path: string;
  originalName: string;
  size: number;
}

export interface JobListFilters extends ListQuery {
  kind?: string;
  entity?: string;
  status?: string;
}

/** What one area's job routes differ in: the entities they see and the errors they answer with. */
export interface JobDeskConfig {
  /** the entities this desk submits, lists, shows and cancels; another area's jobs are not found here */
  entities: readonly string[];
  errors: {
    notFound: ErrorFactory;
    notCancellable: ErrorFactory;
    paginationTooLarge: ErrorFactory;
    fileRequired: ErrorFactory;
    fileTypeInvalid: ErrorFactory;
    /** the import permission re-check of the service failed */
    permissionDenied: ErrorFactory;
  };
  /** the service's own check that the actor may import into the entity (the route checked it too) */
  mayImport(entity: string): boolean;
}

/**
 * One area's view of the jobs: submits imports and exports of its entities, lists, shows and cancels them.
 * The catalog has one for category/brand/brand_series; another plugin builds its own for its kinds.
 */
export class JobDesk {
  constructor(private readonly cfg: JobDeskConfig) {}

  /**
   * Stores the file and queues the job (job row + outbox event in one transaction). The format is read from
   * the content; when the route declares one (e.g. from the file's extension) the content must agree with
   * it, and a declared null (an extension of no format) is refused.
   */
  async submitImport(entity: string, file: UploadedImport, declared?: JobFormat | null) {
    this.assertEntity(entity);
    if (!this.cfg.mayImport(entity)) throw this.cfg.errors.permissionDenied();
    if (file.size === 0) throw this.cfg.errors.fileRequired(undefined, 'The uploaded file is empty');
    if (declared === null) throw this.cfg.errors.fileTypeInvalid();
    const format = await sniffFormat(file.path);
    if (!format || (declared && format !== declared)) throw this.cfg.errors.fileTypeInvalid();
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
      await platform()
        .storage.delete(key)
        .catch((err) => logger().warn({ err, key }, 'could not remove the file of an import that was not queued'));
      throw e;
    }
  }

  submitExport(entity: string, format: JobFormat, params: Record<string, unknown>) {
    this.assertEntity(entity);
    return this.queue(repo(CatalogJob).create({ kind: 'export', entity, format, requestedBy: actorLabel(), params }));
  }

  private async queue(job: CatalogJob) {
    const saved = await withTransaction(async () => {
      const row = await repo(CatalogJob).save(
        Object.assign(job, { status: 'queued', processedRows: 0, errors: [], errorCount: 0, attempts: 0, createdAt: clock.now(), updatedAt: clock.now() }),
      );
      await publish(JOB_QUEUED, { jobId: row.publicId });
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
        WHERE public_id = $1 AND entity = ANY($3::varchar[]) AND status IN ('queued', 'processing') RETURNING id`,
      [publicId, now, this.cfg.entities],
    );
    if (!rows[0]) {
      const exists = await repo(CatalogJob).exists({ where: { publicId, entity: In([...this.cfg.entities]) } });
      throw exists ? this.cfg.errors.notCancellable() : this.cfg.errors.notFound();
    }
    return this.view(publicId);
  }

  async view(publicId: string) {
    const job = await repo(CatalogJob).findOne({ where: { publicId, entity: In([...this.cfg.entities]) } });
    if (!job) throw this.cfg.errors.notFound();
    return toJobDetail(job);
  }

  async list(q: JobListFilters) {
    const list = resolveList(q, JOB_SORTABLE, 'createdAt');
    if (list.paginated && list.page * list.size > LIST_WINDOW) throw this.cfg.errors.paginationTooLarge();
    const qb = repo(CatalogJob).createQueryBuilder('j').where('j.entity IN (:...entities)', { entities: this.cfg.entities });
    if (q.kind) qb.andWhere('j.kind = :kind', { kind: q.kind });
    if (q.entity) qb.andWhere('j.entity = :entity', { entity: q.entity });
    if (q.status) qb.andWhere('j.status = :status', { status: q.status });
    const count = await qb.getCount();
    if (!list.paginated && count > LIST_WINDOW) throw this.cfg.errors.paginationTooLarge();
    qb.orderBy(`j.${list.sort}`, list.order, 'NULLS LAST').addOrderBy('j.id', list.order).skip(list.skip).take(list.take);
    const rows = (await qb.getMany()).map(toJobSummary);
    return { rows, count, list };
  }

  /** The header row of an import file of the entity. */
  template(entity: string): string {
    this.assertEntity(entity);
    return `${jobKindOf(entity)!.columns.join(',')}\r\n`;
  }

  private assertEntity(entity: string): void {
    if (!this.cfg.entities.includes(entity) || !jobKindOf(entity)) throw new Error(`entity "${entity}" is not one of this desk's registered kinds`);
  }
}
