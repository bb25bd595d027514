import createClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch';
import type { components, operations, paths } from './generated/openapi.js';

export type { components, operations, paths };
/** The document's schemas by name, e.g. `Schemas['BrandResponse']`. */
export type Schemas = components['schemas'];
/** The body of every error answer: `{ statusCode, errorCode, message, details? }`. */
export type ErrorBody = Schemas['ErrorBody'];
export type BazaarClient = Client<paths> & {
  /** Sends `Authorization: Bearer <token>` from now on (undefined: no more). */
  setToken(token: string | undefined): void;
};

export interface BazaarClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** Where the API is, e.g. `https://shop.example.com` (the paths start with /api) */
  baseUrl: string;
  /** An access token (from a sign-in), sent as a bearer token on every request */
  token?: string;
}

/**
 * A typed client of the Bazaar API (openapi-fetch over the types generated from its OpenAPI document):
 *
 *   const bazaar = createBazaarClient({ baseUrl: 'http://localhost:3000' });
 *   const { data, error } = await bazaar.GET('/api/mobile/catalog/brands/{slug}', { params: { path: { slug: 'acme' } } });
 *   if (error) console.log(error.errorCode); // typed: the codes this route can answer
 *   else console.log(data.data.name);        // typed: the envelope's data
 */
export function createBazaarClient({ baseUrl, token, ...options }: BazaarClientOptions): BazaarClient {
  let bearer = token;
  const client = createClient<paths>({ ...options, baseUrl: baseUrl.replace(/\/+$/, '') });
  const auth: Middleware = {
    onRequest({ request }) {
      if (bearer && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${bearer}`);
      return request;
    },
  };
  client.use(auth);
  return Object.assign(client, {
    setToken(next: string | undefined) {
      bearer = next;
    },
  });
}

/** Thrown by `dataOf` for an error answer; `body` is the API's error body. */
export class BazaarApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(`${status} ${body.errorCode}: ${body.message}`);
    this.name = 'BazaarApiError';
  }
}

/** The envelope's `data` of a success, or a BazaarApiError: `const brand = dataOf(await bazaar.GET(...))`. */
export function dataOf<T>(result: { data?: { data: T }; error?: unknown; response: Response }): T {
  if (result.data !== undefined) return result.data.data;
  throw new BazaarApiError(result.response.status, result.error as ErrorBody);
}
