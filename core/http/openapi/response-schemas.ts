import { isPageReturns, isRawReturns, type DataType, type Returns } from './operation.js';
import { isNamedSchema, responseClassSchema, type JsonSchema, type SchemaTarget } from './response-fields.js';
import { ref as schemaRef } from './schemas.js';
import type { ResponseObject } from './types.js';

const PRIMITIVES = new Map<Function, JsonSchema>([
  [String, { type: 'string' }],
  [Number, { type: 'number' }],
  [Boolean, { type: 'boolean' }],
]);

/**
 * The components the routes' response classes and named schemas reach, collected as the success responses
 * are built. Two different classes (or named schemas) with one name are refused: one would hide the other.
 */
export class ResponseComponents {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly owners = new Map<string, SchemaTarget>();

  constructor(private readonly taken: ReadonlySet<string>) {}

  ref = (target: SchemaTarget): JsonSchema => {
    const name = isNamedSchema(target) ? target.schemaName : target.name;
    const owner = this.owners.get(name);
    if (owner && owner !== target) throw new Error(`OpenAPI: two response schemas are named ${name}; rename one`);
    if (!owner) {
      if (this.taken.has(name)) throw new Error(`OpenAPI: the response schema ${name} has the name of a request DTO; rename it`);
      this.owners.set(name, target);
      // registered before it is built, so a class that nests itself (a tree node) refers to itself
      this.schemas[name] = {} as JsonSchema;
      this.schemas[name] = isNamedSchema(target) ? target.build(this.ref) : responseClassSchema(target, this.ref);
    }
    return schemaRef(name) as JsonSchema;
  };

  data(type: DataType): JsonSchema {
    const primitive = typeof type === 'function' ? PRIMITIVES.get(type) : undefined;
    return primitive ? { ...primitive } : this.ref(type as SchemaTarget);
  }
}

function envelope(data: JsonSchema, extra: Record<string, JsonSchema> = {}): JsonSchema {
  return {
    type: 'object',
    required: ['message', 'data', 'errorCode', ...Object.keys(extra)],
    properties: {
      message: { type: 'string', examples: ['OK'] },
      data,
      errorCode: { type: 'null' },
      ...extra,
    },
  } as JsonSchema;
}

/** The JSON body of a success answer (core/http/envelope.ts) whose data is what the route declares. */
export function successBody(returns: Exclude<Returns, { kind: 'redirect' | 'download' }>, components: ResponseComponents): JsonSchema {
  if (returns === null) return envelope({ type: 'null' });
  if (Array.isArray(returns)) return envelope({ type: 'array', items: components.data(returns[0]) });
  if (isPageReturns(returns)) {
    const data: JsonSchema = { type: 'array', items: components.data(returns.item) };
    return returns.kind === 'offsetPage'
      ? envelope(data, {
          count: { type: 'integer', minimum: 0, description: 'Rows matching the filters, all pages' },
          currentPage: { type: 'integer', minimum: 1 },
          totalPage: { type: 'integer', minimum: 0 },
        })
      : envelope(data, { nextCursor: { type: ['string', 'null'], description: 'Pass as `cursor` for the next page; null on the last one' } });
  }
  return envelope(components.data(returns as DataType));
}

/** The responses of a route that does not answer the envelope: a redirect or a file. */
export function rawResponse(returns: Returns): [status: string, response: ResponseObject] | undefined {
  if (!isRawReturns(returns)) return undefined;
  if (returns.kind === 'redirect') {
    return ['302', { description: returns.description, headers: { Location: { description: 'Where to go next', schema: { type: 'string', format: 'uri' } } } }];
  }
  const text = returns.mediaType!.startsWith('text/');
  return [
    '200',
    { description: returns.description, content: { [returns.mediaType!]: { schema: text ? { type: 'string' } : { type: 'string', format: 'binary' } } } },
  ];
}
