import { runInContext } from '../core/context/request-context.js';
import { panelActor } from './current-admin.js';

type AdminJSModule = typeof import('adminjs');
type ControllerMethod = ((this: { currentAdmin?: unknown }, request: { id?: unknown }, response: unknown) => unknown) & { [RUNS_AS_ADMIN]?: true };

const RUNS_AS_ADMIN = Symbol.for('bazaar.admin.runs-as-admin');

/**
 * Makes every AdminJS route (an action with its before and after hooks, the record loads before it, search,
 * pages) run as the signed-in admin, on the 'panel' surface with the request's id: services called from
 * the panel read the admin from the request context (currentActor()), as they read the caller of an API
 * route. Done where AdminJS invokes the controller method for a route, not in a middleware: AdminJS's form
 * parser (express-formidable) calls back from stream events, where the AsyncLocalStorage context is lost.
 * AdminJS's routes and controllers are module-wide, so this wraps each controller method once.
 */
export function runPanelRoutesAsAdmin(adminjs: AdminJSModule): void {
  for (const route of adminjs.Router.routes) {
    const proto = route.Controller?.prototype as Record<string, ControllerMethod> | undefined;
    const original = proto?.[route.action];
    if (!proto || typeof original !== 'function' || original[RUNS_AS_ADMIN]) continue;
    const wrapped: ControllerMethod = function (request, response) {
      const requestId = typeof request?.id === 'string' ? request.id : undefined;
      return runInContext({ actor: panelActor(this.currentAdmin), surface: 'panel', requestId }, () => original.call(this, request, response));
    };
    wrapped[RUNS_AS_ADMIN] = true;
    proto[route.action] = wrapped;
  }
}
