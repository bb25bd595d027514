import { Router } from 'express';
import path from 'node:path';
// the path helper alone: the package's index also evaluates its 1 MB browser bundle (~0.3 s per boot)
import getAbsoluteFSPath from 'swagger-ui-dist/absolute-path.js';

/** The swagger-ui-dist files the page loads; nothing else of the package is served. */
const ASSETS = ['swagger-ui.css', 'index.css', 'swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js', 'favicon-32x32.png', 'favicon-16x16.png'];

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(base: string, title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>${escapeHtml(title)}</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="stylesheet" href="${base}/swagger-ui.css">
  <link rel="stylesheet" href="${base}/index.css">
  <link rel="icon" type="image/png" href="${base}/favicon-32x32.png" sizes="32x32">
  <link rel="icon" type="image/png" href="${base}/favicon-16x16.png" sizes="16x16">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="${base}/swagger-ui-bundle.js"></script>
  <script src="${base}/swagger-ui-standalone-preset.js"></script>
  <script src="${base}/swagger-initializer.js"></script>
</body>
</html>
`;
}

// validatorUrl null: the UI would otherwise send the document to an outside validator
const initializer = (specUrl: string) => `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(specUrl)},
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    persistAuthorization: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'StandaloneLayout'
  });
};
`;

/** A browsable UI at `base` for the document at `specUrl`, served from the installed swagger-ui-dist (no CDN). */
export function docsUi(base: string, specUrl: string, title: string): Router {
  const dir = getAbsoluteFSPath();
  const html = page(base, title);
  const script = initializer(specUrl);
  const router = Router();
  // only self: the page loads nothing from elsewhere; the UI draws its icons as data: URIs and styles inline
  const csp = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src *; frame-ancestors 'self'";
  router.get(base, (_req, res) => {
    res.setHeader('Content-Security-Policy', csp);
    res.type('html').send(html);
  });
  router.get(`${base}/swagger-initializer.js`, (_req, res) => {
    res.type('application/javascript').send(script);
  });
  for (const file of ASSETS) {
    router.get(`${base}/${file}`, (_req, res, next) => {
      res.sendFile(path.join(dir, file), { maxAge: '1d' }, (err) => err && next(err));
    });
  }
  return router;
}
