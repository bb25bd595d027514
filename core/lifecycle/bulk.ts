import { AppError } from '../http/app-error.js';
import { logger } from '../log/logger.js';
import { withTransaction } from '../db/transaction.js';

/** The most unique ids one bulk request may name (spec: more gives the area's 409 `..._BULK_LIMIT_EXCEEDED`). */
export const BULK_MAX_ITEMS = 100;

export interface BulkResult {
  succeeded: string[];
  failures: Array<{ publicId: string; errorCode: string }>;
}

/** Lower-cased, de-duplicated (first occurrence wins), then capped: more than `cap` throws `limitExceeded()`. */
export function uniqueIds(ids: string[], limitExceeded: () => AppError, cap = BULK_MAX_ITEMS): string[] {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (unique.length > cap) throw limitExceeded();
  return unique;
}

/**
 * Runs one item after the other, each in its own transaction: a failing item is reported with its error
 * code (INTERNAL_ERROR, logged, for a bug) and does not roll back the others. Give ids through uniqueIds.
 */
export async function runBulk(ids: string[], fn: (publicId: string) => Promise<void>): Promise<BulkResult> {
  const result: BulkResult = { succeeded: [], failures: [] };
  for (const publicId of ids) {
    try {
      await withTransaction(() => fn(publicId));
      result.succeeded.push(publicId);
    } catch (e) {
      if (!(e instanceof AppError)) logger().error({ err: e, publicId }, 'bulk item failed');
      result.failures.push({ publicId, errorCode: e instanceof AppError ? e.errorCode : 'INTERNAL_ERROR' });
    }
  }
  return result;
}
