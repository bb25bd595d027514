import express, { type Router } from 'express';
import { PanelErrors, refuse } from './panel-errors.js';

/**
 * Sign-out is a POST (checked like every other write by same-origin-writes.ts): a link or an image on another
 * page must not end the session. The panel's own menu entry posts it (components/browser/panel-session.js). Registered
 * before @adminjs/express's GET handler, which it replaces.
 */
export function signOutRoutes(loginPath: string): Router {
  const router = express.Router();
  router.get('/logout', (_req, res) => {
    refuse(res.set('Allow', 'POST'), PanelErrors.METHOD_NOT_ALLOWED(undefined, 'Sign out with a POST'));
  });
  router.post('/logout', (req, res, next) => {
    req.session.destroy((err) => (err ? next(err) : res.redirect(303, loginPath)));
  });
  return router;
}
