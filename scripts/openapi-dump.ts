import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiDocument } from '../core/http/openapi.js';
import { resolvePlugins } from '../core/plugin.js';
import { availablePlugins } from '../plugins/index.js';

/**
 * Writes the OpenAPI document of every available plugin (what the API serves with PLUGINS unset), without
 * a database: `npm run openapi:dump -- <file>` (default .tmp/openapi.json). Read by `npm run lint:openapi`
 * and `npm run client:generate`.
 */
export const DEFAULT_SERVER_URL = 'http://localhost:3000';

const out = process.argv[2] ?? '.tmp/openapi.json';
const controllers = resolvePlugins(availablePlugins, undefined).flatMap((p) => p.controllers ?? []);
const doc = apiDocument(controllers, process.env.PUBLIC_BASE_URL ?? DEFAULT_SERVER_URL);
mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
console.log(`openapi:dump: ${Object.keys(doc.paths).length} paths written to ${out}`);
