import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

/** Where @bazaar/client keeps the types generated from the document (committed: users need not run the app). */
export const CLIENT_TYPES_FILE = fileURLToPath(new URL('../packages/client/src/generated/openapi.ts', import.meta.url));

const BANNER = `/*
 * Generated from Bazaar's OpenAPI document by openapi-typescript: do not edit.
 * Regenerate with \`npm run client:generate\` after changing a route, a DTO or a response class
 * (test/client/types-up-to-date.test.ts fails until then).
 */
`;

/** The TypeScript source of the document's types (paths, operations, components). */
export async function clientTypesSource(doc: object): Promise<string> {
  const ast = await openapiTS(doc as any, { alphabetize: true });
  return `${BANNER}\n${astToString(ast)}`;
}
