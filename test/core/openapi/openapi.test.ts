import { readFileSync } from 'node:fs';
import { getMetadataArgsStorage } from 'routing-controllers';
import { availablePlugins } from '../../../plugins/index.js';
import { bootApp, type TestApp } from '../../support/app.js';
import { DisabledProbeController, disabledProbePlugin, probePlugin } from './probe-plugins.js';
import { openApiPath, operations, refsIn } from './spec-walk.js';

const PUBLIC_BASE_URL = 'https://shop.bazaar.test';
const version = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).version;

let t: TestApp;
let doc: any;
beforeAll(async () => {
  t = await bootApp({
    available: [...availablePlugins, probePlugin, disabledProbePlugin],
    env: { PLUGINS: 'accounts,openapi-probe', PUBLIC_BASE_URL },
  });
  const res = await t.http
    .get('/api/openapi.json')
    .expect(200)
    .expect('Content-Type', /application\/json/);
  doc = res.body;
});
afterAll(async () => t?.close());

const op = (verb: string, path: string) => {
  const found = doc.paths[path]?.[verb];
  if (!found) throw new Error(`${verb} ${path} is not in the document`);
  return found;
};
const codes = (o: any, status: number): string[] => o.responses[String(status)]?.['x-error-codes'] ?? [];

describe('the OpenAPI document', () => {
  it('is an OpenAPI 3.1 document titled Bazaar with the package version and the public base URL', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'Bazaar', version });
    expect(doc.servers).toEqual([{ url: PUBLIC_BASE_URL }]);
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(doc.components.schemas.ErrorBody).toMatchObject({
      type: 'object',
      required: ['statusCode', 'errorCode', 'message'],
      properties: { statusCode: { type: 'integer' }, errorCode: { type: 'string' }, message: { type: 'string' }, details: expect.any(Object) },
    });
    // every route is documented: no generic envelope is left
    expect(doc.components.schemas.Envelope).toBeUndefined();
  });

  it('has operations that are well formed: unique ids, responses, no express-style paths, no dangling $ref', () => {
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(15);
    const ids = ops.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { key, path, op: o } of ops) {
      expect([key, path]).toEqual([key, expect.not.stringMatching(/:|\/$/)]);
      expect([key, Object.keys(o.responses).length]).toEqual([key, expect.any(Number)]);
      // one success answer (a 302 for the browser redirects of federated sign-in)
      const success = Object.keys(o.responses).filter((s) => s.startsWith('2') || s === '302');
      expect([key, success.length]).toEqual([key, 1]);
      // every {param} in the path is declared as a required path parameter
      for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
        expect([key, o.parameters?.find((p: any) => p.in === 'path' && p.name === name)?.required]).toEqual([key, true]);
      }
    }
    for (const r of refsIn(doc)) {
      const name = r.replace('#/components/schemas/', '');
      expect([r, doc.components.schemas[name]]).toEqual([r, expect.any(Object)]);
    }
  });

  it('documents POST /api/admin/roles with its permission, auth, limits and every error code', () => {
    const o = op('post', '/api/admin/roles');
    expect(o['x-permission']).toEqual(['Roles_CREATE']);
    expect(o.security).toEqual([{ bearerAuth: [] }]);
    expect(o['x-rate-limit']).toEqual([{ class: 'ADMIN_WRITE', limit: 10, windowSeconds: 60, key: 'account' }]);
    expect(o.description).toContain('`Roles_CREATE`');
    expect(codes(o, 401)).toEqual(['UNAUTHORIZED']);
    expect(codes(o, 403)).toEqual(['FORBIDDEN', 'ROLE_PERMISSIONS_NOT_HELD']);
    expect(codes(o, 400)).toEqual(expect.arrayContaining(['VALIDATION_FAILED', 'MALFORMED_JSON', 'ROLE_PERMISSION_UNKNOWN']));
    expect(codes(o, 409)).toEqual(['ROLE_NAME_ALREADY_EXISTS']);
    expect(codes(o, 429)).toEqual(['RATE_LIMITED']);
    const conflict = o.responses['409'];
    expect(conflict.description).toContain('ROLE_NAME_ALREADY_EXISTS');
    expect(conflict.content['application/json'].schema.allOf[0]).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    expect(conflict.content['application/json'].examples.ROLE_NAME_ALREADY_EXISTS.value).toEqual({
      statusCode: 409,
      errorCode: 'ROLE_NAME_ALREADY_EXISTS',
      message: 'A role with this name already exists',
    });
    // the success answer is the envelope with the role as data, and the body is the DTO's JSON schema
    expect(o.responses['201'].content['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['message', 'data', 'errorCode'],
      properties: { message: { type: 'string' }, data: { $ref: '#/components/schemas/RoleResponse' }, errorCode: { type: 'null' } },
    });
    expect(o.operationId).toBe('createRole');
    expect(o.summary).toBe('Create a role');
    expect(o.tags).toEqual(['Roles']);
    expect(o.requestBody).toMatchObject({ required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/CreateRoleDto' } } } });
    expect(doc.components.schemas.CreateRoleDto).toMatchObject({
      required: expect.arrayContaining(['name', 'permissions']),
      properties: { name: { type: 'string', minLength: 2, maxLength: 100 }, permissions: { type: 'array' } },
    });
  });

  it('turns a ListQuery subclass into query parameters and answers with an offset page', () => {
    const o = op('get', '/api/admin/admins');
    const params = Object.fromEntries(o.parameters.filter((p: any) => p.in === 'query').map((p: any) => [p.name, p]));
    expect(Object.keys(params).sort()).toEqual(['includeDeleted', 'isActive', 'order', 'page', 'pagination', 'roleId', 'search', 'size', 'sort']);
    expect(params.page.schema).toMatchObject({ type: 'integer', minimum: 1 });
    expect(params.size.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    expect(params.order.schema).toMatchObject({ enum: ['asc', 'desc'] });
    expect(params.pagination.schema).toEqual({ type: 'boolean' });
    expect(o.responses['200'].content['application/json'].schema).toMatchObject({
      required: ['message', 'data', 'errorCode', 'count', 'currentPage', 'totalPage'],
      properties: { data: { type: 'array', items: { $ref: '#/components/schemas/AdminResponse' } }, count: { type: 'integer' } },
    });
    expect(codes(o, 400)).toEqual(['VALIDATION_FAILED']);
    expect(o['x-permission']).toEqual(['Admins_READ']);
  });

  it('renders path parameters as {id} and lists declared and implied codes per status', () => {
    const o = op('patch', '/api/admin/admins/{id}');
    expect(o.parameters).toEqual(expect.arrayContaining([{ in: 'path', name: 'id', required: true, schema: { type: 'string' } }]));
    expect(codes(o, 404)).toEqual(['ADMIN_NOT_FOUND', 'ROLE_NOT_FOUND']);
    expect(codes(o, 409)).toEqual(['ADMIN_EMAIL_ALREADY_EXISTS', 'ADMIN_CANNOT_CHANGE_SELF', 'ADMIN_SUPERADMIN_PROTECTED']);
    expect(doc.paths['/api/admin/admins/:id']).toBeUndefined();
  });

  it('gives public routes an empty security list and no 401/403 unless they declare them', () => {
    const refresh = op('post', '/api/auth/refresh');
    expect(refresh.security).toEqual([]);
    expect(refresh['x-permission']).toEqual([]);
    expect(refresh['x-auth']).toBe('none');
    expect(refresh.responses['403']).toBeUndefined();
    expect(codes(refresh, 401)).toEqual(['AUTH_REFRESH_TOKEN_INVALID']);
    expect(refresh['x-rate-limit']).toEqual([{ class: 'AUTH_REFRESH', limit: 30, windowSeconds: 60, key: 'ip' }]);
    expect(refresh.description).toContain('none (public route)');

    const me = op('get', '/api/auth/me');
    expect(me.security).toEqual([{ bearerAuth: [] }]);
    expect(me['x-auth']).toBe('admin');
    expect(codes(me, 401)).toEqual(['UNAUTHORIZED']);
    expect(codes(me, 403)).toEqual(['FORBIDDEN']); // a customer token is refused
    expect(me.responses['400']).toBeUndefined(); // takes no input
    expect(me['x-rate-limit']).toEqual([{ class: 'ADMIN_READ', limit: 30, windowSeconds: 60, key: 'account' }]);

    const ping = op('get', '/api/openapi-probe/ping');
    expect(ping.responses['429']).toBeUndefined(); // no rate limit declared
    expect(ping['x-rate-limit']).toBeUndefined();
  });

  it('documents an idempotent customer route: required Idempotency-Key header, scope and idempotency codes', () => {
    const o = op('post', '/api/openapi-probe/carts/{cartId}/items');
    expect(o['x-idempotency-scope']).toBe('probe.cart-items');
    expect(o.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'Idempotency-Key', required: true })]));
    expect(o.security).toEqual([{ bearerAuth: [] }]);
    expect(o['x-auth']).toBe('customer');
    expect(codes(o, 400)).toEqual(expect.arrayContaining(['IDEMPOTENCY_KEY_REQUIRED', 'VALIDATION_FAILED']));
    expect(codes(o, 409)).toEqual(['IDEMPOTENCY_KEY_CONFLICT', 'IDEMPOTENCY_REQUEST_IN_PROGRESS', 'PROBE_ITEM_SOLD_OUT']);
    expect(o.responses['201']).toBeDefined();
    expect(o.description).toMatch(/Idempotency-Key.*probe\.cart-items/);
    expect(o.description).toContain('customer bearer token');

    const search = op('get', '/api/openapi-probe/search');
    expect(search['x-rate-limit']).toHaveLength(2);
    expect(search['x-rate-limit']).toEqual(
      expect.arrayContaining([
        { class: 'PUBLIC_SEARCH', limit: 60, windowSeconds: 60, key: 'ip+device' },
        { class: 'PROBE_SEARCH_HOURLY', limit: 500, windowSeconds: 3600, key: 'ip' },
      ]),
    );
    expect(search.description).toContain('500 requests per hour per IP address');
    expect(search.parameters).toEqual([{ in: 'query', name: 'q', required: false, schema: { type: 'string' } }]);
    expect(search['x-idempotency-scope']).toBeUndefined();
    expect(search.parameters.find((p: any) => p.name === 'Idempotency-Key')).toBeUndefined();
  });

  it('has exactly the operations of the enabled controllers, as routing-controllers metadata declares them', () => {
    const enabled = new Set(t.bazaar.plugins.flatMap((p) => p.controllers ?? []));
    const storage = getMetadataArgsStorage();
    const expected = new Set<string>();
    for (const c of storage.controllers.filter((c) => enabled.has(c.target))) {
      for (const a of storage.filterActionsWithTarget(c.target)) expected.add(`${a.type.toUpperCase()} ${openApiPath(`${c.route}${a.route}`)}`);
    }
    expect(expected.size).toBeGreaterThan(15);
    expect(expected).toContain('GET /api/openapi-probe/ping');
    expect(new Set(operations(doc).map((o) => o.key))).toEqual(expected);
  });

  it('has exactly the operations express registered under /api (besides the document and its UI)', () => {
    const registered = new Set<string>();
    // the app's routes and those of the routers it mounts (the controllers' routes sit behind the route index)
    const layers = (stack: any[]): any[] => stack.flatMap((layer) => (Array.isArray(layer.handle?.stack) ? layers(layer.handle.stack) : [layer]));
    for (const layer of layers((t.bazaar.app as any).router.stack)) {
      const route = layer.route;
      if (!route || typeof route.path !== 'string' || !route.path.startsWith('/api/')) continue;
      if (route.path === '/api/openapi.json' || route.path.startsWith('/api/docs')) continue;
      for (const [verb, on] of Object.entries(route.methods)) if (on && verb !== '_all') registered.add(`${verb.toUpperCase()} ${openApiPath(route.path)}`);
    }
    expect(new Set(operations(doc).map((o) => o.key))).toEqual(registered);
  });

  it('leaves out a plugin disabled through PLUGINS: no paths, no DTO schemas, and its routes answer 404', async () => {
    expect(t.bazaar.plugins.map((p) => p.name)).not.toContain('openapi-disabled');
    expect(getMetadataArgsStorage().controllers.some((c) => c.target === DisabledProbeController)).toBe(true);
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/openapi-disabled'))).toEqual([]);
    expect(JSON.stringify(doc)).not.toContain('DisabledProbe');
    expect(doc.components.schemas.ProbeItemDto).toBeDefined(); // the enabled probe's DTO is there
    const res = await t.http.post('/api/openapi-disabled/things').send({ label: 'x' }).expect(404);
    expect(res.body.errorCode).toBe('NOT_FOUND');
  });
});

describe('the browsable docs', () => {
  it('serves an HTML page whose assets are all local and answer 200', async () => {
    const page = await t.http
      .get('/api/docs')
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(page.text).toContain('id="swagger-ui"');
    expect(page.text).not.toMatch(/(src|href)="(https?:)?\/\//);
    const assets = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets).toEqual(expect.arrayContaining(['/api/docs/swagger-ui.css', '/api/docs/swagger-ui-bundle.js', '/api/docs/swagger-initializer.js']));
    for (const asset of assets) {
      const res = await t.http.get(asset);
      expect([asset, res.status]).toEqual([asset, 200]);
      expect([asset, Number(res.headers['content-length'] ?? res.text?.length ?? 0) > 0]).toEqual([asset, true]);
    }
    const css = await t.http.get('/api/docs/swagger-ui.css').expect('Content-Type', /text\/css/);
    expect(css.text).toContain('.swagger-ui');
    const bundle = await t.http.get('/api/docs/swagger-ui-bundle.js').expect('Content-Type', /javascript/);
    expect(bundle.text ?? bundle.body.toString()).toContain('SwaggerUIBundle');
  });

  it('points the UI at /api/openapi.json and at no outside validator', async () => {
    const res = await t.http
      .get('/api/docs/swagger-initializer.js')
      .expect(200)
      .expect('Content-Type', /javascript/);
    expect(res.text).toContain('"/api/openapi.json"');
    expect(res.text).toContain('validatorUrl: null');
  });

  it('serves nothing else from swagger-ui-dist', async () => {
    await t.http.get('/api/docs/package.json').expect(404);
    await t.http.get('/api/docs/index.html').expect(404);
    await t.http.get('/api/docs/swagger-ui-bundle.js.map').expect(404);
  });
});
