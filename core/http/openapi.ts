import type { Router } from 'express';
import type { Config } from '../../config/index.js';
import { logger } from '../log/logger.js';
import { buildOpenApiDocument } from './openapi/build-document.js';
import { docsUi } from './openapi/docs-ui.js';
import { packageVersion } from './openapi/package-version.js';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** The document the API serves for these controllers (also written by `npm run openapi:dump`). */
export function apiDocument(controllers: Function[], serverUrl: string) {
  return buildOpenApiDocument(controllers, { title: 'Bazaar', version: packageVersion(), serverUrl });
}

/**
 * Serves the OpenAPI document of the enabled plugins' controllers, built once on its first request (a boot
 * does not pay for a document most processes never serve; CI builds it with `npm run lint:openapi`), with
 * a browsable UI.
 */
export function mountOpenApi(app: Router, controllers: Function[], config: Config): void {
  let body: string | undefined;
  const built = () => {
    if (body !== undefined) return body;
    const started = performance.now();
    const doc = apiDocument(controllers, config.publicBaseUrl);
    body = JSON.stringify(doc);
    logger().debug({ ms: Math.round(performance.now() - started), paths: Object.keys(doc.paths).length }, 'OpenAPI document built');
    return body;
  };

  app.get(OPENAPI_PATH, (_req, res) => {
    res.type('application/json').send(built());
  });
  app.use(docsUi(DOCS_PATH, OPENAPI_PATH, 'Bazaar API'));
}
