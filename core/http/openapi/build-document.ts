import 'reflect-metadata';
import { isUndocumented } from './undocumented.js';
import { getFullPath, getOperation, parseRoutes, type IRoute } from 'routing-controllers-openapi';
import { ListQuery } from '../list-query.js';
import { routePolicy } from '../route-policy.js';
import { logger } from '../../log/logger.js';
import { controllerTag, operationDoc, type OperationDoc, type TagDoc } from './operation.js';
import { applyRoutePolicy, BEARER_SCHEME } from './operation-policy.js';
import { isNamedSchema } from './response-fields.js';
import { rawResponse, ResponseComponents, successBody } from './response-schemas.js';
import { scopedMetadata } from './scoped-metadata.js';
import { collectSchemaRefs, dtoSchemas, genericEnvelopeSchemas, ref, SCHEMA_REF, sharedSchemas } from './schemas.js';
import type { OpenApiDocument, OperationObject, SchemaObject } from './types.js';

export interface DocumentInfo {
  title: string;
  version: string;
  serverUrl: string;
}

type RouteParam = IRoute['params'][number];

const PLAIN_TYPES: Function[] = [String, Number, Boolean, Symbol, Object, Array, Function];
// the parameter kinds routing-controllers-openapi renders (and refers to by class name)
const RENDERED_PARAMS = new Set(['body', 'body-param', 'query', 'queries', 'header', 'headers', 'param']);

/** The class a @Body/@QueryParams/... parameter is declared with, as routing-controllers-openapi reads it. */
function paramClass(param: RouteParam): Function | undefined {
  const type = param.explicitType ?? Reflect.getMetadata('design:paramtypes', param.object, param.method)?.[param.index];
  return typeof type === 'function' && !PLAIN_TYPES.includes(type) ? type : undefined;
}

const paramClasses = (routes: IRoute[]) =>
  routes.flatMap((r) => r.params.filter((p) => RENDERED_PARAMS.has(p.type)).map(paramClass)).filter((c): c is Function => Boolean(c));

const pick = <T>(all: Record<string, T>, names: Set<string | undefined>) => Object.fromEntries(Object.entries(all).filter(([n]) => names.has(n)));

const isListQuery = (route: IRoute) =>
  route.params.some((p) => p.type === 'queries' && (paramClass(p) === ListQuery || paramClass(p)?.prototype instanceof ListQuery));

/** A route without @Operation keeps the generic envelope (and the generated id), which test/core/openapi refuses. */
function setSuccessSchema(op: OperationObject, route: IRoute): void {
  for (const [status, response] of Object.entries(op.responses)) {
    const json = Number(status) < 300 ? (response as any).content?.['application/json'] : undefined;
    if (json && !json.schema) json.schema = ref(isListQuery(route) ? 'OffsetPage' : 'Envelope');
  }
}

/** Writes what the route's @Operation declares: id, summary, the typed success body, parameter schemas. */
function applyOperationDoc(op: OperationObject, doc: OperationDoc & { statusCode: number }, components: ResponseComponents): void {
  op.operationId = doc.id;
  op.summary = doc.summary;
  if (doc.description) op.description = doc.description;
  const raw = rawResponse(doc.returns);
  for (const status of Object.keys(op.responses)) if (Number(status) < 300) delete op.responses[status];
  if (raw) {
    op.responses = { [raw[0]]: raw[1], ...op.responses };
  } else {
    const status = String(doc.statusCode);
    const body = successBody(doc.returns as any, components);
    op.responses = { [status]: { description: 'Success', content: { 'application/json': { schema: body } } }, ...op.responses };
  }
  if (doc.body) {
    const json = (op.requestBody as any)?.content?.['application/json'];
    if (!json) throw new Error(`OpenAPI: ${doc.id} documents a JSON body the route does not read`);
    json.schema = components.ref(doc.body);
  }
  for (const [name, schema] of Object.entries(doc.params ?? {})) {
    const param = (op.parameters ?? []).find((p: any) => p.name === name && (p.in === 'path' || p.in === 'query')) as any;
    if (!param) throw new Error(`OpenAPI: ${doc.id} documents a parameter ${name} the route does not have`);
    param.schema = isNamedSchema(schema) ? components.ref(schema) : schema;
  }
}

function setTag(op: OperationObject, tag: TagDoc | undefined, tags: Map<string, TagDoc>): void {
  if (!tag) return;
  op.tags = [tag.name];
  const known = tags.get(tag.name);
  if (known?.description && tag.description && known.description !== tag.description) {
    throw new Error(`OpenAPI: the tag ${tag.name} has two descriptions; give it one`);
  }
  tags.set(tag.name, { name: tag.name, description: known?.description ?? tag.description });
}

// path-to-regexp's default segment pattern, which routing-controllers-openapi copies into every path parameter
const DEFAULT_SEGMENT = '[^\\/#\\?]+?';

function tidyParameters(op: OperationObject): void {
  for (const p of op.parameters ?? []) {
    const schema = (p as any).schema;
    if ((p as any).in === 'path' && schema?.pattern === DEFAULT_SEGMENT) delete schema.pattern;
  }
}

/** A body DTO with required fields cannot be left out: the app validates a missing body as `{}`. */
function markRequiredBody(op: OperationObject, schemas: Record<string, SchemaObject>): void {
  const body = op.requestBody as any;
  const target: string | undefined = body?.content?.['application/json']?.schema?.$ref;
  const name = target?.startsWith(SCHEMA_REF) ? target.slice(SCHEMA_REF.length) : undefined;
  if (name && (schemas[name] as any)?.required?.length) body.required = true;
}

/** `/api/admin/admins/` (controller route + action '/') and `/api/admin/admins` are one express route. */
function normalisePaths(doc: OpenApiDocument): void {
  const paths: OpenApiDocument['paths'] = {};
  for (const [path, item] of Object.entries(doc.paths)) {
    const key = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
    paths[key] = { ...paths[key], ...item };
  }
  doc.paths = paths;
}

const sortedByName = <T>(o: Record<string, T>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** The success status routing-controllers answers with (@HttpCode, else 200). */
const successStatus = (op: OperationObject) => Number(Object.keys(op.responses).find((s) => Number(s) < 300) ?? 200);

/** A DTO whose schema a route replaced (@Operation body) is left out: the document lists only what it uses. */
function dropUnreachableSchemas(doc: OpenApiDocument): void {
  const schemas = doc.components!.schemas!;
  const reached = new Set<string>();
  const queue = [doc.paths];
  while (queue.length) {
    const found = new Set<string>();
    collectSchemaRefs(queue.pop(), found);
    for (const name of found) {
      if (reached.has(name)) continue;
      reached.add(name);
      queue.push(schemas[name] as any);
    }
  }
  for (const name of Object.keys(schemas)) if (!reached.has(name)) delete schemas[name];
}

function uniqueOperationIds(doc: OpenApiDocument): void {
  const used = new Map<string, number>();
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item) as OperationObject[]) {
      if (!op?.operationId) continue;
      const n = (used.get(op.operationId) ?? 0) + 1;
      used.set(op.operationId, n);
      if (n > 1) op.operationId = `${op.operationId}_${n}`;
    }
  }
}

/** The OpenAPI 3 document of the given controllers' routes, from their routing-controllers and class-validator metadata. */
export function buildOpenApiDocument(allControllers: Function[], info: DocumentInfo): OpenApiDocument {
  const controllers = allControllers.filter((c) => !isUndocumented(c));
  const storage = scopedMetadata(controllers);
  const routes = parseRoutes(storage);
  const schemas = { ...dtoSchemas(paramClasses(routes)), ...sharedSchemas };

  // routing-controllers-openapi builds each operation (and applies its @OpenAPI decorators); its
  // routingControllersToSpec would then lodash-merge them one by one, a deep copy that cost a third of the
  // start-up time, so the paths are assembled here (two routes on one verb and path are one conflict anyway)
  const expanded = new Set(routes.flatMap((r) => r.params.filter((p) => p.type === 'queries' || p.type === 'headers').map((p) => paramClass(p)?.name)));
  const expandable = pick(schemas, expanded);
  const components = new ResponseComponents(new Set(Object.keys(schemas)));
  const tags = new Map<string, TagDoc>();
  const undocumented: string[] = [];
  const doc: OpenApiDocument = {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version, description: 'Generated from the routes and DTOs of the enabled plugins.' },
    servers: [{ url: info.serverUrl }],
    paths: {},
  };
  for (const route of routes) {
    const op = getOperation(route, expandable);
    (doc.paths[getFullPath(route)] ??= {})[route.action.type] = op;
    applyRoutePolicy(op, routePolicy(route.action.target, route.action.method), {
      any: Boolean(op.parameters?.length || op.requestBody),
      jsonBody: Boolean((op.requestBody as any)?.content?.['application/json']),
    });
    tidyParameters(op);
    markRequiredBody(op, schemas);
    const declared = operationDoc(route.action.target, route.action.method);
    if (declared) applyOperationDoc(op, { ...declared, statusCode: successStatus(op) }, components);
    else {
      setSuccessSchema(op, route);
      undocumented.push(`${route.action.type.toUpperCase()} ${getFullPath(route).replace(/(.)\/+$/, '$1')}`);
    }
    setTag(op, controllerTag(route.action.target), tags);
  }
  if (undocumented.length)
    logger().warn({ routes: undocumented }, 'Routes without @Operation (core/http/openapi/operation.ts): their answers are untyped in the OpenAPI document');
  if (tags.size) doc.tags = [...tags.values()];
  const generic = undocumented.length ? genericEnvelopeSchemas : {};
  doc.components = {
    schemas: { ...schemas, ...generic, ...sortedByName(components.schemas) },
    securitySchemes: { [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
  };
  normalisePaths(doc);
  uniqueOperationIds(doc);
  dropUnreachableSchemas(doc);
  return doc;
}
