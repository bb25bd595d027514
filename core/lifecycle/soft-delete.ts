import type { EntityTarget } from 'typeorm';
import { clock } from '../clock/clock.js';
import type { AppError } from '../http/app-error.js';
import { repo, withTransaction } from '../db/transaction.js';

/** A soft-deletable row (see SoftDeletableModel): what the lifecycle operations read of it. */
export interface SoftDeletableRow {
  id: string;
  publicId: string;
  deletedAt: Date | null;
}

/** The area's errors of a soft-deletable record: 404 missing, then the 409 pair. */
export interface SoftDeleteErrors {
  notFound: () => AppError;
  alreadyDeleted: () => AppError;
  notDeleted: () => AppError;
}

/** The row by public id, deleted or not, locked for the rest of the transaction; null when missing. */
async function findLocked<T extends SoftDeletableRow>(target: EntityTarget<T>, publicId: string): Promise<T | null> {
  return repo(target).findOne({ where: { publicId } as any, withDeleted: true, lock: { mode: 'pessimistic_write' } });
}

async function setDeletedAt<T extends SoftDeletableRow>(target: EntityTarget<T>, id: string, deletedAt: Date | null): Promise<void> {
  await repo(target).update(id, { deletedAt, updatedAt: clock.now() } as any);
}

/** Locks the row for the rest of the caller's transaction (404 when missing). */
export async function lockRecord<T extends SoftDeletableRow>(
  target: EntityTarget<T>,
  publicId: string,
  errors: Pick<SoftDeleteErrors, 'notFound'>,
): Promise<T> {
  const row = await findLocked(target, publicId);
  if (!row) throw errors.notFound();
  return row;
}

/** Locks a row that must not be deleted (404 missing, 409 alreadyDeleted). */
export async function lockAlive<T extends SoftDeletableRow>(
  target: EntityTarget<T>,
  publicId: string,
  errors: Pick<SoftDeleteErrors, 'notFound' | 'alreadyDeleted'>,
): Promise<T> {
  const row = await lockRecord(target, publicId, errors);
  if (row.deletedAt) throw errors.alreadyDeleted();
  return row;
}

/**
 * Soft deletes by public id in one transaction (joining the caller's): 404 missing, 409 already deleted.
 * `guard` runs on the locked row first and may refuse (e.g. "has active children").
 */
export function softDelete<T extends SoftDeletableRow>(
  target: EntityTarget<T>,
  publicId: string,
  errors: SoftDeleteErrors,
  guard?: (row: T) => Promise<void>,
): Promise<T> {
  return withTransaction(async () => {
    const row = await lockAlive(target, publicId, errors);
    await guard?.(row);
    await setDeletedAt(target, row.id, clock.now());
    return row;
  });
}

/** Restores by public id in one transaction: 404 missing, 409 not deleted; `guard` may refuse (e.g. "parent deleted"). */
export function restore<T extends SoftDeletableRow>(
  target: EntityTarget<T>,
  publicId: string,
  errors: SoftDeleteErrors,
  guard?: (row: T) => Promise<void>,
): Promise<T> {
  return withTransaction(async () => {
    const row = await lockRecord(target, publicId, errors);
    if (!row.deletedAt) throw errors.notDeleted();
    await guard?.(row);
    await setDeletedAt(target, row.id, null);
    return row;
  });
}
