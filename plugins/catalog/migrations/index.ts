import { Catalog1763800009000 } from './1763800009000-catalog.js';
import { CatalogJobs1763800010000 } from './1763800010000-catalog-jobs.js';
import { CatalogJobLeaseOwner1763800015070 } from './1763800015070-catalog-job-lease-owner.js';
import { CatalogActivityToLog1763800016150 } from './1763800016150-catalog-activity-to-log.js';
import { CatalogSnakeCaseColumns1763800017003 } from './1763800017003-snake-case-columns.js';
import { CatalogJobEntities1764000003000 } from './1764000003000-catalog-job-entities.js';

/** The catalog plugin's schema, oldest first (declared in its manifest). A class name (`<Name><timestamp>`) is recorded once run: never rename one. */
export const catalogMigrations: Function[] = [
  Catalog1763800009000,
  CatalogJobs1763800010000,
  CatalogJobLeaseOwner1763800015070,
  CatalogActivityToLog1763800016150,
  CatalogSnakeCaseColumns1763800017003,
  CatalogJobEntities1764000003000,
];
