import { field } from '../../../../core/http/openapi/response-fields.js';
import { tabularJobs } from '../../../catalog/index.js';
import { PRODUCT_JOB_ENTITY } from '../columns.js';

// product jobs share the catalog's job table and views; only the entity differs
const entity = () => field.schema({ type: 'string', enum: [PRODUCT_JOB_ENTITY] });

/** A product import or export job as the list shows it. */
export class ProductJobResponse extends tabularJobs.CatalogJobResponse {
  @entity() override entity: string;
}

/** The detail: as the catalog's, with the product entity. */
export class ProductJobDetailResponse extends tabularJobs.CatalogJobDetailResponse {
  @entity() override entity: string;
}
