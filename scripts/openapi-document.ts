import 'reflect-metadata';
import { apiDocument } from '../core/http/openapi.js';
import { resolvePlugins } from '../core/plugin.js';
import { availablePlugins } from '../plugins/index.js';

export const DEFAULT_SERVER_URL = 'http://localhost:3000';

/** The OpenAPI document of every available plugin: what the API serves with PLUGINS unset. Needs no database. */
export function availableApiDocument(serverUrl = DEFAULT_SERVER_URL) {
  return apiDocument(
    resolvePlugins(availablePlugins, undefined).flatMap((p) => p.controllers ?? []),
    serverUrl,
  );
}
