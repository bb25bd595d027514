import { OpenAPI } from 'routing-controllers-openapi';
import type { OperationObject, SchemaObject } from '../../../core/http/openapi/types.js';
import { JOB_ENTITIES } from './job-columns.js';

const CATALOG_FIELDS: Record<string, SchemaObject> = { entity: { type: 'string', enum: [...JOB_ENTITIES] } };

/**
 * Documents the multipart body of POST /import (read by multer, which the DTO metadata cannot show): the
 * `file` and the route's text fields (the catalog's `entity` unless others are given), all required.
 */
export const ImportBodyDoc = (
  fields: Record<string, SchemaObject> = CATALOG_FIELDS,
  fileDescription = 'CSV (UTF-8) or XLSX, at most 25 MB and 50,000 rows, with the template columns',
) => {
  const schema: SchemaObject = {
    type: 'object',
    properties: { ...fields, file: { type: 'string', format: 'binary', description: fileDescription } },
    required: [...Object.keys(fields), 'file'],
  };
  return OpenAPI((op: OperationObject): OperationObject => ({ ...op, requestBody: { required: true, content: { 'multipart/form-data': { schema } } } }));
};
