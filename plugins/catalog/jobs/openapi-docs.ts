import { OpenAPI } from 'routing-controllers-openapi';
import type { OperationObject, SchemaObject } from '../../../core/http/openapi/types.js';
import { JOB_ENTITIES } from './job-columns.js';

/** Documents the multipart body of POST /import (read by multer, which the DTO metadata cannot show). */
export const ImportBodyDoc = () => {
  const schema: SchemaObject = {
    type: 'object',
    properties: {
      entity: { type: 'string', enum: [...JOB_ENTITIES] },
      file: { type: 'string', format: 'binary', description: 'CSV (UTF-8) or XLSX, at most 25 MB and 50,000 rows, with the template columns' },
    },
    required: ['entity', 'file'],
  };
  return OpenAPI((op: OperationObject): OperationObject => ({ ...op, requestBody: { required: true, content: { 'multipart/form-data': { schema } } } }));
};
