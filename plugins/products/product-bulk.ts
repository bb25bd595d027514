import { runBulk, uniqueIds, type BulkResult } from '../../core/lifecycle/index.js';
import { ProductErrors as E } from './errors.js';
import { productConstraintError } from './product-constraints.js';

/** A bulk operation over at most 100 unique ids, each item all or nothing with per-item failures. */
export function runProductBulk(ids: string[], fn: (publicId: string) => Promise<void>): Promise<BulkResult> {
  return runBulk(uniqueIds(ids, E.PRODUCT_BULK_LIMIT_EXCEEDED), fn, { mapError: productConstraintError });
}
