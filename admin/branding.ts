import type { BrandingOptions } from 'adminjs';
import express, { type RequestHandler, type Router } from 'express';

/*
 * The panel's look: Bazaar's name, logo and favicon, and system fonts. AdminJS's page templates link a web
 * font from Google's CDN (which fails offline and tells a third party who opens the panel): every panel page
 * is sent without that link, with the theme's font set to the system's, and with our favicon.
 */

/** Where the logo and the favicon are served (under the panel root, before the sign-in check). */
export const BRAND_ASSETS = { logo: '/frontend/assets/bazaar-logo.svg', favicon: '/frontend/assets/bazaar-favicon.svg' } as const;

/** The system's user-interface font: nothing to download. */
export const SYSTEM_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";

const MARK = `
  <rect x="2" y="2" width="32" height="32" rx="8" fill="#2c5cd6"/>
  <path d="M8 14 L10 9 H26 L28 14 Z" fill="#ffffff"/>
  <path d="M8 14 q2.5 3 5 0 q2.5 3 5 0 q2.5 3 5 0 q2.5 3 5 0" fill="none" stroke="#ffffff" stroke-width="1.6"/>
  <rect x="10" y="18" width="16" height="10" rx="1.5" fill="#ffffff"/>
  <rect x="15.5" y="21" width="5" height="7" fill="#2c5cd6"/>`;

export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36" width="36" height="36">${MARK}
</svg>`;

export const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 36" width="150" height="36" role="img" aria-label="Bazaar">${MARK}
  <text x="44" y="26" font-family="${SYSTEM_FONT.replace(/'/g, '')}" font-size="22" font-weight="700" fill="#1c2430">Bazaar</text>
</svg>`;

/** AdminJS `branding`: our name and logo, the system font, no AdminJS credit. */
export function panelBranding(root: string): BrandingOptions {
  return {
    companyName: 'Bazaar',
    withMadeWithLove: false,
    logo: `${root}${BRAND_ASSETS.logo}`,
    // the design system's type declares `font` as a record, but its theme (and combineStyles) take the CSS value
    theme: { font: SYSTEM_FONT } as unknown as BrandingOptions['theme'],
  };
}

/** Serves the logo and the favicon (public: the sign-in page shows them). */
export function brandAssetRoutes(): Router {
  const router = express.Router();
  const svg =
    (body: string): RequestHandler =>
    (_req, res) => {
      res.type('image/svg+xml').set('Cache-Control', 'public, max-age=86400').send(body);
    };
  router.get(BRAND_ASSETS.logo, svg(LOGO_SVG));
  router.get(BRAND_ASSETS.favicon, svg(FAVICON_SVG));
  return router;
}

const CDN_FONT = /\s*<link rel="stylesheet" href="https:\/\/fonts\.googleapis\.com\/[^"]*" type="text\/css">/g;

/** Every panel page (AdminJS renders them as strings holding its state) without the CDN font and with our favicon. */
export function brandedPages(root: string): RequestHandler {
  const favicon = `<link rel="icon" type="image/svg+xml" href="${root}${BRAND_ASSETS.favicon}">`;
  // after AdminJS's CSS reset (which sets `font: inherit` on html too): plain elements inherit the system font
  // and table cells break lines between words, not inside them ("phone.we / bp"), unless a word cannot fit
  const font = `<style>html, body { font-family: ${SYSTEM_FONT}; } table td.adminjs_TableCell { word-break: normal; overflow-wrap: break-word; }</style>`;
  return (_req, res, next) => {
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      if (typeof body === 'string' && body.includes('window.REDUX_STATE')) {
        body = body
          .replace(CDN_FONT, '')
          .replace('<meta charset="utf-8">', `<meta charset="utf-8">\n      ${favicon}`)
          .replace('</head>', `${font}\n    </head>`);
      }
      return send(body);
    };
    next();
  };
}
