/*
 * Response classes: what a route answers, declared once per shape with a decorator per property, and turned
 * into the document's components (named by class). The decorators only describe; nothing validates a
 * response at run time (test/core/openapi checks real answers against the document).
 *
 *   export class FaqResponse {
 *     @field.integer() id: number;
 *     @field.string() question: string;
 *     @field.string({ nullable: true }) answer: string | null;
 *     @field.array(() => VideoResponse) videos: VideoResponse[];
 *   }
 */

/** A JSON schema (2020-12, as OpenAPI 3.1 takes it). */
export type JsonSchema = Record<string, unknown>;

/** A JSON schema with a name of its own in the document's components (e.g. a content section's payload). */
export interface NamedSchema {
  readonly schemaName: string;
  /** `ref` gives the $ref of another class or named schema and adds it to the document */
  build(ref: RefTo): JsonSchema;
}

export type RefTo = (target: SchemaTarget) => JsonSchema;
/** A response class or a named schema. */
export type SchemaTarget = Function | NamedSchema;

export function namedSchema(name: string, schema: JsonSchema | ((ref: RefTo) => JsonSchema)): NamedSchema {
  return { schemaName: name, build: typeof schema === 'function' ? schema : () => schema };
}

export const isNamedSchema = (t: unknown): t is NamedSchema => typeof t === 'object' && t !== null && 'schemaName' in t;

export interface FieldOptions {
  /** the value may be null */
  nullable?: boolean;
  /** the property may be absent */
  optional?: boolean;
  description?: string;
}

interface FieldDef {
  schema: (ref: RefTo) => JsonSchema;
  optional: boolean;
}

const fieldsByClass = new Map<Function, Map<string, FieldDef>>();

/** `type: X` becomes `type: [X, 'null']`; anything else (a $ref, a union) becomes `oneOf: [it, null]`. */
export function nullable(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string' && !('$ref' in schema)) {
    const out: JsonSchema = { ...schema, type: [schema.type, 'null'] as any };
    if (Array.isArray(schema.enum)) out.enum = [...schema.enum, null];
    return out;
  }
  return { oneOf: [schema, { type: 'null' }] } as JsonSchema;
}

function withOptions(schema: JsonSchema, o: FieldOptions): JsonSchema {
  const s = o.nullable ? nullable(schema) : schema;
  return o.description ? { ...s, description: o.description } : s;
}

/** A property decorator that also checks the property's TypeScript type against the schema (V, null and undefined aside). */
type FieldDecorator<V> = <K extends string>(target: { [P in K]?: V | null }, key: K) => void;

function property<V>(schema: (ref: RefTo) => JsonSchema, o: FieldOptions = {}): FieldDecorator<V> {
  return (target, key) => {
    const ctor = (target as object).constructor;
    let fields = fieldsByClass.get(ctor);
    if (!fields) fieldsByClass.set(ctor, (fields = new Map()));
    fields.set(String(key), { schema: (ref) => withOptions(schema(ref), o), optional: Boolean(o.optional) });
  };
}

type Scalar = 'string' | 'integer' | 'number' | 'boolean' | 'uuid' | 'dateTime';
const SCALARS: Record<Scalar, JsonSchema> = {
  string: { type: 'string' },
  integer: { type: 'integer' },
  number: { type: 'number' },
  boolean: { type: 'boolean' },
  uuid: { type: 'string', format: 'uuid' },
  dateTime: { type: 'string', format: 'date-time' },
};

/** An array's items: a scalar name, or a thunk giving a response class or named schema (thunks allow any declaration order). */
export type ItemType = Scalar | (() => SchemaTarget);

const itemSchema = (item: ItemType, ref: RefTo): JsonSchema => (typeof item === 'string' ? { ...SCALARS[item] } : ref(item()));

export const field = {
  string: (o?: FieldOptions) => property<string>(() => ({ type: 'string' }), o),
  integer: (o?: FieldOptions) => property<number>(() => ({ type: 'integer' }), o),
  number: (o?: FieldOptions) => property<number>(() => ({ type: 'number' }), o),
  boolean: (o?: FieldOptions) => property<boolean>(() => ({ type: 'boolean' }), o),
  uuid: (o?: FieldOptions) => property<string>(() => ({ type: 'string', format: 'uuid' }), o),
  /** a Date is sent as its ISO 8601 text */
  dateTime: (o?: FieldOptions) => property<string>(() => ({ type: 'string', format: 'date-time' }), o),
  enum: <const E extends string | number>(values: readonly E[], o?: FieldOptions) =>
    property<E>(() => ({ type: typeof values[0] === 'number' ? 'integer' : 'string', enum: [...values] }), o),
  /** a nested object: a response class or a named schema */
  object: (target: () => SchemaTarget, o?: FieldOptions) => property<object>((ref) => ref(target()), o),
  array: (item: ItemType, o?: FieldOptions) => property<readonly unknown[]>((ref) => ({ type: 'array', items: itemSchema(item, ref) }), o),
  /** any JSON schema, for a shape no decorator above says (it may use `ref`) */
  schema: (schema: JsonSchema | ((ref: RefTo) => JsonSchema), o?: FieldOptions) => property<unknown>(typeof schema === 'function' ? schema : () => schema, o),
};

/** The declared fields of a class and of the classes it extends (parents first), or undefined when it declares none. */
function fieldsOf(cls: Function): Map<string, FieldDef> | undefined {
  const chain: Function[] = [];
  for (let c = cls; c && c !== Function.prototype; c = Object.getPrototypeOf(c)) chain.unshift(c);
  const found = chain.map((c) => fieldsByClass.get(c)).filter((f): f is Map<string, FieldDef> => Boolean(f));
  if (!found.length) return undefined;
  return new Map(found.flatMap((f) => [...f]));
}

export const isResponseClass = (cls: unknown): cls is Function => typeof cls === 'function' && fieldsOf(cls) !== undefined;

/** The JSON schema of a response class; `ref` is called for each class or named schema it nests. */
export function responseClassSchema(cls: Function, ref: RefTo): JsonSchema {
  const fields = fieldsOf(cls);
  if (!fields) throw new Error(`${cls.name} is used as a response schema but declares no @field properties`);
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, def] of fields) {
    properties[name] = def.schema(ref);
    if (!def.optional) required.push(name);
  }
  return { type: 'object', required, properties } as JsonSchema;
}
