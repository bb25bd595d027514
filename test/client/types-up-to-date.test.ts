import { readFileSync } from 'node:fs';
import { CLIENT_TYPES_FILE, clientTypesSource } from '../../scripts/client-types.js';
import { availableApiDocument } from '../../scripts/openapi-document.js';

/** The committed types of @bazaar/client are what the document generates today: a route change needs `npm run client:generate`. */
it('the committed client types are generated from the current OpenAPI document', async () => {
  const committed = readFileSync(CLIENT_TYPES_FILE, 'utf8');
  const fresh = await clientTypesSource(availableApiDocument());
  if (committed !== fresh) {
    const a = committed.split('\n');
    const b = fresh.split('\n');
    const line = a.findIndex((l, i) => l !== b[i]);
    throw new Error(
      `${CLIENT_TYPES_FILE} is out of date: run \`npm run client:generate\` and commit it.\n` +
        `First difference at line ${line + 1}:\n  committed: ${a[line]}\n  generated: ${b[line]}`,
    );
  }
  expect(fresh).toContain('export interface paths');
  expect(fresh).toContain('"/api/mobile/catalog/brands/{slug}"');
});
