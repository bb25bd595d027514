import { AppError } from '../../core/http/app-error.js';
import { logger } from '../../core/log/logger.js';
import { CatalogErrors } from './errors.js';

export const BULK_MAX_ITEMS = 100;

export interface BulkResult {
  succeeded: string[];
  failures: Array<{ publicId: string; errorCode: string }>;
}

/** Lower-cased, de-duplicated (first occurrence wins), then capped: more than 100 gives 409. */
export function uniqueIds(ids: string[], cap = BULK_MAX_ITEMS): string[] {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (unique.length > cap) throw CatalogErrors.CATALOG_BULK_LIMIT_EXCEEDED();
  return unique;
}

/**
 * Runs one item after the other, each in its own transaction (fn opens it): a failing item is
 * reported with its error code and does not roll back the others.
 */
export async function runBulk(ids: string[], fn: (publicId: string) => Promise<void>): Promise<BulkResult> {
  const result: BulkResult = { succeeded: [], failures: [] };
  for (const publicId of ids) {
    try {
      await fn(publicId);
      result.succeeded.push(publicId);
    } catch (e) {
      if (!(e instanceof AppError)) logger().error({ err: e, publicId }, 'catalog bulk item failed');
      result.failures.push({ publicId, errorCode: e instanceof AppError ? e.errorCode : 'INTERNAL_ERROR' });
    }
  }
  return result;
}
