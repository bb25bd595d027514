import { invalidateCatalogReads } from '../catalog-cache.js';
import { JobFailure, RowError } from './errors.js';
import { catalogExportSource } from './export/export-query.js';
import { startCatalogImport } from './import/catalog-import.js';
import { JOB_ENTITIES, TEMPLATE_COLUMNS } from './job-columns.js';
import { registerJobKind, type TabularJobKind } from './job-kinds.js';

/** The catalog's own kinds: category, brand and brand_series. */
const catalogJobKinds: TabularJobKind[] = JOB_ENTITIES.map((entity) => ({
  entity,
  columns: TEMPLATE_COLUMNS[entity],
  failures: JobFailure,
  rowErrors: RowError,
  startImport: startCatalogImport,
  exporter: catalogExportSource(entity),
  afterImport: invalidateCatalogReads,
}));

export function registerCatalogJobKinds(): void {
  for (const kind of catalogJobKinds) registerJobKind(kind);
}
