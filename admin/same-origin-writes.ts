import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { escapeHtml } from '../core/mail/template.js';
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
 *
 * When PUBLIC_BASE_URL names this machine by a loopback name (localhost, 127.0.0.1, [::1]), the other loopback
 * names of the same scheme and port are the same server, so pages opened under them write too (a newcomer types
 * 127.0.0.1:3000 as often as localhost:3000). A refused write a browser sent as a page (a form post asking for
 * HTML: the sign-in form) gets a page naming the address to open the panel at; API clients keep the JSON error.
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

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** The origins the panel takes writes from: PUBLIC_BASE_URL's, and when that is a loopback name, its port under every loopback name. */
export function panelOrigins(publicBaseUrl: string): Set<string> {
  const own = new URL(publicBaseUrl);
  if (!LOOPBACK_NAMES.includes(own.hostname)) return new Set([own.origin]);
  return new Set(
    LOOPBACK_NAMES.map((name) => {
      const url = new URL(own.origin);
      url.hostname = name;
      return url.origin;
    }),
  );
}

/** The page a browser gets for a form post from another address: where to open the panel instead. */
export function wrongAddressPage(panelUrl: string, sentFrom: string | undefined): string {
  const from = sentFrom ? `<code>${escapeHtml(sentFrom)}</code>` : 'a page whose address the browser did not say';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Open the admin panel at its address</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1c2430;line-height:1.5}
a{color:#2c5cd6;font-weight:600}code{background:#f1f3f6;padding:1px 4px;border-radius:4px}.muted{color:#646d7a;font-size:.9rem}</style></head>
<body><h1>Open the admin panel at its address</h1>
<p>The admin panel takes sign-ins and changes only from its own address, for your safety. This form was sent from ${from}.</p>
<p>Open <a id="panel-address" href="${escapeHtml(panelUrl)}">${escapeHtml(panelUrl)}</a> and sign in there.</p>
<p class="muted">The address is the service's <code>PUBLIC_BASE_URL</code> (error ADMIN_PANEL_CROSS_ORIGIN).</p></body></html>`;
}

/** Refuses state-changing requests from another origin or without the session's token (see above). */
export function sameOriginWrites(opts: { publicBaseUrl: string; panelUrl: string; loginPath: string }): RequestHandler {
  const accepted = panelOrigins(opts.publicBaseUrl);
  return (req, res, next) => {
    if (req.method !== 'POST') return next();
    const origin = originOf(req);
    if (origin === undefined || !accepted.has(origin)) {
      if (req.accepts(['json', 'html']) !== 'html') return refuse(res, PanelErrors.CROSS_ORIGIN());
      res.status(403).type('html').send(wrongAddressPage(opts.panelUrl, origin));
      req.resume();
      return;
    }
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
