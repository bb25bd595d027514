import type { MigrationInterface, QueryRunner } from 'typeorm';
import { renameColumnsToCamel, renameColumnsToSnake } from '../../../core/db/rename-columns.js';

/** The catalog tables' camelCase columns, as its earlier migrations created them. */
const CAMEL_COLUMNS: Record<string, string[]> = {
  brand_series: ['publicId', 'brandId', 'displayOrder', 'isVisible', 'logoUrl', 'logoAlt', 'seoTitle', 'seoDescription', 'createdAt', 'updatedAt', 'deletedAt'],
  brands: ['publicId', 'displayOrder', 'isVisible', 'logoUrl', 'logoAlt', 'seoTitle', 'seoDescription', 'createdAt', 'updatedAt', 'deletedAt'],
  catalog_jobs: ['publicId', 'requestedBy', 'sourceKey', 'sourceName', 'sourceSize', 'resultKey', 'totalRows', 'processedRows', 'writtenRows', 'errorCount', 'failureCode', 'claimToken', 'claimedAt', 'leaseUntil', 'startedAt', 'finishedAt', 'createdAt', 'updatedAt', 'leaseOwner'],
  categories: ['publicId', 'parentId', 'displayOrder', 'isVisible', 'imageUrl', 'imageAlt', 'seoTitle', 'seoDescription', 'createdAt', 'updatedAt', 'deletedAt'],
  tags: ['publicId', 'isVisible', 'createdAt', 'updatedAt', 'deletedAt'],
};
const DISPLAY_ORDER_CHECKS = ['categories', 'brands', 'brand_series'];

/** One column naming convention: snake_case, as the naming strategy names entity properties. */
export class CatalogSnakeCaseColumns1763800017003 implements MigrationInterface {
  name = 'CatalogSnakeCaseColumns1763800017003';

  async up(q: QueryRunner): Promise<void> {
    await renameColumnsToSnake(q, CAMEL_COLUMNS);
    // PostgreSQL's own names for these checks embed the column; constraint-errors reads the field from them
    for (const table of DISPLAY_ORDER_CHECKS) await q.query(`ALTER TABLE ${table} RENAME CONSTRAINT "${table}_displayOrder_check" TO ${table}_display_order_check`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of DISPLAY_ORDER_CHECKS) await q.query(`ALTER TABLE ${table} RENAME CONSTRAINT ${table}_display_order_check TO "${table}_displayOrder_check"`);
    await renameColumnsToCamel(q, CAMEL_COLUMNS);
  }
}
