import { AppError } from '../http/app-error.js';
import { logger } from '../log/logger.js';
import { constraintViolation } from '../db/constraint-errors.js';
import { db, inTransaction, rollbackToSavepoint, withTransaction } from '../db/transaction.js';

/** The most unique ids one bulk request may name (spec: more gives the area's 409 `..._BULK_LIMIT_EXCEEDED`). */
export const BULK_MAX_ITEMS = 100;

export interface BulkResult {
  succeeded: string[];
  failures: Array<{ publicId: string; errorCode: string }>;
}

export interface BulkOptions {
  /** the area's error for a database error an item can cause (e.g. a unique index lost to a race) */
  mapError?: (err: unknown) => AppError | undefined;
}

/** Lower-cased, de-duplicated (first occurrence wins), then capped: more than `cap` throws `limitExceeded()`. */
export function uniqueIds(ids: string[], limitExceeded: () => AppError, cap = BULK_MAX_ITEMS): string[] {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (unique.length > cap) throw limitExceeded();
  return unique;
}

let savepoints = 0;

/**
 * One item, all or nothing. Outside a transaction it gets its own; inside one (an idempotent bulk route
 * runs in the transaction that stores its answer) it runs under a savepoint, since a nested
 * withTransaction joins the outer one and a failed item would otherwise keep half its writes or abort the rest.
 */
async function runItem(fn: () => Promise<void>): Promise<void> {
  if (!inTransaction()) return withTransaction(fn);
  const savepoint = `bulk_item_${++savepoints}`;
  await db().query(`SAVEPOINT ${savepoint}`);
  try {
    await fn();
    await db().query(`RELEASE SAVEPOINT ${savepoint}`);
  } catch (e) {
    await rollbackToSavepoint(db(), savepoint);
    throw e;
  }
}

/**
 * Runs one item after the other, each all or nothing: a failing item is reported with its error code
 * (INTERNAL_ERROR, logged, for a bug) and does not roll back the others. Give ids through uniqueIds.
 */
export async function runBulk(ids: string[], fn: (publicId: string) => Promise<void>, options: BulkOptions = {}): Promise<BulkResult> {
  const result: BulkResult = { succeeded: [], failures: [] };
  for (const publicId of ids) {
    try {
      await runItem(() => fn(publicId));
      result.succeeded.push(publicId);
    } catch (raw) {
      const e = options.mapError?.(raw) ?? constraintViolation(raw) ?? raw;
      if (!(e instanceof AppError)) logger().error({ err: e, publicId }, 'bulk item failed');
      result.failures.push({ publicId, errorCode: e instanceof AppError ? e.errorCode : 'INTERNAL_ERROR' });
    }
  }
  return result;
}
