import type { Application, Request, RequestHandler, Response } from 'express';
import { actorOf, requestContextFor, runInContext } from '../context/request-context.js';
import { badInputAt } from './bad-input.js';
import type { Principal } from '../auth/principal.js';
import { rateLimitsEnabled } from './rate-limit/limiter.js';
import { sendReady, type ReadyAnswer } from './ready-read.js';
import type { FoundRoute, IndexedRoutes } from './route-index.js';
import { POLICY_GATE, readyAnswer, type PolicyGate } from './route-policy.js';

type Handle = (req: Request, res: Response, callback?: unknown) => void;

/**
 * Cached reads (ReadyRead routes) answered ahead of express's middleware stack and router: a GET whose first
 * matching route (as the routers would pick it) is a ReadyRead route gets express's request set-up, the same
 * URL check, the route's own admission (authentication, rate limit, permission), the precompiled query check and,
 * when the cache holds the answer, the request id and access log of every request and the ready bytes. Anything
 * else (no such route, a query the checks refuse, a refusal, a miss) goes through the app as before, which then
 * answers exactly as it would have (the admission is not repeated: the route reuses its outcome).
 * It answers before the app's own middlewares (health, files, panel): no ReadyRead route may lie under their paths.
 */
export function installReadyFront(app: Application, routers: IndexedRoutes[], logRequest: RequestHandler): void {
  const handle = (app as unknown as { handle: Handle }).handle;
  const parseQuery = app.get('query parser fn') as (text: string) => Record<string, unknown>;
  // express's req.ip (its 'trust proxy' setting applied), read without giving the request express's prototype
  const ipGetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf((app as unknown as { request: object }).request), 'ip')!.get!;
  const gates = new WeakMap<object, PolicyGate | null>();
  const gateOf = (route: FoundRoute['route']): PolicyGate | null => {
    let gate = gates.get(route);
    if (gate === undefined) {
      gate = route.stack.map((l) => (l.handle as { [POLICY_GATE]?: PolicyGate })[POLICY_GATE]).find((g) => g !== undefined) ?? null;
      gates.set(route, gate);
    }
    return gate;
  };

  /** true: answered; false: the app answers; a promise of either when something had to be waited for */
  function answer(gate: PolicyGate, params: Record<string, string>, path: string, search: string, req: Request, res: Response): boolean | Promise<boolean> {
    // The request keeps node's own prototypes: express's app.handle swaps them for its own on every request, which
    // costs more than all the rest of a ready answer (the objects' shapes change under node's HTTP code). What the
    // policy and the log read of express's request is set as the app would set it: originalUrl, ip.
    req.originalUrl = req.url;
    if (gate.policy.rateLimits.length && rateLimitsEnabled())
      Object.defineProperty(req, 'ip', {
        value: ipGetter.call({ app, headers: req.headers, socket: req.socket, connection: req.socket }),
        configurable: true,
        writable: true,
      });
    // the URL check of every request (bad-input.ts): anything it refuses is answered by the app
    if (/%00/i.test(path)) return false;
    const query = search ? parseQuery(search) : {};
    if (search && badInputAt(query)) return false;
    if (!gate.policy.ready!.valid(query)) return false;
    const send = (ready: ReadyAnswer | undefined): boolean => {
      if (!ready) return false;
      logRequest(req, res, () => {});
      sendReady(req, res, ready);
      return true;
    };
    const answerAs = (principal: Principal | null) => {
      const ready = runInContext(requestContextFor(req, actorOf(principal)), () => readyAnswer(gate.policy.ready!, req, query, params));
      return ready instanceof Promise ? ready.then(send) : send(ready);
    };
    // most cached reads: a public route, no token, nothing counted: no promise on the way
    if (gate.admitAtOnce(req) === null) return answerAs(null);
    return gate.admit(req, res).then(answerAs, () => false);
  }

  (app as unknown as { handle: Handle }).handle = function readyFront(this: unknown, req, res, callback) {
    const method = req.method;
    if (
      callback !== undefined ||
      (method !== 'GET' && method !== 'HEAD') ||
      req.headers['content-length'] !== undefined ||
      req.headers['transfer-encoding'] !== undefined
    ) {
      return handle.call(this, req, res, callback);
    }
    const url = req.url;
    const at = url.indexOf('?');
    const path = at < 0 ? url : url.slice(0, at);
    let found;
    for (const routes of routers) if ((found = routes.firstRoute(path, method))) break;
    const gate = found && gateOf(found.route);
    if (!gate?.policy.ready) return handle.call(this, req, res, callback);
    let answered: boolean | Promise<boolean>;
    try {
      answered = answer(gate, found!.params, path, at < 0 ? '' : url.slice(at + 1), req, res);
    } catch {
      answered = false;
    }
    if (answered === true) return;
    if (answered === false) return handle.call(this, req, res, callback);
    answered.then(
      (done) => done || handle.call(this, req, res, callback),
      () => handle.call(this, req, res, callback),
    );
  };
}
