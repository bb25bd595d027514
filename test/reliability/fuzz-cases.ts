// The fuzz generator shared by test/reliability/fuzz.test.ts and bench/fuzz.mjs: from the OpenAPI document
// and the fixtures, a seeded, reproducible list of requests for every operation. fast-check draws every
// value (one seed per case, derived from the run's seed), so a seed gives the same requests again.
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import type { FuzzFixtures } from './fuzz-fixtures.js';
import { BOUNDARY, multipartBody, TINY_PNG, type Part } from './fuzz-multipart.js';
import { poolsFor } from './fuzz-pools.js';
import { kindOf, objectValue, resolveSchema, validValue, type Schema, type ValueContext } from './fuzz-schema.js';

/** `own:<name>`: a customer of its own (FuzzFixtures.ownCustomers) */
export type AuthAs = 'admin' | 'customer' | 'spareAdmin' | 'spareCustomer' | 'none' | 'garbage' | 'forgedNone' | 'forgedHs256' | 'basic' | `own:${string}`;

export interface FuzzCase {
  op: string;
  variant: string;
  auth: AuthAs;
  method: string;
  /** encoded path and query, sent as is */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

interface Param {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}

export interface FuzzOperation {
  key: string;
  path: string;
  method: string;
  auth: 'admin' | 'customer' | 'none';
  params: Param[];
  body?: { kind: 'json' | 'multipart'; schema: Schema };
  /** error codes of the 503 answers the document declares for this operation */
  documented503: string[];
}

/** A value put into a URL verbatim (not percent-encoded): '%00', malformed escapes, brackets. */
class Raw {
  constructor(readonly text: string) {}
}

interface Draft {
  pathValues: Record<string, unknown>;
  query: Record<string, unknown>;
  extraQuery: string[];
  headers: Record<string, string | undefined>;
  body: unknown;
  parts?: Part[];
  raw?: { contentType?: string; data: Buffer; extraHeaders?: Record<string, string> };
  auth: AuthAs;
}

const VERBS = ['get', 'post', 'put', 'patch', 'delete'];
const METHOD_ORDER: Record<string, number> = { GET: 0, POST: 1, PUT: 2, PATCH: 3, DELETE: 4 };
/** routes that end the caller's session or account: they run as spare identities so the rest keep theirs */
const SESSION_ENDING = /\/(logout|password\/set|account-deletion\/request)$/;

export function fuzzOperations(doc: any): FuzzOperation[] {
  const ops: FuzzOperation[] = [];
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    for (const verb of VERBS) {
      const op = item[verb];
      if (!op) continue;
      const content = op.requestBody?.content ?? {};
      const bodyType = Object.keys(content)[0];
      ops.push({
        key: `${verb.toUpperCase()} ${path}`,
        path,
        method: verb.toUpperCase(),
        auth: op['x-auth'] ?? 'none',
        params: (op.parameters ?? []).map((p: any) => ({ name: p.name, in: p.in, required: !!p.required, schema: resolveSchema(p.schema, doc) })),
        body: bodyType ? { kind: bodyType.startsWith('multipart/') ? 'multipart' : 'json', schema: resolveSchema(content[bodyType].schema, doc) } : undefined,
        documented503: op.responses?.['503']?.['x-error-codes'] ?? [],
      });
    }
  }
  // reads first and deletions last, so fewer requests meet an already deleted fixture
  return ops.sort((a, b) => METHOD_ORDER[a.method] - METHOD_ORDER[b.method]);
}

/** A 32-bit seed for one case: the run's seed mixed with the case's coordinates (FNV-1a). */
export function seedFor(...parts: Array<number | string>): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('|')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

const draw = <T>(arb: fc.Arbitrary<T>, seed: number): T => fc.sample(arb, { seed, numRuns: 1 })[0];

// ---- hostile values ----------------------------------------------------------------------------------

const MB = 1024 * 1024;
const longText = (n: number) => 'ab'.repeat(Math.ceil(n / 2)).slice(0, n);
const NUMBER_EXTREMES = [
  9223372036854775807,
  9223372036854775808,
  -9223372036854775809,
  461168601842738791,
  2 ** 53 + 2,
  -1,
  0,
  -2147483649,
  1e308,
  -1e308,
  1.5,
  5e-324,
];
const NUMBER_STRINGS = [
  '9223372036854775808',
  '461168601842738791',
  '-9223372036854775809',
  '-1',
  '0',
  '1e308',
  'NaN',
  'Infinity',
  '-Infinity',
  '1.5',
  '0x10',
  ' 1',
  '١٢',
];
const HOSTILE = [
  '__proto__',
  'constructor',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%s%s%n',
  '${7*7}{{7*7}}',
  'javascript:alert(1)',
  '\\',
  'null',
  'undefined',
  '[object Object]',
];
const UNICODE = ['\ud800', 'x\udfffy', 'a\u202eb', '\u200b', '\ufeff', '😀👨‍👩‍👧', 'ǅ', 'e\u0301', 'Ｆｕｌｌ', '\uffff'];
const LATIN1 = ['é', 'ÿÿÿ', '\u00a0', '×'];
/** JSON texts that only a decoder meets (inside base64): a NUL, lone surrogates, prototype keys, deep nesting */
export const DECODED_HOSTILE_JSON = [
  String.raw`["a\u0000b","00000000-0000-0000-0000-000000000000"]`,
  String.raw`["\ud800","\udfff"]`,
  String.raw`{"__proto__":{"polluted":"yes"},"k":"\u0000"}`,
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  String.raw`[1e999,"x"]`,
];
const protoObject = () => JSON.parse('{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}');
function nested(depth: number, leaf: unknown = 1): unknown {
  let v: unknown = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? { a: v } : [v];
  return v;
}
const withNul = (valid: unknown) => {
  const s = typeof valid === 'string' && valid.length ? valid : 'ab';
  const at = Math.floor(s.length / 2);
  return `${s.slice(0, at)}\u0000${s.slice(at)}`;
};

function wrongTypeValues(kind: string): unknown[] {
  switch (kind) {
    case 'string':
      return [12345, true, ['a'], { a: 'b' }, 1.5];
    case 'integer':
    case 'number':
      return ['abc', '12', true, [1], { n: 1 }, '1e3'];
    case 'boolean':
      return ['yes', 'true', 1, 0, [true], {}];
    case 'array':
      return ['a,b', 5, { 0: 'a' }, [null], [[[]]], [{}]];
    case 'object':
      return ['x', 5, [], [{}], true];
    default:
      return ['x', 5, [], true];
  }
}

type Location = 'path' | 'query' | 'header' | 'body';
const KINDS: Record<Location, string[]> = {
  body: ['null', 'wrong-type', 'nul', 'number-overflow', 'number-extremes', 'empty', 'long', 'deep', 'prototype-keys', 'unicode', 'hostile'],
  query: [
    'nul',
    'empty',
    'null',
    'wrong-type',
    'number-overflow',
    'number-extremes',
    'long',
    'prototype-keys',
    'bad-percent',
    'unicode',
    'hostile',
    'encoded-json',
  ],
  path: ['nul', 'empty', 'number-overflow', 'number-extremes', 'long', 'dot-segments', 'bad-percent', 'unicode', 'hostile', 'prototype-keys'],
  // node refuses control characters in a header value: no NUL here
  header: ['empty', 'long', 'latin1', 'hostile'],
};

/**
 * The kinds every field gets in a short run (CI): the ones that have reached the database or a library
 * unchecked before (NUL bytes, nulls, wrong types, prototype keys, number overflow, empty values). The
 * rest are drawn at random in the extra requests, and a long run (the bench) gives every field every kind.
 */
const CORE_KINDS: Record<Location, string[]> = {
  body: ['null', 'wrong-type', 'nul', 'number-overflow', 'empty', 'prototype-keys'],
  query: ['nul', 'wrong-type', 'number-overflow', 'empty', 'encoded-json'],
  path: ['nul', 'number-overflow', 'dot-segments'],
  header: ['empty', 'long'],
};

/** A hostile value of one kind for one field (Raw: goes into the URL verbatim). */
function hostileValue(kind: string, location: Location, schema: Schema, valid: unknown, big: boolean): fc.Arbitrary<unknown> {
  const url = location === 'path' || location === 'query';
  switch (kind) {
    case 'null':
      return url ? fc.constant(new Raw('')) : fc.constant(null);
    case 'wrong-type':
      if (location === 'query') return fc.constantFrom(['1', '2'], { a: '1' }, 'abc', new Raw('[]'), ['']);
      return fc.constantFrom(...wrongTypeValues(kindOf(schema)));
    case 'nul':
      return fc.constantFrom(withNul(valid), '\u0000', `${String(valid ?? 'x')}\u0000`);
    case 'number-overflow':
      // past int64: (page - 1) x size and bigint columns overflow in PostgreSQL unless bounded first
      return fc.constant(url ? '9223372036854775808' : 9223372036854775808);
    case 'number-extremes':
      return url ? fc.constantFrom(...NUMBER_STRINGS) : fc.constantFrom(...NUMBER_EXTREMES, ...NUMBER_STRINGS.slice(0, 3));
    case 'empty': {
      // the type's own empty value: an empty optional string must not reach a CHECK constraint
      const k = kindOf(schema);
      return fc.constant(location !== 'body' || k === 'string' || k === 'any' ? '' : k === 'array' ? [] : k === 'object' ? {} : '');
    }
    case 'long':
      // 1 MB once per operation (the body limit is 1 MB; in a URL it is over Node's header limit), else
      // long enough to pass any maxLength while still reaching the handler
      if (big) return fc.constant(longText(location === 'body' ? MB - 4096 : MB));
      return fc.constantFrom(longText(location === 'body' ? 70_000 : 8_000), longText(location === 'header' ? 300 : 2_100));
    case 'deep':
      return fc.constantFrom(70, 3_000).map((d) => nested(d));
    case 'prototype-keys':
      if (location === 'path') return fc.constantFrom('__proto__', 'constructor', 'prototype', 'hasOwnProperty');
      if (location === 'query')
        return fc.constantFrom(
          new Raw('1&__proto__[polluted]=yes'),
          { __proto__x: 1 },
          new Raw('1&constructor[prototype][polluted]=yes'),
          new Raw('x&toString=1&hasOwnProperty=1'),
        );
      // both keys at once: class-transformer has failed on a nested own `constructor` key
      return fc.constant(protoObject());
    case 'bad-percent':
      return fc.constantFrom(new Raw('%'), new Raw('%E0%A4%A'), new Raw('%zz'), new Raw('%C0%AF'), new Raw('%ED%A0%80'));
    case 'dot-segments':
      return fc.constantFrom(new Raw('..'), new Raw('.'), new Raw('%2e%2e'), new Raw('..%2f..%2fetc%2fpasswd'), new Raw('%2F'), new Raw('a%5Cb'));
    case 'unicode':
      return fc.constantFrom(...UNICODE);
    case 'encoded-json':
      // a value decoded inside (a cursor): base64 of JSON no body could carry
      return fc.constantFrom(...DECODED_HOSTILE_JSON).chain((j) => fc.constantFrom(Buffer.from(j).toString('base64url'), Buffer.from(j).toString('base64')));
    case 'latin1':
      return fc.constantFrom(...LATIN1);
    case 'hostile':
      return location === 'header' ? fc.constantFrom(...HOSTILE.filter((h) => !/[\\"]/.test(h))) : fc.constantFrom(...HOSTILE);
    default:
      throw new Error(`unknown kind ${kind}`);
  }
}

// ---- serialisation -----------------------------------------------------------------------------------

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes out as its three raw bytes */
function encodeLoose(s: string): string {
  return s.replace(/[\ud800-\udfff]+|[^\ud800-\udfff]+/g, (run) => {
    try {
      return encodeURIComponent(run);
    } catch {
      return [...run]
        .map((ch) => {
          const u = ch.charCodeAt(0);
          if (u < 0xd800 || u > 0xdfff || ch.length > 1) return encodeURIComponent(ch);
          return [0xe0 | (u >> 12), 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
        })
        .join('');
    }
  });
}

const enc = (v: unknown) => (v instanceof Raw ? v.text : encodeLoose(typeof v === 'string' ? v : (JSON.stringify(v) ?? '')));

function queryPieces(name: string, v: unknown): string[] {
  if (v === undefined) return [];
  if (v === null) return [encodeURIComponent(name)];
  if (v instanceof Raw) return [`${encodeURIComponent(name)}=${v.text}`];
  if (Array.isArray(v)) return v.flatMap((x) => queryPieces(name, x));
  if (typeof v === 'object') return Object.entries(v as object).map(([k, x]) => `${encodeURIComponent(name)}[${encodeURIComponent(k)}]=${enc(String(x))}`);
  return [`${encodeURIComponent(name)}=${encodeLoose(String(v))}`];
}

function toCase(o: FuzzOperation, variant: string, d: Draft): FuzzCase {
  let path = o.path.replace(/\/\{([^}]+)\}/g, (_m, name: string) => {
    const v = d.pathValues[name];
    return v === undefined ? '' : `/${enc(typeof v === 'number' ? String(v) : v)}`;
  });
  const pieces = [...Object.entries(d.query).flatMap(([k, v]) => queryPieces(k, v)), ...d.extraQuery];
  if (pieces.length) path += `?${pieces.join('&')}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const [k, v] of Object.entries(d.headers)) if (v !== undefined) headers[k] = v;
  let body: Buffer | undefined;
  if (d.raw) {
    body = d.raw.data;
    if (d.raw.contentType !== undefined) headers['content-type'] = d.raw.contentType;
    Object.assign(headers, d.raw.extraHeaders);
  } else if (d.parts) {
    const mp = multipartBody(d.parts);
    body = mp.body;
    headers['content-type'] = mp.contentType;
  } else if (d.body !== undefined) {
    body = Buffer.from(JSON.stringify(d.body) ?? 'null');
    headers['content-type'] = 'application/json';
  }
  return { op: o.key, variant, auth: d.auth, method: o.method, path, headers, body };
}

// ---- the valid-looking draft of one operation --------------------------------------------------------

const csv = fc.constantFrom(
  'name,slug\nFuzz Imported,fuzz-imported\n',
  'name\nA\nB\n',
  'publicId,name\n,\n',
  'name,description\n"x\u0000y","=cmd|\' /C calc\'!A0"\n',
  '\ufeffname\n"unterminated\n',
);

function partsArb(o: FuzzOperation, ctx: ValueContext): fc.Arbitrary<Part[]> {
  const props = Object.entries<Schema>(o.body!.schema.properties ?? {});
  const isImport = /import/.test(o.path);
  const file = (name: string) =>
    isImport
      ? csv.map((data): Part => ({ name, filename: 'import.csv', contentType: 'text/csv', data }))
      : fc.constant<Part>({ name, filename: 'fuzz.png', contentType: 'image/png', data: TINY_PNG });
  return fc
    .tuple(
      ...props.map(([name, s]) => {
        if (s.format === 'binary') return file(name).map((p) => [p]);
        if (s.type === 'array' && s.items?.format === 'binary') return fc.array(file(name), { minLength: 1, maxLength: 3 });
        return validValue(s, ctx, name).map((v): Part[] => [{ name, data: String(v) }]);
      }),
    )
    .map((groups) => groups.flat());
}

/**
 * A valid-looking request. `minimal`: only what is required, the base of a mutation, so the mutated field
 * is the request's only oddity and the request gets as deep as that field lets it.
 */
function draftArb(o: FuzzOperation, fixtures: FuzzFixtures, doc: any, minimal: boolean, poolOnly = false): fc.Arbitrary<Draft> {
  const pools = poolsFor(fixtures, o.path);
  const ctx: ValueContext = { doc, pool: pools.field, poolOnly };
  const pathCtx: ValueContext = { doc, pool: pools.path, poolOnly };
  const byIn = (where: string) => o.params.filter((p) => p.in === where && (p.required || !minimal));
  const bodySchema =
    o.body && minimal
      ? {
          ...o.body.schema,
          properties: Object.fromEntries(Object.entries<Schema>(o.body.schema.properties ?? {}).filter(([k]) => (o.body!.schema.required ?? []).includes(k))),
        }
      : o.body?.schema;
  const record = (ps: Param[], c: ValueContext) =>
    fc.record(Object.fromEntries(ps.map((p) => [p.name, validValue(p.schema, c, p.name)])), { requiredKeys: ps.filter((p) => p.required).map((p) => p.name) });
  const own = fixtures.routeCustomers[o.key];
  const auth: AuthAs =
    o.auth === 'none' ? 'none' : own ? `own:${own}` : SESSION_ENDING.test(o.path) ? (o.auth === 'admin' ? 'spareAdmin' : 'spareCustomer') : o.auth;
  return fc
    .record({
      pathValues: record(byIn('path'), pathCtx).map((v) => {
        // a stored key shorter than six segments leaves s2..s6 out
        for (const k of Object.keys(v)) if (/^s[2-6]$/.test(k) && v[k] === '') v[k] = undefined;
        return { ...v };
      }),
      query: record(byIn('query'), ctx).map((v) => ({ ...v })),
      headers: record(byIn('header'), ctx).map((v) => Object.fromEntries(Object.entries(v).map(([k, x]) => [k, String(x)]))),
      body: o.body?.kind === 'json' ? objectValue(bodySchema!, ctx) : fc.constant(undefined),
      parts: o.body?.kind === 'multipart' ? partsArb(o, ctx) : fc.constant(undefined),
    })
    .map((r) => ({ ...r, extraQuery: [], auth }));
}

// ---- variants ----------------------------------------------------------------------------------------

interface Field {
  location: Location;
  name: string;
  schema: Schema;
}

function fieldsOf(o: FuzzOperation): Field[] {
  const fields: Field[] = o.params.map((p) => ({ location: p.in, name: p.name, schema: p.schema }));
  if (o.body?.kind === 'json')
    for (const [name, s] of Object.entries<Schema>(o.body.schema.properties ?? {})) fields.push({ location: 'body', name, schema: s });
  return fields;
}

function setField(d: Draft, f: Field, value: unknown): Draft {
  const copy: Draft = { ...d, pathValues: { ...d.pathValues }, query: { ...d.query }, headers: { ...d.headers } };
  if (f.location === 'path') copy.pathValues[f.name] = value;
  else if (f.location === 'query') copy.query[f.name] = value;
  else if (f.location === 'header') copy.headers[f.name] = String(value);
  else copy.body = { ...(d.body as object), [f.name]: value };
  return copy;
}

const forgedNone = () => {
  const b = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b({ alg: 'none', typ: 'JWT' })}.${b({ sub: '1', kind: 'admin', role: 'superadmin', exp: 4102444800 })}.`;
};
export const FORGED_NONE = forgedNone();
export const FORGED_HS256 = (() => {
  const b = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const head = `${b({ alg: 'HS256', typ: 'JWT' })}.${b({ sub: '1', kind: 'admin', sid: '1', exp: 4102444800 })}`;
  return `${head}.${createHmac('sha256', 'not-the-secret-not-the-secret-0000').update(head).digest('base64url')}`;
})();

type Variant = [name: string, make: (d: Draft, seed: number) => Draft];

function authVariants(o: FuzzOperation): Variant[] {
  const other: AuthAs =
    o.auth === 'admin' ? (SESSION_ENDING.test(o.path) ? 'spareCustomer' : 'customer') : SESSION_ENDING.test(o.path) ? 'spareAdmin' : 'admin';
  const list: Array<[string, AuthAs]> = [
    ['auth: garbage bearer token', 'garbage'],
    ['auth: forged alg=none JWT', 'forgedNone'],
    ['auth: JWT signed with another key', 'forgedHs256'],
    ['auth: Basic credentials', 'basic'],
  ];
  if (o.auth !== 'none') list.unshift(['auth: none', 'none'], ['auth: the other surface token', other]);
  return list.map(([name, auth]) => [name, (d) => ({ ...d, auth })]);
}

function bodyVariants(o: FuzzOperation): Variant[] {
  const raw = (contentType: string | undefined, data: string | Buffer, extraHeaders?: Record<string, string>) => (d: Draft) => ({
    ...d,
    parts: undefined,
    raw: { contentType, data: Buffer.isBuffer(data) ? data : Buffer.from(data), extraHeaders },
  });
  const json = (d: Draft) => JSON.stringify(d.body ?? {});
  const list: Variant[] = [
    ['body: malformed JSON', raw('application/json', '{"name": "x",')],
    ['body: not JSON at all', raw('application/json', 'abc')],
    ['body: JSON null', raw('application/json', 'null')],
    ['body: JSON array', raw('application/json', '[{"a":1}]')],
    ['body: JSON string', raw('application/json', '"text"')],
    ['body: JSON number', raw('application/json', '9223372036854775808')],
    ['body: empty with a JSON type', raw('application/json', '')],
    ['body: unsupported charset', (d) => raw('application/json; charset=utf-7', json(d))(d)],
    ['body: gzip that is not gzip', (d) => raw('application/json', json(d), { 'content-encoding': 'gzip' })(d)],
    ['body: text/plain', (d) => raw('text/plain', json(d))(d)],
    [
      'body: form-encoded with prototype keys',
      raw('application/x-www-form-urlencoded', 'name=x&__proto__[polluted]=yes&constructor[prototype][polluted]=yes&a[b][c][d][e][f][g][h]=1'),
    ],
    [
      'body: top-level prototype keys',
      (d) =>
        raw('application/json', `{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},${json(d).slice(1)}`.replace(/,}$/, '}'))(d),
    ],
    ['body: deep nesting', raw('application/json', `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`)],
    ['body: over 1 MB', raw('application/json', `{"name":"${longText(MB + 10)}"}`)],
    ['body: unknown field', (d) => ({ ...d, body: { ...(d.body as object), fuzzUnknownField: 1 } })],
    ['body: lone surrogates and NULs in keys', raw('application/json', '{"\\ud800":1,"a\\u0000b":2}')],
  ];
  if (o.body?.kind === 'json') {
    const names = Object.keys(o.body.schema.properties ?? {});
    list.push(
      ['body: every field null', (d) => ({ ...d, body: Object.fromEntries(names.map((n) => [n, null])) })],
      ['body: every field a NUL string', (d) => ({ ...d, body: Object.fromEntries(names.map((n) => [n, 'a\u0000b'])) })],
      ['body: missing', (d) => ({ ...d, body: undefined })],
    );
  }
  if (!o.body) return [['body: JSON body on a route that takes none', (d) => ({ ...d, body: { a: 1, __proto__x: 'y' } })], list[0], list[12]];
  return o.body.kind === 'json' ? list : list.slice(0, 6);
}

function multipartVariants(o: FuzzOperation): Variant[] {
  const many = /multiple/.test(o.path) ? 12 : 2;
  const fileField =
    Object.entries<Schema>(o.body!.schema.properties ?? {}).find(([, s]) => s.format === 'binary' || s.items?.format === 'binary')?.[0] ?? 'file';
  const ct = `multipart/form-data; boundary=${BOUNDARY}`;
  const rawMp = (contentType: string, data: Buffer | string) => (d: Draft) => ({
    ...d,
    parts: undefined,
    raw: { contentType, data: Buffer.isBuffer(data) ? data : Buffer.from(data) },
  });
  const full = (d: Draft) => multipartBody(d.parts ?? []).body;
  const mapFiles = (fn: (p: Part) => Part | Part[]) => (d: Draft) => ({
    ...d,
    parts: (d.parts ?? []).flatMap((p) => (p.filename !== undefined ? fn(p) : [p])),
  });
  return [
    ['multipart: body "abc"', rawMp(ct, 'abc')],
    ['multipart: missing boundary', (d) => rawMp('multipart/form-data', full(d))(d)],
    ['multipart: truncated', (d) => rawMp(ct, full(d).subarray(0, Math.floor(full(d).length * 0.6)))(d)],
    ['multipart: boundary mismatch', (d) => rawMp('multipart/form-data; boundary=not-the-one', full(d))(d)],
    ['multipart: empty body', rawMp(ct, '')],
    ['multipart: only an opening boundary', rawMp(ct, `--${BOUNDARY}\r\n`)],
    [
      'multipart: part without a name',
      rawMp(
        ct,
        `--${BOUNDARY}\r\nContent-Disposition: form-data; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${TINY_PNG.toString('latin1')}\r\n--${BOUNDARY}--\r\n`,
      ),
    ],
    ['multipart: NUL in the filename', mapFiles((p) => ({ ...p, filename: 'a\u0000.png' }))],
    ['multipart: traversal in the filename', mapFiles((p) => ({ ...p, filename: '../../../../etc/passwd' }))],
    ['multipart: 1 MB filename', mapFiles((p) => ({ ...p, filename: `${longText(MB)}.png` }))],
    ['multipart: empty file', mapFiles((p) => ({ ...p, data: Buffer.alloc(0) }))],
    ['multipart: file over the size limit', mapFiles((p) => ({ ...p, data: Buffer.concat([TINY_PNG, Buffer.alloc(MB + 200 * 1024, 1)]) }))],
    ['multipart: HTML sent as a PNG', mapFiles((p) => ({ ...p, data: '<html><script>alert(1)</script></html>' }))],
    ['multipart: PNG+HTML polyglot', mapFiles((p) => ({ ...p, data: Buffer.concat([TINY_PNG, Buffer.from('<html><script>alert(1)</script></html>')]) }))],
    ['multipart: file in an unknown field', mapFiles((p) => ({ ...p, name: 'unexpected' }))],
    ['multipart: too many files', mapFiles((p) => Array.from({ length: many }, () => p))],
    ['multipart: no file part', (d) => ({ ...d, parts: (d.parts ?? []).filter((p) => p.filename === undefined) })],
    [
      'multipart: NUL and prototype keys in text fields',
      (d) => ({
        ...d,
        parts: [...(d.parts ?? []).map((p) => (p.filename === undefined ? { ...p, data: 'a\u0000b' } : p)), { name: '__proto__[polluted]', data: 'yes' }],
      }),
    ],
    [
      'multipart: text where the file goes',
      (d) => ({ ...d, parts: [...(d.parts ?? []).filter((p) => p.filename === undefined), { name: fileField, data: 'not a file' }] }),
    ],
    ['multipart: JSON instead', (d) => ({ ...d, parts: undefined, raw: { contentType: 'application/json', data: Buffer.from('{"file":"x"}') } })],
  ];
}

function queryVariants(_o: FuzzOperation): Variant[] {
  const list: Variant[] = [
    ['query: unknown parameter', (d) => ({ ...d, extraQuery: [...d.extraQuery, 'fuzzUnknown=1'] })],
    [
      'query: prototype keys',
      (d) => ({ ...d, extraQuery: [...d.extraQuery, '__proto__[polluted]=yes', 'constructor[prototype][polluted]=yes', 'a[b][c][d][e][f][g][h]=1'] }),
    ],
  ];
  // over Node's header limit whatever the route: once per operation
  list.push(['query: 1 MB URL', (d) => ({ ...d, extraQuery: [...d.extraQuery, `q=${longText(MB)}`] })]);
  return list;
}

const pick = <T>(list: T[], n: number, seed: number): T[] => (list.length <= n ? list : draw(fc.shuffledSubarray(list, { minLength: n, maxLength: n }), seed));

/** Short runs: the variants the kernel answers alike for every route are drawn, a few per operation. */
function coreVariants(o: FuzzOperation, seed: number): Variant[] {
  const auth = authVariants(o);
  const unauthenticated = auth.filter(([n]) => n === 'auth: none');
  const body = o.body?.kind === 'multipart' ? multipartVariants(o) : bodyVariants(o);
  const always = new Set(['body: JSON null', 'body: every field null', 'body: every field a NUL string', 'body: top-level prototype keys']);
  const bodyCore = body.filter(([n]) => always.has(n) || o.body?.kind === 'multipart');
  return [
    ...unauthenticated,
    ...pick(
      auth.filter((v) => !unauthenticated.includes(v)),
      1,
      seed,
    ),
    ...bodyCore,
    ...pick(
      body.filter((v) => !bodyCore.includes(v)),
      o.body ? 2 : 1,
      seed + 1,
    ),
    ...pick(queryVariants(o), 1, seed + 2),
  ];
}

// ---- decoded payloads of routes outside the document --------------------------------------------------

/** The gateway's return routes are undocumented (a third party's callbacks): the operation their cases count as. */
export const GATEWAY_RETURN_OP: FuzzOperation = {
  key: 'GATEWAY RETURN (undocumented)',
  path: '/api/payments/gateway/return/{id}/{token}/{outcome}',
  method: 'get',
  auth: 'none',
  params: [],
  documented503: [],
};

/** Every hostile decoded JSON as the `data` of each return URL of the fixtures, by GET query and by POST form. */
export function gatewayReturnCases(f: FuzzFixtures): FuzzCase[] {
  const out: FuzzCase[] = [];
  for (const path of (f.pools.gatewayReturnPaths ?? []) as string[]) {
    for (const [i, json] of DECODED_HOSTILE_JSON.entries()) {
      const data = Buffer.from(json).toString('base64');
      const base = { op: GATEWAY_RETURN_OP.key, auth: 'none' as const, variant: `return data: decoded hostile JSON #${i}` };
      out.push({ ...base, method: 'GET', path: `${path}?data=${encodeURIComponent(data)}`, headers: {} });
      out.push({
        ...base,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: Buffer.from(`data=${encodeURIComponent(data)}`),
      });
    }
  }
  return out;
}

// ---- the whole list ----------------------------------------------------------------------------------

export interface GenerateOptions {
  seed: number;
  /** the total number of requests wanted; every operation gets its structured variants even when that is more */
  runs: number;
  /** valid-looking requests per operation in the structured part */
  validPerOperation?: number;
  /** every hostile kind in every field, or the core ones (CORE_KINDS) with the others left to the random part */
  fieldKinds?: 'all' | 'core';
}

/**
 * Every operation gets: valid-looking requests, each auth variant, each body (or multipart) variant, each
 * URL variant, and each hostile kind in each parameter and body field. Then random extra requests (valid
 * ones and single-field mutations, round robin over the operations) until `runs` is reached.
 */
export function generateCases(doc: any, fixtures: FuzzFixtures, opts: GenerateOptions): FuzzCase[] {
  const ops = fuzzOperations(doc);
  const cases: FuzzCase[] = [];
  const drafts = new Map<string, fc.Arbitrary<Draft>>();
  const draftOf = (o: FuzzOperation, minimal = true, poolOnly = false) => {
    const key = `${o.key}|${minimal}|${poolOnly}`;
    if (!drafts.has(key)) drafts.set(key, draftArb(o, fixtures, doc, minimal, poolOnly));
    return drafts.get(key)!;
  };
  const mutation = (o: FuzzOperation, f: Field, kind: string, seed: number, big: boolean) => {
    const base = draw(draftOf(o), seed);
    const current =
      f.location === 'path'
        ? base.pathValues[f.name]
        : f.location === 'query'
          ? base.query[f.name]
          : f.location === 'header'
            ? base.headers[f.name]
            : (base.body as any)?.[f.name];
    return toCase(o, `${f.location}.${f.name}: ${kind}`, setField(base, f, draw(hostileValue(kind, f.location, f.schema, current, big), seed + 1)));
  };

  for (const o of ops) {
    const at = (...k: Array<string | number>) => seedFor(opts.seed, o.key, ...k);
    // the first takes every pooled field from its pool (real ids, together), the others mix in generated values
    for (let i = 0; i < (opts.validPerOperation ?? 3); i++) cases.push(toCase(o, 'valid-looking', draw(draftOf(o, false, i === 0), at('valid', i))));
    const variants =
      opts.fieldKinds === 'core'
        ? coreVariants(o, at('core'))
        : [...authVariants(o), ...(o.body?.kind === 'multipart' ? multipartVariants(o) : bodyVariants(o)), ...queryVariants(o)];
    for (const [name, make] of variants) cases.push(toCase(o, name, make(draw(draftOf(o), at(name)), at(name, 'v'))));
    let bigDone = false;
    for (const f of fieldsOf(o)) {
      const kinds = (opts.fieldKinds === 'core' ? CORE_KINDS : KINDS)[f.location];
      // a 1 MB value once per operation, in its first body or path field, in short runs too
      const withBig = !bigDone && (f.location === 'body' || f.location === 'path') && !kinds.includes('long') ? [...kinds, 'long'] : kinds;
      for (const kind of withBig) {
        const big = kind === 'long' && !bigDone && (f.location === 'body' || f.location === 'path');
        if (big) bigDone = true;
        cases.push(mutation(o, f, kind, at(f.location, f.name, kind), big));
      }
    }
  }

  // random extra requests: a valid-looking one or a single-field mutation, chosen by fast-check
  for (let i = 0; cases.length < opts.runs; i++) {
    const o = ops[i % ops.length];
    const seed = seedFor(opts.seed, 'extra', i);
    const fields = fieldsOf(o);
    const pick = draw(fc.record({ valid: fc.boolean(), field: fc.nat(Math.max(0, fields.length - 1)), kind: fc.nat(20) }), seed);
    if (pick.valid || !fields.length) {
      cases.push(toCase(o, 'valid-looking', draw(draftOf(o, false), seed + 1)));
    } else {
      const f = fields[pick.field];
      const kinds = KINDS[f.location];
      cases.push(mutation(o, f, kinds[pick.kind % kinds.length], seed + 1, false));
    }
  }
  return cases;
}
