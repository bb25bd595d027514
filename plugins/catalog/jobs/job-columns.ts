/** The entities a catalog job imports or exports, and the exact columns of their files. */
export const JOB_ENTITIES = ['category', 'brand', 'brand_series'] as const;
export type JobEntity = (typeof JOB_ENTITIES)[number];

export const JOB_KINDS = ['import', 'export'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export const JOB_STATUSES = ['queued', 'processing', 'completed', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_FORMATS = ['csv', 'xlsx'] as const;
export type JobFormat = (typeof JOB_FORMATS)[number];

const BRAND_COLUMNS = ['name', 'slug', 'description', 'displayOrder', 'isVisible', 'logoUrl', 'logoAlt', 'seoTitle', 'seoDescription'] as const;

export const TEMPLATE_COLUMNS: Record<JobEntity, readonly string[]> = {
  category: ['name', 'slug', 'description', 'parentSlug', 'displayOrder', 'isVisible', 'imageUrl', 'imageAlt', 'seoTitle', 'seoDescription'],
  brand: BRAND_COLUMNS,
  brand_series: [...BRAND_COLUMNS, 'brandSlug'],
};

/** Permission module of each entity (its _CREATE is re-checked on import). */
export const ENTITY_MODULE: Record<JobEntity, string> = { category: 'Categories', brand: 'Brands', brand_series: 'BrandSeries' };

export const ENTITY_TABLE: Record<JobEntity, string> = { category: 'categories', brand: 'brands', brand_series: 'brand_series' };

/** Limits of the spec (Limits: import file 25 MB, 50,000 rows; export fails above 50,000 rows). */
export const IMPORT_MAX_BYTES = 25 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;
export const EXPORT_MAX_ROWS = 50_000;
/** The claim lifetime: a job processing past it reports isStalled and may be taken over. */
export const JOB_LEASE_MS = 15 * 60 * 1000;
/** A job claimed this many times without finishing is failed instead of run again. */
export const JOB_MAX_ATTEMPTS = 3;
/** Row errors kept on the job (errorCount counts all of them). */
export const MAX_RETAINED_ERRORS = 1000;
/** Rows between two progress writes (and cancel checks). */
export const PROGRESS_EVERY_ROWS = 2000;
/** Rows an export reads per query (and between two progress writes). */
export const EXPORT_PAGE_ROWS = 2000;
