import fc from 'fast-check';

export type Schema = Record<string, any>;

/** Follows a $ref. class-validator-jsonschema writes `{$ref: Object, type: 'string'}` for a string typed as a class: that is a string. */
export function resolveSchema(schema: Schema | undefined, doc: any): Schema {
  if (!schema) return {};
  if (!schema.$ref) return schema;
  const name = String(schema.$ref).split('/').pop()!;
  const { $ref: _ref, ...rest } = schema;
  if (name === 'Object' && rest.type && rest.type !== 'object') return rest;
  return { ...doc.components.schemas[name], ...rest };
}

/** The JSON type a field takes, as far as the fuzzer cares. */
export function kindOf(schema: Schema): 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'any' {
  if (schema.enum) return typeof schema.enum[0] === 'number' ? 'integer' : 'string';
  if (schema.oneOf) return kindOf(schema.oneOf[0]);
  // OpenAPI 3.1 says a nullable field as `type: [T, 'null']`
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  return type ?? (schema.properties ? 'object' : 'any');
}

/** A valid-looking value: what a real client would send, plus boundary values the schema allows (empty optional strings, zero, bounds). */
export interface ValueContext {
  doc: any;
  /** existing ids/slugs/keys a field of this name takes here (from fuzz-pools.ts) */
  pool(field: string): Array<string | number> | undefined;
  /** a field with a pool always takes a pooled value (the first valid-looking request of an operation) */
  poolOnly?: boolean;
}

const URLS = [
  'https://img.example/a.webp',
  '/uploads/image/a.webp',
  'http://127.0.0.1:1/callback',
  'https://shop.bazaar.test/cb',
  'javascript:alert(1)',
  'data:text/html,<b>x</b>',
];

function looseString(min = 0, max = 40): fc.Arbitrary<string> {
  const m = Math.max(min, Math.min(max, 40));
  return fc
    .oneof(
      fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength: m }),
      fc.string({ unit: 'grapheme', minLength: min, maxLength: m }),
      ...(min === 0 ? [fc.constant('')] : []),
      fc.constantFrom('Fuzz value', '  spaced  ', 'Ünïcødé 名前', 'O\'Reilly "quoted"'),
    )
    .filter((s) => s.length >= min && s.length <= max);
}

function patterned(pattern: string, max: number): fc.Arbitrary<string> {
  if (pattern === '\\S') return looseString(1, Math.min(max, 40)).filter((s) => /\S/.test(s));
  return fc.stringMatching(new RegExp(pattern), { size: 'xsmall' }).filter((s) => s.length <= max);
}

function stringValue(schema: Schema, field: string): fc.Arbitrary<string> {
  const max = schema.maxLength ?? 200;
  const min = schema.minLength ?? 0;
  if (schema.format === 'email' || /email/i.test(field))
    return fc.oneof(
      fc.emailAddress().filter((e) => e.length <= max),
      fc.constant('fuzz@shop.test'),
    );
  if (schema.format === 'uuid') return fc.uuid({ version: 7 });
  if (schema.format === 'date')
    return fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time')
    return fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  // an issuer is fetched (OIDC discovery): a closed loopback port keeps the fuzzer off the network
  if (schema.format === 'url') return fc.constantFrom('http://127.0.0.1:1/', 'http://127.0.0.1:1/realms/fuzz');
  if (schema.pattern) return patterned(schema.pattern, max);
  if (/password/i.test(field)) return fc.string({ unit: 'grapheme-ascii', minLength: Math.max(min, 8), maxLength: Math.min(max, 24) });
  if (/(url|uri|link)$/i.test(field)) return fc.constantFrom(...URLS).filter((u) => u.length <= max);
  return looseString(min, max);
}

export function validValue(raw: Schema | undefined, ctx: ValueContext, field: string, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolveSchema(raw, ctx.doc);
  const own = validValueOf(schema, ctx, field, depth);
  const pool = ctx.pool(field);
  if (pool?.length && kindOf(schema) !== 'array' && ctx.poolOnly) return fc.constantFrom(...pool);
  return pool?.length && kindOf(schema) !== 'array' ? fc.oneof({ arbitrary: fc.constantFrom(...pool), weight: 3 }, { arbitrary: own, weight: 1 }) : own;
}

function validValueOf(schema: Schema, ctx: ValueContext, field: string, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.oneOf) return fc.oneof(...schema.oneOf.map((s: Schema) => validValue(s, ctx, field, depth)));
  switch (kindOf(schema)) {
    case 'string':
      return stringValue(schema, field);
    case 'integer': {
      const min = schema.minimum ?? -5;
      const max = Math.min(schema.maximum ?? 10_000, Math.max(min, 0) + 10_000);
      return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
    }
    case 'number': {
      // the document says `number` for integer-only fields too (money, counts): mostly whole numbers
      const min = schema.minimum ?? -1e6;
      const max = schema.maximum ?? 1e6;
      const whole = fc.integer({ min: Math.ceil(Math.max(min, -1e6)), max: Math.floor(Math.min(max, Math.max(min, 0) + 10_000)) });
      return fc.oneof({ arbitrary: whole, weight: 3 }, { arbitrary: fc.double({ min, max, noNaN: true }), weight: 1 });
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = pooledItems(schema, ctx, field, depth);
      return fc.array(items, { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4)) });
    }
    case 'object':
      return depth > 4 ? fc.constant({}) : objectValue(schema, ctx, depth);
    default:
      return fc.jsonValue({ maxDepth: 3 });
  }
}

/** items of an array field draw from the field's pool (publicIds, keys, permissions) */
function pooledItems(schema: Schema, ctx: ValueContext, field: string, depth: number): fc.Arbitrary<unknown> {
  return validValue(schema.items, ctx, field, depth + 1);
}

export function objectValue(raw: Schema, ctx: ValueContext, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const schema = resolveSchema(raw, ctx.doc);
  const props = Object.entries<Schema>(schema.properties ?? {});
  if (!props.length) return fc.constant({});
  const model = Object.fromEntries(props.map(([k, s]) => [k, validValue(s, ctx, k, depth + 1)]));
  const required = (schema.required ?? []).filter((k: string) => k in model);
  // a plain object: fc.record builds null-prototype objects for some runs
  return fc.record(model, { requiredKeys: required }).map((o) => ({ ...o }));
}
