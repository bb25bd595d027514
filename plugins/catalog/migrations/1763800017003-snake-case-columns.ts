import { snakeCaseColumnsMigration } from '../../../core/db/rename-columns.js';

const DISPLAY_ORDER_CHECKS = ['categories', 'brands', 'brand_series'];

/** One column naming convention: the catalog tables' camelCase columns (as its earlier migrations made them) become snake_case. */
export const CatalogSnakeCaseColumns1763800017003 = snakeCaseColumnsMigration(
  'CatalogSnakeCaseColumns1763800017003',
  {
    brand_series: [
      'publicId',
      'brandId',
      'displayOrder',
      'isVisible',
      'logoUrl',
      'logoAlt',
      'seoTitle',
      'seoDescription',
      'createdAt',
      'updatedAt',
      'deletedAt',
    ],
    brands: ['publicId', 'displayOrder', 'isVisible', 'logoUrl', 'logoAlt', 'seoTitle', 'seoDescription', 'createdAt', 'updatedAt', 'deletedAt'],
    catalog_jobs: [
      'publicId',
      'requestedBy',
      'sourceKey',
      'sourceName',
      'sourceSize',
      'resultKey',
      'totalRows',
      'processedRows',
      'writtenRows',
      'errorCount',
      'failureCode',
      'claimToken',
      'claimedAt',
      'leaseUntil',
      'startedAt',
      'finishedAt',
      'createdAt',
      'updatedAt',
      'leaseOwner',
    ],
    categories: [
      'publicId',
      'parentId',
      'displayOrder',
      'isVisible',
      'imageUrl',
      'imageAlt',
      'seoTitle',
      'seoDescription',
      'createdAt',
      'updatedAt',
      'deletedAt',
    ],
    tags: ['publicId', 'isVisible', 'createdAt', 'updatedAt', 'deletedAt'],
  },
  {
    // PostgreSQL's own names for these checks embed the column; constraint-errors reads the field from them
    async up(q) {
      for (const table of DISPLAY_ORDER_CHECKS)
        await q.query(`ALTER TABLE ${table} RENAME CONSTRAINT "${table}_displayOrder_check" TO ${table}_display_order_check`);
    },
    async down(q) {
      for (const table of DISPLAY_ORDER_CHECKS)
        await q.query(`ALTER TABLE ${table} RENAME CONSTRAINT ${table}_display_order_check TO "${table}_displayOrder_check"`);
    },
  },
);
