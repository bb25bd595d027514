import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import type AdminJS from 'adminjs';
import { CommonErrors, invalidField } from '../core/http/app-error.js';
import { PanelErrors, refuse } from './panel-errors.js';

/*
 * What the panel answers before AdminJS sees a request: the frame headers, the methods it takes, and the
 * route shapes AdminJS would otherwise fail on with an internal error.
 */

/** No page of the panel may be framed (clickjacking). */
export const noFraming: RequestHandler = (_req, res, next) => {
  res.set('X-Frame-Options', 'DENY');
  res.set('Content-Security-Policy', "frame-ancestors 'none'");
  next();
};

/**
 * Only GET reads and only POST writes. Every AdminJS action treats any method but `get` as a write (a HEAD ran
 * `delete`), so HEAD reaches the panel as the GET it names (Node still sends no body for it) and any other
 * method is refused. The actions' handlers then see `get` or `post` only.
 */
export const readsAndWrites: RequestHandler = (req, res, next) => {
  if (req.method === 'HEAD') req.method = 'GET';
  if (req.method === 'GET' || req.method === 'POST') return next();
  res.set('Allow', 'GET, HEAD, POST');
  refuse(res, PanelErrors.METHOD_NOT_ALLOWED());
};

type ActionKind = 'resource' | 'record' | 'bulk';

const ACTION_ROUTES: Array<{ kind: ActionKind; paths: string[]; action?: string }> = [
  {
    kind: 'resource',
    paths: ['/api/resources/:resourceId/actions/:action', '/api/resources/:resourceId/actions/:action/:query', '/resources/:resourceId/actions/:action'],
  },
  { kind: 'record', paths: ['/api/resources/:resourceId/records/:recordId/:action', '/resources/:resourceId/records/:recordId/:action'] },
  { kind: 'bulk', paths: ['/api/resources/:resourceId/bulk/:action', '/resources/:resourceId/bulk/:action'] },
  { kind: 'resource', paths: ['/api/resources/:resourceId/search', '/api/resources/:resourceId/search/:query'], action: 'search' },
];

const kindsOf = (actionType: unknown): unknown[] => (Array.isArray(actionType) ? actionType : [actionType]);

/**
 * The action a route names must exist and be of the route's kind (AdminJS reads `actions[name]` blindly), a
 * bulk route needs `recordIds` as one comma-separated string (not `recordIds[]=`), and `new` is a POST only.
 * Runs after the check that the resource exists.
 */
export function actionRouteRules(admin: AdminJS): Router {
  const router = express.Router();
  // @adminjs/express's token refresh is for auth providers, which the panel does not use (it would throw)
  router.all('/refresh-token', (_req, res) => refuse(res, CommonErrors.NOT_FOUND()));
  for (const route of ACTION_ROUTES) {
    router.all(route.paths, (req, res, next) => {
      const name = route.action ?? String(req.params.action);
      const actions = admin.findResource(String(req.params.resourceId)).decorate().actions as unknown as Record<string, { action: { actionType?: unknown } }>;
      const action = Object.hasOwn(actions, name) ? actions[name] : undefined;
      if (!action || !kindsOf(action.action.actionType).includes(route.kind)) return refuse(res, PanelErrors.NO_SUCH_ACTION());
      const recordIds = (req.query as Record<string, unknown>).recordIds;
      if (recordIds !== undefined && typeof recordIds !== 'string') return refuse(res, invalidField('recordIds', 'recordIds must be one comma-separated list'));
      if (route.kind === 'bulk' && !recordIds) return refuse(res, invalidField('recordIds', 'recordIds is required'));
      // AdminJS's `new` throws on anything but POST; its form is the page /resources/:id/actions/new
      if (name === 'new' && req.method !== 'POST' && req.path.startsWith('/api/')) {
        res.set('Allow', 'POST');
        return refuse(res, PanelErrors.METHOD_NOT_ALLOWED());
      }
      next();
    });
  }
  return router;
}

/** AdminJS's own errors for a request it cannot serve are client errors; anything else stays a 500. */
export const adminjsErrors: ErrorRequestHandler = (err, _req, res, next) => {
  const name = (err as { name?: unknown })?.name;
  const message = typeof (err as Error)?.message === 'string' ? (err as Error).message.split('\n')[0]! : undefined;
  if (name === 'NotFoundError') return refuse(res, CommonErrors.NOT_FOUND(undefined, message ?? 'Not found'));
  if (name === 'ForbiddenError') return refuse(res, CommonErrors.FORBIDDEN());
  next(err);
};
