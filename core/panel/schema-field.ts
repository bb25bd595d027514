import type { PropertyOptions } from 'adminjs';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage.js';
import { targetConstructorToSchema } from 'class-validator-jsonschema';

/** Name of the structured editor in AdminJS.UserComponents (see admin/components/browser/schema-form.js). */
export const SCHEMA_FORM_COMPONENT = 'SchemaForm';

export type JsonSchema = Record<string, unknown>;

/**
 * A JSON field edited as a form generated from its JSON schema (objects, lists, texts, numbers, choices,
 * variants) instead of a JSON textarea. The field's value stays the JSON text the write's `input` already
 * parses, so the server validates exactly as before. Extension keywords the editor reads:
 * - `'x-editor': 'richtext-doc'`: a rich-text document (the editor's JSON); `'x-editor': 'image'`: a URL with an upload button
 * - `'x-reference': '<resource id>'`: the public id of a record of that panel resource, picked by its title
 * - `format: 'image-url'` is an image URL too; `title` names a field (else its key, in words)
 */
export interface SchemaFieldOptions {
  /** the value's schema */
  schema?: JsonSchema;
  /** or one schema per value of another property of the record (e.g. the section key) */
  schemas?: Record<string, JsonSchema>;
  /** that property */
  schemaBy?: string;
  /** the value may be absent (an optional object): the editor offers to add and remove it; absent is sent as '' */
  optional?: boolean;
  /** label of the add button of an optional value, e.g. 'Add a call to action' */
  addLabel?: string;
}

export function schemaFormProperty(opts: SchemaFieldOptions, base: PropertyOptions = {}): PropertyOptions {
  return {
    ...base,
    components: { ...base.components, edit: SCHEMA_FORM_COMPONENT, show: SCHEMA_FORM_COMPONENT },
    custom: { ...base.custom, schemaForm: opts },
  };
}

/** Without class-validator-jsonschema's references to classes it does not describe (a custom rule's `#/definitions/Object`). */
function withoutRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRefs);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => k !== '$ref')
      .map(([k, v]) => [k, withoutRefs(v)]),
  );
}

/** The JSON schema of a DTO class (its class-validator rules), without the properties named in `omit`. */
export function dtoSchema(cls: Function, omit: string[] = []): JsonSchema {
  const schema = withoutRefs(targetConstructorToSchema(cls, { classTransformerMetadataStorage: defaultMetadataStorage } as never)) as JsonSchema;
  const properties = { ...(schema.properties as Record<string, JsonSchema>) };
  for (const key of omit) delete properties[key];
  const required = ((schema.required as string[] | undefined) ?? []).filter((k) => !omit.includes(k));
  return { ...schema, type: 'object', properties, required };
}

/** A schema with `change` applied to every sub-schema, deepest first (e.g. to mark rich-text or reference fields). */
export function mapSchema(schema: JsonSchema, change: (s: JsonSchema) => JsonSchema): JsonSchema {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    const mapped = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return change(mapped);
  };
  return walk(schema) as JsonSchema;
}
