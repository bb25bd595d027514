import { OpenAPI } from 'routing-controllers-openapi';
import type { OperationObject, SchemaObject } from '../../core/http/openapi/types.js';
import { MAX_FILES_PER_REQUEST } from './multipart.js';

/** Documents the multipart body the route reads itself (multer), which the DTO metadata cannot show. */
export function MultipartBody(field: 'file' | 'files') {
  const file: SchemaObject = { type: 'string', format: 'binary' };
  const schema: SchemaObject =
    field === 'file'
      ? { type: 'object', properties: { file }, required: ['file'] }
      : { type: 'object', properties: { files: { type: 'array', items: file, minItems: 1, maxItems: MAX_FILES_PER_REQUEST } }, required: ['files'] };
  return OpenAPI((op: OperationObject): OperationObject => ({ ...op, requestBody: { required: true, content: { 'multipart/form-data': { schema } } } }));
}

/** The key routes take the stored relativePath as the rest of the path, slashes included. */
export const KeyInPathDoc = () =>
  OpenAPI((op: OperationObject): OperationObject => ({
    ...op,
    description: [
      op.description,
      'The path after the route is the stored relativePath with its slashes (1 to 6 segments, e.g. uploads/image/<userId>/<file>); s1..s6 are its segments in order, only as many as the key has.',
    ]
      .filter(Boolean)
      .join('\n\n'),
  }));
