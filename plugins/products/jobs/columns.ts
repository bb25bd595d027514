/** The entity of product jobs in the shared job table, and the exact columns of their files (issue 11). */
export const PRODUCT_JOB_ENTITY = 'product';

/** A product's own columns: stated on its first row; a later row of the product repeats them or leaves them all blank. */
export const PRODUCT_COLUMNS = [
  'productSlug',
  'name',
  'categorySlug',
  'brandSlug',
  'seriesSlug',
  'status',
  'stockStatus',
  'shortDescription',
  'description',
  'tags',
  'featured',
  'trending',
  'bestSeller',
  'newArrival',
] as const;

/** A variant's columns: one row per variant. */
export const VARIANT_COLUMNS = [
  'variantSku',
  'variantName',
  'isDefault',
  'option1Name',
  'option1Value',
  'option2Name',
  'option2Value',
  'option3Name',
  'option3Value',
  'mrp',
  'sellingPrice',
  'isTracked',
  'onHand',
] as const;

export const PRODUCT_JOB_COLUMNS: readonly string[] = [...PRODUCT_COLUMNS, ...VARIANT_COLUMNS];

/** the product columns that describe the product (productSlug is the key, not compared) */
export const PRODUCT_FIELD_COLUMNS = PRODUCT_COLUMNS.filter((c) => c !== 'productSlug');

export const OPTION_SLOTS = [1, 2, 3] as const;

/** Separates the tag slugs of the tags cell. */
export const TAG_SEPARATOR = '|';
