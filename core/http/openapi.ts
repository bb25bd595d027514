import type { Application } from 'express';
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

/** Builds the OpenAPI document of the enabled plugins' controllers once, and serves it with a browsable UI. */
export function mountOpenApi(app: Application, controllers: Function[], config: Config): void {
  const started = performance.now();
  const doc = apiDocument(controllers, config.publicBaseUrl);
  const body = JSON.stringify(doc);
  logger().debug({ ms: Math.round(performance.now() - started), paths: Object.keys(doc.paths).length }, 'OpenAPI document built');

  app.get(OPENAPI_PATH, (_req, res) => {
    res.type('application/json').send(body);
  });
  app.use(docsUi(DOCS_PATH, OPENAPI_PATH, 'Bazaar API'));
}
