import { ProductJobsController } from './product-jobs.controller.js';
import { registerProductJobKind } from './kind.js';

/** Product import/export jobs: the parts the products manifest spreads into itself. */
export const productJobs = {
  /** literal /api/admin/products/jobs/* paths: list them before any controller with /api/admin/products/{publicId} */
  controllers: [ProductJobsController] as Function[],
  /** the catalog's worker runs product jobs once the kind is registered (every process: API and worker) */
  onStart: (): void => registerProductJobKind(),
};
