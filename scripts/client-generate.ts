import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_TYPES_FILE, clientTypesSource } from './client-types.js';
import { availableApiDocument } from './openapi-document.js';

/** `npm run client:generate`: writes @bazaar/client's types from the document of every available plugin. */
const source = await clientTypesSource(availableApiDocument());
mkdirSync(path.dirname(CLIENT_TYPES_FILE), { recursive: true });
writeFileSync(CLIENT_TYPES_FILE, source);
console.log(`client:generate: ${path.relative(process.cwd(), CLIENT_TYPES_FILE)} written (${source.split('\n').length} lines)`);
