import { Column, Entity } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';
import type { JobFormat, JobKind, JobStatus } from './job-columns.js';

export interface JobRowError {
  /** the row in the file (1 = header row), null when the error is about the whole file */
  row: number | null;
  column: string | null;
  errorCode: string;
  message: string;
}

/** An asynchronous import or export of a registered kind (table catalog_jobs). */
@Entity('catalog_jobs')
export class CatalogJob extends BaseModel {
  @Column({ type: 'varchar', length: 10 })
  kind: JobKind;

  /** a registered kind's entity (job-kinds.ts): category, brand, brand_series, or another plugin's */
  @Column({ type: 'varchar', length: 20 })
  entity: string;

  @Column({ type: 'varchar', length: 12 })
  status: JobStatus;

  @Column({ type: 'varchar', length: 4 })
  format: JobFormat;

  @Column({ type: 'varchar', length: 100 })
  requestedBy: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  sourceKey: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  sourceName: string | null;

  @Column({ type: 'bigint', nullable: true })
  sourceSize: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  resultKey: string | null;

  @Column({ type: 'jsonb' })
  params: Record<string, unknown>;

  @Column({ type: 'integer', nullable: true })
  totalRows: number | null;

  @Column({ type: 'integer' })
  processedRows: number;

  @Column({ type: 'integer', nullable: true })
  writtenRows: number | null;

  @Column({ type: 'jsonb' })
  errors: JobRowError[];

  @Column({ type: 'integer' })
  errorCount: number;

  @Column({ type: 'varchar', length: 60, nullable: true })
  failureCode: string | null;

  @Column({ type: 'integer' })
  attempts: number;

  @Column({ type: 'uuid', nullable: true })
  claimToken: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  claimedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  leaseUntil: Date | null;

  /** the process holding the lease (core/jobs/lease-owner.ts) */
  @Column({ type: 'integer', nullable: true })
  leaseOwner: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
