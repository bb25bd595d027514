import { tabularJobs } from '../../catalog/index.js';
import { invalidateProductReads } from '../products-cache.js';
import { PRODUCT_JOB_COLUMNS, PRODUCT_JOB_ENTITY } from './columns.js';
import { ProductJobFailure, ProductRowError } from './errors.js';
import { productExportSource } from './export-source.js';
import { startProductImport } from './import-run.js';

/** Products as a kind of the catalog's job machinery (same table, lease, sweep and worker as the catalog's jobs). */
export const productJobKind: tabularJobs.TabularJobKind = {
  entity: PRODUCT_JOB_ENTITY,
  columns: PRODUCT_JOB_COLUMNS,
  failures: ProductJobFailure,
  rowErrors: ProductRowError,
  startImport: startProductImport,
  exporter: productExportSource,
  afterImport: invalidateProductReads,
};

export function registerProductJobKind(): void {
  tabularJobs.registerJobKind(productJobKind);
}
