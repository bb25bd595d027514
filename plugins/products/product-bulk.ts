import { randomBytes } from 'node:crypto';
import { db, inTransaction, withTransaction } from '../../core/db/transaction.js';
import { AppError } from '../../core/http/app-error.js';
import { runBulk, uniqueIds, type BulkResult } from '../../core/lifecycle/index.js';
import { logger } from '../../core/log/logger.js';
import { ProductErrors as E } from './errors.js';
import { productConstraintError } from './product-constraints.js';

/**
 * Runs a bulk operation over at most 100 unique ids, each item all or nothing with per-item failures.
 * The bulk routes are idempotent, so they run inside the route's one transaction, where runBulk's
 * per-item transactions would join it (a failed item could leave half its writes, or abort the rest):
 * there each item runs under its own savepoint instead.
 */
export async function runProductBulk(ids: string[], fn: (publicId: string) => Promise<void>): Promise<BulkResult> {
  const unique = uniqueIds(ids, E.PRODUCT_BULK_LIMIT_EXCEEDED);
  if (!inTransaction()) return runBulk(unique, fn);
  const result: BulkResult = { succeeded: [], failures: [] };
  for (const publicId of unique) {
    const savepoint = `product_bulk_${randomBytes(6).toString('hex')}`;
    await db().query(`SAVEPOINT ${savepoint}`);
    try {
      await withTransaction(() => fn(publicId));
      await db().query(`RELEASE SAVEPOINT ${savepoint}`);
      result.succeeded.push(publicId);
    } catch (raw) {
      await db().query(`ROLLBACK TO SAVEPOINT ${savepoint}`);
      const e = productConstraintError(raw) ?? raw;
      if (!(e instanceof AppError)) logger().error({ err: e, publicId }, 'bulk item failed');
      result.failures.push({ publicId, errorCode: e instanceof AppError ? e.errorCode : 'INTERNAL_ERROR' });
    }
  }
  return result;
}
