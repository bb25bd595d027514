import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { PanelErrors, refuse } from './panel-errors.js';

/*
 * Cross-site request forgery defence of the panel. SameSite=Lax keeps other sites out, but not a page of the
 * same site on another port or a sibling subdomain; so every state-changing request (any POST) must
 *  1. come from PUBLIC_BASE_URL's origin: its Origin header, or its Referer when a browser sent no Origin
 *     (none of the two: refused), and
 *  2. carry the session's synchroniser token in the X-CSRF-Token header (the sign-in form is exempt: it has no
 *     session yet; the origin rule still applies to it).
 * The token is rendered into every panel page (a meta tag a page of another origin cannot read) and the panel's
 * browser script (components/browser/panel-session.js) adds it to the panel's own XHR and fetch calls.
 */

export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_META = 'bazaar-csrf-token';

type TokenSession = { adminUser?: unknown; panelCsrfToken?: string };

function originOf(req: Request): string | undefined {
  const origin = req.headers.origin;
  if (origin) return origin;
  const referer = req.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

function sameToken(sent: unknown, kept: string | undefined): boolean {
  if (typeof sent !== 'string' || !kept) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(kept);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The session's token, made on first use (only signed-in sessions get one: anonymous visitors get no session row). */
export function csrfTokenOf(session: TokenSession): string {
  session.panelCsrfToken ??= randomBytes(32).toString('base64url');
  return session.panelCsrfToken;
}

/** Refuses state-changing requests from another origin or without the session's token (see above). */
export function sameOriginWrites(opts: { publicBaseUrl: string; loginPath: string }): RequestHandler {
  const own = new URL(opts.publicBaseUrl).origin;
  return (req, res, next) => {
    if (req.method !== 'POST') return next();
    if (originOf(req) !== own) return refuse(res, PanelErrors.CROSS_ORIGIN());
    if (req.path === opts.loginPath) return next();
    const session = req.session as (typeof req.session & TokenSession) | undefined;
    if (!sameToken(req.headers[CSRF_HEADER], session?.panelCsrfToken)) return refuse(res, PanelErrors.CSRF_TOKEN_INVALID());
    next();
  };
}

/** Renders the session's token into every panel page of a signed-in admin, as `<meta name="bazaar-csrf-token">`. */
export const exposeCsrfToken: RequestHandler = (req, res, next) => {
  const session = req.session as (typeof req.session & TokenSession) | undefined;
  if (req.method !== 'GET' || !session?.adminUser) return next();
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    // AdminJS's pages are strings with the app state in the head; anything else passes untouched
    if (typeof body === 'string' && body.includes('window.REDUX_STATE') && req.session) {
      body = body.replace('<head>', `<head>\n      <meta name="${CSRF_META}" content="${csrfTokenOf(session)}">`);
    }
    return send(body);
  };
  next();
};
