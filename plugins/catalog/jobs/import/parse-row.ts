import type { JobRowError } from '../catalog-job.entity.js';
import { RowError } from '../errors.js';
import type { JobEntity } from '../job-columns.js';
import type { SheetRow } from '../tabular/read-rows.js';
import { RowReader, type ColumnIndex } from './row-reader.js';

/** A row's values once checked; the image (category) or logo (brand, series) pair is `mediaUrl`/`mediaAlt`. */
export interface ImportValues {
  name: string;
  slug: string | null;
  description: string | null;
  parentSlug: string | null;
  brandSlug: string | null;
  displayOrder: number;
  isVisible: boolean;
  mediaUrl: string | null;
  mediaAlt: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
}

const SLUG_MAX = 160;

/** Checks one data row against the entity's rules (those of the create routes). */
export function parseRow(entity: JobEntity, index: ColumnIndex, row: SheetRow): { values: ImportValues; errors: JobRowError[] } {
  const r = new RowReader(row, index, RowError);
  const [urlCol, altCol] = entity === 'category' ? ['imageUrl', 'imageAlt'] : ['logoUrl', 'logoAlt'];
  const values: ImportValues = {
    name: r.text('name', { required: true, min: 2, max: 150 }) ?? '',
    slug: r.slug('slug', SLUG_MAX),
    description: r.text('description', entity === 'category' ? {} : { max: 2000 }),
    parentSlug: entity === 'category' ? r.slug('parentSlug', SLUG_MAX) : null,
    brandSlug: entity === 'brand_series' ? r.slug('brandSlug', SLUG_MAX, true) : null,
    displayOrder: r.integer('displayOrder', 0),
    isVisible: r.boolean('isVisible', true),
    mediaUrl: r.text(urlCol, { max: 2048 }), // as the create routes: length only
    mediaAlt: r.text(altCol, { max: 255 }),
    seoTitle: r.text('seoTitle', { max: 160 }),
    seoDescription: r.text('seoDescription', { max: 320 }),
  };
  if (values.mediaAlt !== null && values.mediaUrl === null) r.fail(altCol, RowError.ALT_WITHOUT_URL, `${altCol} requires ${urlCol}`);
  r.checkNoExtraCells();
  return { values, errors: r.errors };
}
