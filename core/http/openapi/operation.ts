import type { CursorPage, Envelope, OffsetPage } from '../envelope.js';
import type { HttpResponse } from '../http-types.js';
import type { JsonSchema, NamedSchema } from './response-fields.js';

/*
 * What the OpenAPI document says of a route beyond its routing and policy decorators: a stable operation id,
 * a summary, and the shape of the envelope's `data`. Every route declares it (test/core/openapi fails on a
 * route that does not), and the compiler checks that the handler's answer fits the declared shape.
 *
 *   @Get('/:id')
 *   @Permission('Blog_READ')
 *   @Operation({ id: 'getBlogPost', summary: 'Get a blog post', returns: AdminBlogPostResponse })
 *   async get(...) { return ok(await blog.posts.view(id)); }
 */

type Ctor = abstract new (...args: any[]) => any;
type Primitive = StringConstructor | NumberConstructor | BooleanConstructor;
/** The `data` of an envelope: a response class, String/Number/Boolean, or a named schema. */
export type DataType = Ctor | Primitive | NamedSchema;

interface PageReturns {
  readonly kind: 'offsetPage' | 'cursorPage';
  readonly item: DataType;
}
/** Answers that are not the JSON envelope: a redirect, a file. */
interface RawReturns {
  readonly kind: 'redirect' | 'download';
  readonly description: string;
  readonly mediaType?: string;
}
/** `X` (an object), `[X]` (a list), `null` (data is null), or one of the helpers below. */
export type Returns = DataType | readonly [DataType] | null | PageReturns | RawReturns;

/** A list answered by offsetPage(): `data` is an array of item, with count, currentPage and totalPage. */
export const offsetPageOf = <const D extends DataType>(item: D) => ({ kind: 'offsetPage', item }) as const;
/** A list answered by cursorPage(): `data` is an array of item, with nextCursor. */
export const cursorPageOf = <const D extends DataType>(item: D) => ({ kind: 'cursorPage', item }) as const;
/** A 302 to another page (`Location` header), no body. */
export const redirectTo = (description: string): RawReturns => ({ kind: 'redirect', description });
/** A file or text sent as is, not the envelope. */
export const download = (mediaType: string, description: string): RawReturns => ({ kind: 'download', mediaType, description });

export interface OperationDoc<R extends Returns = Returns> {
  /** camelCase, unique in the document, stable: clients generate method names from it */
  id: string;
  /** what the route does, e.g. "List blog posts" */
  summary: string;
  description?: string;
  returns: R;
  /** schemas of path or query parameters the DTO metadata cannot say (e.g. an enum of keys) */
  params?: Record<string, JsonSchema | NamedSchema>;
  /** the JSON body's schema, where the DTO metadata cannot say it all (e.g. a payload whose shape depends on the path) */
  body?: NamedSchema;
}

type DataOf<D> = D extends StringConstructor
  ? string
  : D extends NumberConstructor
    ? number
    : D extends BooleanConstructor
      ? boolean
      : D extends NamedSchema
        ? unknown
        : D extends Ctor
          ? InstanceType<D>
          : never;

type BodyOf<R> = R extends null
  ? Envelope<null>
  : R extends readonly [infer D]
    ? Envelope<DataOf<D>[]>
    : R extends { kind: 'offsetPage'; item: infer D }
      ? OffsetPage<DataOf<D>>
      : R extends { kind: 'cursorPage'; item: infer D }
        ? CursorPage<DataOf<D>>
        : Envelope<DataOf<R>>;

/** The JSON a value becomes: a Date is sent as its ISO text. `unknown` and records typed by an index signature say too little to check. */
export type JsonOf<T> = unknown extends T
  ? any
  : T extends Date
    ? string
    : T extends readonly (infer U)[]
      ? JsonOf<U>[]
      : T extends object
        ? string extends keyof T
          ? any
          : { [K in keyof T]: JsonOf<T[K]> }
        : T;

type Handler = (...args: any[]) => unknown;
// a handler that writes the answer itself (res.send) returns the response object: nothing to compare
type Conforms<M extends Handler, R> = R extends RawReturns
  ? unknown
  : [Awaited<ReturnType<M>>] extends [HttpResponse]
    ? unknown
    : [JsonOf<Awaited<ReturnType<M>>>] extends [BodyOf<R>]
      ? unknown
      : { 'the handler answers what the declared response does not describe': BodyOf<R> };

export interface TagDoc {
  name: string;
  description?: string;
}

const operations = new Map<Function, Map<string, OperationDoc>>();
const tags = new Map<Function, TagDoc>();

export function Operation<const R extends Returns>(doc: OperationDoc<R>) {
  return <M extends Handler>(target: object, method: string | symbol, _descriptor: TypedPropertyDescriptor<M> & Conforms<M, R>): void => {
    const ctor = (target as { constructor: Function }).constructor;
    let byMethod = operations.get(ctor);
    if (!byMethod) operations.set(ctor, (byMethod = new Map()));
    byMethod.set(String(method), doc as OperationDoc);
  };
}

/** The group a controller's routes are listed under in the document (one tag per controller). */
export function ApiTag(name: string, description?: string): ClassDecorator {
  return (target) => {
    tags.set(target, { name, description });
  };
}

/** The declared doc of a route, looked up along the class chain (as routing-controllers finds its routes). */
export function operationDoc(controller: Function, method: string): OperationDoc | undefined {
  for (let c = controller; c && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    const found = operations.get(c)?.get(method);
    if (found) return found;
  }
  return undefined;
}

export function controllerTag(controller: Function): TagDoc | undefined {
  for (let c = controller; c && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    const found = tags.get(c);
    if (found) return found;
  }
  return undefined;
}

export const isPageReturns = (r: Returns): r is PageReturns =>
  typeof r === 'object' && r !== null && 'kind' in r && (r.kind === 'offsetPage' || r.kind === 'cursorPage');
export const isRawReturns = (r: Returns): r is RawReturns =>
  typeof r === 'object' && r !== null && 'kind' in r && (r.kind === 'redirect' || r.kind === 'download');
