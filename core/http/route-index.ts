import express, { type RequestHandler, type Router } from 'express';

/** How many leading path segments key a route's bucket (`/api/admin/roles`). */
const KEY_SEGMENTS = 3;
/** characters of path-to-regexp syntax: a segment holding one is not a literal */
const SYNTAX = /[:*{}()?+\\]/;

interface RouteLayer {
  route?: { stack: Array<{ handle: Function }>; _handlesMethod(method: string): boolean };
  rawPath?: unknown;
  match(path: string): { params: Record<string, string> } | false;
}

/** The route that would answer a request first, with its path parameters. */
export interface FoundRoute {
  /** the route; its `stack` holds its handlers in order (routing-controllers': before middlewares, action, after middlewares) */
  route: { stack: Array<{ handle: Function }> };
  params: Record<string, string>;
}

export interface IndexedRoutes extends RequestHandler {
  /** The first route whose path and method match, as the router would pick it; undefined when none does (or a parameter does not decode). */
  firstRoute(path: string, method: string): FoundRoute | undefined;
  /** the routes it indexes, in their order (as a router's `stack`, for whatever lists an app's routes) */
  readonly stack: readonly unknown[];
}

/**
 * A route's bucket key: its leading literal segments, at most KEY_SEGMENTS (`/api/admin/roles/:id` ->
 * `api/admin/roles`, `/api/orders/:id` -> `api/orders`); null when its path starts with a parameter or is no string.
 */
export function routeKeyOf(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/')) return null;
  const head: string[] = [];
  for (const s of path.slice(1).split('/')) {
    if (head.length === KEY_SEGMENTS || s === '' || SYNTAX.test(s)) break;
    head.push(s);
  }
  return head.length ? head.join('/').toLowerCase() : null;
}

/** The first KEY_SEGMENTS segments of a request's path (before the query; one trailing slash dropped), lower case. */
export function requestKeyOf(url: string): string {
  let end = url.indexOf('?');
  if (end < 0) end = url.length;
  if (end > 1 && url.charCodeAt(end - 1) === 47) end--;
  let at = 1;
  for (let n = 0; n < KEY_SEGMENTS; n++) {
    const slash = url.indexOf('/', at);
    if (slash < 0 || slash >= end) return url.slice(1, end).toLowerCase();
    at = slash + 1;
  }
  return url.slice(1, at - 1).toLowerCase();
}

const isPrefixKey = (prefix: string, key: string) => key === prefix || key.startsWith(`${prefix}/`);

/**
 * An express router's routes as buckets by their first path segments: a request walks only the routes that can
 * match its path (those of its bucket and those whose parameter comes earlier, in their declared order) instead
 * of every route of the API one path match after another (about 300, and express defers to the next tick every
 * 100 layers). Same matching, order, parameters and fall-through as the router itself. `router` must hold only
 * routes (what routing-controllers registers); it is read once, so call this after every route was added.
 */
export function indexedRoutes(router: Router): IndexedRoutes {
  const stack = (router as unknown as { stack: RouteLayer[] }).stack;
  if (stack.some((layer) => !layer.route)) throw new Error('indexedRoutes: the router holds a middleware, not only routes');
  const keys = stack.map((layer) => routeKeyOf(layer.rawPath));
  const routerOf = (layers: RouteLayer[]): Router => {
    const r = express.Router();
    (r as unknown as { stack: RouteLayer[] }).stack = layers;
    return r;
  };
  const wild = routerOf(stack.filter((_, i) => keys[i] === null));
  // a key's bucket: the routes whose key is that key or a shorter prefix of it, and the unkeyed ones
  const buckets = new Map<string, Router>();
  for (const key of new Set(keys)) {
    if (key !== null) buckets.set(key, routerOf(stack.filter((_, i) => keys[i] === null || isPrefixKey(keys[i]!, key))));
  }
  const bucketOf = (url: string): Router => {
    // the longest known key the path starts with: its bucket holds every route that can match the path
    let key = requestKeyOf(url);
    for (;;) {
      const bucket = buckets.get(key);
      if (bucket) return bucket;
      const cut = key.lastIndexOf('/');
      if (cut < 0) return wild;
      key = key.slice(0, cut);
    }
  };
  /** whether a route of the bucket may take the request (a path match whose parameter does not decode counts: the router answers it) */
  const mayMatch = (bucket: Router, path: string, method: string): boolean => {
    for (const layer of (bucket as unknown as { stack: RouteLayer[] }).stack) {
      try {
        if (layer.match(path) && layer.route!._handlesMethod(method)) return true;
      } catch {
        return true;
      }
    }
    return false;
  };
  const handler: RequestHandler = (req, res, next) => {
    // an absolute-form target (`GET http://host/path`): the router parses it itself
    if (req.url.charCodeAt(0) !== 47) return router(req, res, next);
    const bucket = bucketOf(req.url);
    // no route can take it: on at once (a router that matched nothing defers to the next turn of the event loop)
    if (req.method !== 'OPTIONS') {
      const at = req.url.indexOf('?');
      if (!mayMatch(bucket, at < 0 ? req.url : req.url.slice(0, at), req.method)) return next();
    }
    bucket(req, res, next);
  };
  const firstRoute = (path: string, method: string): FoundRoute | undefined => {
    if (path.charCodeAt(0) !== 47) return undefined;
    for (const layer of (bucketOf(path) as unknown as { stack: RouteLayer[] }).stack) {
      let match: ReturnType<RouteLayer['match']>;
      try {
        match = layer.match(path);
      } catch {
        return undefined;
      }
      if (match && layer.route!._handlesMethod(method)) return { route: layer.route!, params: match.params };
    }
    return undefined;
  };
  return Object.assign(handler, { firstRoute, stack });
}
