import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { availableApiDocument } from './openapi-document.js';

/** `npm run openapi:dump -- <file>` (default .tmp/openapi.json): the document `npm run lint:openapi` lints. */
const out = process.argv[2] ?? '.tmp/openapi.json';
const doc = availableApiDocument(process.env.PUBLIC_BASE_URL);
mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
console.log(`openapi:dump: ${Object.keys(doc.paths).length} paths written to ${out}`);
