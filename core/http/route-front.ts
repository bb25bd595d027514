import type { Application, ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import { readyAnswerer, type ReadyOutcome } from './ready-answerer.js';
import type { FoundRoute, IndexedRoutes } from './route-index.js';
import { POLICY_GATE, type PolicyGate } from './route-policy.js';

type Handle = (req: Request, res: Response, callback?: unknown) => void;

/** A router of routes the front dispatches to, with the app's middlewares that run between the shared ones and it. */
export interface FrontRouter {
  routes: IndexedRoutes;
  /** in order (the API's body parsers; none for the hot routes, which parse their own) */
  prepare: RequestHandler[];
}

export interface RouteFrontOptions {
  /** the routers in the app's order: the first with a matching route is the one the app would use */
  routers: FrontRouter[];
  /** the app's middlewares ahead of every router, in order (the request log, the URL check) */
  first: RequestHandler[];
  logRequest: RequestHandler;
  /** the front takes only paths under this prefix (lower case)... */
  within: string;
  /** ...and none under these (lower case): the app's middlewares the front skips serve them (the file route) */
  servedByApp: string[];
  /** where a request no route answered goes, as in the app: the OpenAPI document, the 404 */
  tail: RequestHandler;
  errorHandler: ErrorRequestHandler;
}

/** Runs express-style middlewares in order; done(err) on the first error, done() after the last. */
function runInOrder(handlers: RequestHandler[], req: Request, res: Response, done: (err?: unknown) => void): void {
  let at = 0;
  const next: NextFunction = (err?: unknown) => {
    if (err) return done(err);
    const handler = handlers[at++];
    if (!handler) return done();
    try {
      const r: unknown = handler(req, res, next);
      if (r instanceof Promise) r.catch((e: unknown) => done(e ?? new Error('Rejected promise')));
    } catch (e) {
      done(e);
    }
  };
  next();
}

/**
 * Dispatches an API request straight to the route that answers it: express's request set-up, the app's own
 * middlewares ahead of the routes (request log, URL check, the body parsers of the route's router), then the
 * route; an error goes to the error handler, a request the route leaves unanswered to the app's tail (the 404).
 * The app's stack of middlewares (health, files, panel) and routers is not walked layer by layer: the route index
 * already knows the route (route-index.ts). A cached read (ReadyRead) is first offered its ready bytes
 * (ready-answerer.ts).
 * Anything the front does not take (a path outside `within` or served by a skipped middleware, no route, a
 * parameter that does not decode, a sub-app's call) goes through the app as before, whose answer is the same.
 */
export function installRouteFront(app: Application, options: RouteFrontOptions): void {
  const { routers, first, tail, errorHandler, within, servedByApp } = options;
  const handle = (app as unknown as { handle: Handle }).handle;
  const appRequest = (app as unknown as { request: object }).request;
  const appResponse = (app as unknown as { response: object }).response;
  if (app.enabled('x-powered-by')) throw new Error('installRouteFront: the front does not set X-Powered-By; disable it');
  const answerReady = readyAnswerer(app.get('query parser fn') as (text: string) => Record<string, unknown>, options.logRequest);
  const chains = new Map(routers.map((r) => [r, [...first, ...r.prepare]]));
  const gates = new WeakMap<object, PolicyGate | null>();
  const gateOf = (route: FoundRoute['route']): PolicyGate | null => {
    let gate = gates.get(route);
    if (gate === undefined) {
      gate = route.stack.map((l) => (l.handle as { [POLICY_GATE]?: PolicyGate })[POLICY_GATE]).find((g) => g !== undefined) ?? null;
      gates.set(route, gate);
    }
    return gate;
  };

  /** what express's app.handle and router do before a route runs (born-express.ts makes the prototype swap a no-op) */
  function setUp(req: Request, res: Response): void {
    (req as { res?: Response }).res = res;
    (res as { req?: Request }).req = req;
    Object.setPrototypeOf(req, appRequest);
    Object.setPrototypeOf(res, appResponse);
    if (!res.locals) res.locals = Object.create(null);
    req.baseUrl = '';
    req.originalUrl = req.originalUrl || req.url;
  }

  function dispatch(chain: RequestHandler[], found: FoundRoute, req: Request, res: Response): void {
    const fail = (err: unknown) => errorHandler(err, req, res, () => {});
    runInOrder(chain, req, res, (err) => {
      if (err) return fail(err);
      req.params = found.params;
      (found.route as unknown as { dispatch: Handle }).dispatch(req, res, (e: unknown) =>
        e && e !== 'route' && e !== 'router' ? fail(e) : tail(req, res, (e2?: unknown) => e2 && fail(e2)),
      );
    });
  }

  (app as unknown as { handle: Handle }).handle = function routeFront(this: unknown, req, res, callback) {
    const url = req.url;
    if (callback !== undefined || url.charCodeAt(0) !== 47) return handle.call(this, req, res, callback);
    const at = url.indexOf('?');
    const path = at < 0 ? url : url.slice(0, at);
    const lower = path.toLowerCase();
    if (!lower.startsWith(within) || servedByApp.some((prefix) => lower.startsWith(prefix))) return handle.call(this, req, res, callback);
    const method = req.method;
    let found: FoundRoute | undefined;
    let router: FrontRouter | undefined;
    for (const r of routers)
      if ((found = r.routes.firstRoute(path, method))) {
        router = r;
        break;
      }
    if (!found) return handle.call(this, req, res, callback);
    const chain = chains.get(router!)!;
    setUp(req, res);
    const gate =
      (method === 'GET' || method === 'HEAD') && req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined
        ? gateOf(found.route)
        : null;
    if (!gate?.policy.ready) return dispatch(chain, found, req, res);
    let answered: ReadyOutcome;
    try {
      answered = answerReady(gate, found.params, path, at < 0 ? '' : url.slice(at + 1), req, res);
    } catch {
      answered = false;
    }
    if (answered === true) return;
    if (answered === false) return dispatch(chain, found, req, res);
    answered.then(
      (done) => done || dispatch(chain, found, req, res),
      () => dispatch(chain, found, req, res),
    );
  };
}
