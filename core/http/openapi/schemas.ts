import { defaultMetadataStorage } from 'class-transformer/cjs/storage.js';
import { getMetadataStorage, IS_ISO8601, ValidationTypes } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata.js';
import { targetConstructorToSchema } from 'class-validator-jsonschema';
import { nullable } from './response-fields.js';
import type { SchemaObject } from './types.js';

export const SCHEMA_REF = '#/components/schemas/';

export const ref = (name: string) => ({ $ref: `${SCHEMA_REF}${name}` });

/*
 * A custom validator (ValidateBy) would become a $ref to its constraint class, an object named `Object`; the
 * only one, IsUrlField (core/http/validators.ts), takes an absolute URL or a site-relative path. An ISO 8601
 * value is a date or a date-time (anyOf: a date-time is not a date, but the rule lists both as overlapping).
 */
const additionalConverters = {
  [ValidationTypes.CUSTOM_VALIDATION]: (meta: ValidationMetadata) => (meta.name === 'isUrlField' ? { format: 'uri-reference' } : {}),
  [IS_ISO8601]: { type: 'string', anyOf: [{ format: 'date' }, { format: 'date-time' }] },
};

const OPTIONS = { refPointerPrefix: SCHEMA_REF, classTransformerMetadataStorage: defaultMetadataStorage, additionalConverters };

/** @IsOptional() lets null through (null clears the field); @Optional() (core/http/validators.ts) does not. */
function markNullable(cls: Function, schema: SchemaObject): void {
  const props = (schema as any).properties as Record<string, any> | undefined;
  if (!props) return;
  for (const meta of getMetadataStorage().getTargetValidationMetadatas(cls, '', true, false)) {
    if (meta.name === 'isOptional' && props[meta.propertyName]) props[meta.propertyName] = nullable(props[meta.propertyName]);
  }
}

/** A class without validation metadata still gets a schema, so no $ref dangles. */
function fallbackSchema(cls: Function | undefined): SchemaObject {
  return cls === Date ? { type: 'string', format: 'date-time' } : { type: 'object' };
}

/**
 * JSON schemas (class-validator-jsonschema) of the given DTO classes and of the classes they nest, named by
 * class as routing-controllers-openapi refers to them. Only what the routes reach is converted: a
 * disabled plugin's DTOs stay out, and the cost follows the enabled routes.
 */
export function dtoSchemas(roots: Function[]): Record<string, SchemaObject> {
  const validated = new Map<string, Function>();
  for (const target of (getMetadataStorage() as any).validationMetadatas.keys()) {
    if (typeof target === 'function') validated.set(target.name, target);
  }
  const out: Record<string, SchemaObject> = {};
  const owner = new Map<string, Function>();
  const queue = [...roots];
  while (queue.length) {
    const cls = queue.shift()!;
    const seen = owner.get(cls.name);
    if (seen) {
      // the document names schemas by class: a second class of the same name would silently replace the first
      if (seen !== cls) throw new Error(`Two DTO classes are both named ${cls.name}: rename one (the OpenAPI document names schemas by class)`);
      continue;
    }
    owner.set(cls.name, cls);
    const schema = targetConstructorToSchema(cls, OPTIONS as any) as SchemaObject;
    markNullable(cls, schema);
    out[cls.name] = Object.keys(schema).length ? schema : fallbackSchema(cls);
    const nested = new Set<string>();
    collectSchemaRefs(out[cls.name], nested);
    for (const name of nested) {
      if (owner.has(name)) continue;
      const next = validated.get(name);
      if (next) queue.push(next);
      else out[name] ??= fallbackSchema(undefined);
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The error body every route shares (core/http/error-handler.ts). */
export const sharedSchemas: Record<string, SchemaObject> = {
  ErrorBody: {
    type: 'object',
    required: ['statusCode', 'errorCode', 'message'],
    properties: {
      statusCode: { type: 'integer', examples: [404] },
      errorCode: { type: 'string', examples: ['NOT_FOUND'] },
      message: { type: 'string' },
      details: { description: 'Present where the error names them; for VALIDATION_FAILED a list of `{ field, problems: string[] }`' },
    },
  } as SchemaObject,
};

/** The untyped envelopes (core/http/envelope.ts) of routes that declare no @Operation (refused by test/core/openapi). */
export const genericEnvelopeSchemas: Record<string, SchemaObject> = {
  Envelope: {
    type: 'object',
    required: ['message', 'data', 'errorCode'],
    properties: {
      message: { type: 'string' },
      data: { description: 'Undocumented: the route declares no @Operation' },
      errorCode: { type: ['string', 'null'] },
    },
  } as SchemaObject,
  OffsetPage: {
    allOf: [
      ref('Envelope'),
      {
        type: 'object',
        required: ['count', 'currentPage', 'totalPage'],
        properties: { data: { type: 'array', items: {} }, count: { type: 'integer' }, currentPage: { type: 'integer' }, totalPage: { type: 'integer' } },
      },
    ],
  },
};

/** The component names a value refers to with `#/components/schemas/<name>`. */
export function collectSchemaRefs(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const v of value) collectSchemaRefs(v, found);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith(SCHEMA_REF)) found.add(v.slice(SCHEMA_REF.length));
      else collectSchemaRefs(v, found);
    }
  }
}
