import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { bootApp, type TestApp } from '../support/app.js';
import { bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { customerToken, png } from './fixtures.js';

let t: TestApp;
let admin: string;
let customer: string;
let image: Buffer;

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  admin = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  customer = (await customerToken(t)).token;
  image = await png();
});
afterAll(async () => t?.close());

interface Route {
  path: string;
  token: () => string;
  headers?: Record<string, string>;
  fileField: string;
  invalid: string;
  fileRequired: string;
}

let keys = 0;
const ROUTES: Route[] = [
  { path: '/api/upload', token: () => admin, fileField: 'file', invalid: 'UPLOAD_MULTIPART_INVALID', fileRequired: 'UPLOAD_FILE_REQUIRED' },
  { path: '/api/upload/multiple', token: () => admin, fileField: 'files', invalid: 'UPLOAD_MULTIPART_INVALID', fileRequired: 'UPLOAD_FILE_REQUIRED' },
  { path: '/api/mobile/uploads', token: () => customer, fileField: 'file', invalid: 'UPLOAD_MULTIPART_INVALID', fileRequired: 'UPLOAD_FILE_REQUIRED' },
  {
    path: '/api/admin/catalog/jobs/import',
    token: () => admin,
    headers: {},
    fileField: 'file',
    invalid: 'CATALOG_IMPORT_MULTIPART_INVALID',
    fileRequired: 'CATALOG_IMPORT_FILE_REQUIRED',
  },
];

const BOUNDARY = 'XbazaarBoundary';
const CRLF = '\r\n';
const filePart = (field: string, filename: string, bytes: Buffer, type = 'image/png') =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="${field}"; filename="${filename}"${CRLF}Content-Type: ${type}${CRLF}${CRLF}`),
    bytes,
    Buffer.from(CRLF),
  ]);
const textPart = (name: string, value: string) =>
  Buffer.from(`--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="${name}"${CRLF}${CRLF}${value}${CRLF}`);
const end = Buffer.from(`--${BOUNDARY}--${CRLF}`);
const withBoundary = `multipart/form-data; boundary=${BOUNDARY}`;

interface Case {
  name: string;
  contentType: string;
  body: (r: Route) => Buffer;
  /** the errorCode expected; 'invalid' = the route's *_MULTIPART_INVALID */
  expect: 'invalid' | 'fileRequired';
}

const entity = textPart('entity', 'category');
const CASES: Case[] = [
  { name: 'body "abc" without a boundary', contentType: 'multipart/form-data', body: () => Buffer.from('abc'), expect: 'invalid' },
  { name: 'body "abc" with a boundary', contentType: withBoundary, body: () => Buffer.from('abc'), expect: 'invalid' },
  {
    name: 'a body truncated inside the file',
    contentType: withBoundary,
    body: (r) => Buffer.concat([entity, filePart(r.fileField, 'a.png', image)]).subarray(0, entity.length + 150),
    expect: 'invalid',
  },
  {
    name: 'a body cut before the closing boundary',
    contentType: withBoundary,
    body: (r) => Buffer.concat([entity, filePart(r.fileField, 'a.png', image)]),
    expect: 'invalid',
  },
  {
    name: 'a NUL byte in the file name',
    contentType: withBoundary,
    body: (r) => Buffer.concat([entity, filePart(r.fileField, 'a\u0000.png', image), end]),
    expect: 'invalid',
  },
  {
    name: 'a malformed part header',
    contentType: withBoundary,
    body: () => Buffer.concat([Buffer.from(`--${BOUNDARY}${CRLF}Content-Disposition form-data name${CRLF}${CRLF}x${CRLF}`), end]),
    expect: 'invalid',
  },
  {
    name: 'a text field where the file should be',
    contentType: withBoundary,
    body: (r) => Buffer.concat([entity, textPart(r.fileField, 'abc'), end]),
    expect: 'fileRequired',
  },
  {
    name: 'too many parts',
    contentType: withBoundary,
    body: (r) => Buffer.concat([entity, ...Array.from({ length: 60 }, (_, i) => textPart(`f${i}`, 'x')), filePart(r.fileField, 'a.png', image), end]),
    expect: 'invalid',
  },
  {
    name: 'a file in an unexpected field',
    contentType: withBoundary,
    body: () => Buffer.concat([entity, filePart('other', 'a.png', image), end]),
    expect: 'invalid',
  },
];

function walk(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((n) => (statSync(path.join(dir, n)).isDirectory() ? walk(path.join(dir, n)) : [path.join(dir, n)]));
}

/** Everything an upload or an import could leave behind. */
async function stored() {
  const [files] = await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM uploaded_files`);
  const [jobs] = await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM catalog_jobs`);
  return { uploadedFiles: files.n, catalogJobs: jobs.n, objects: walk(path.join(t.dataDir, 'files')).length, temp: walk(path.join(t.dataDir, 'tmp')).length };
}

describe.each(ROUTES)('malformed multipart on $path', (route) => {
  it.each(CASES)('answers 400 for $name, in the error body, storing nothing', async (c) => {
    const before = await stored();
    const res = await t.http
      .post(route.path)
      .set(bearer(route.token()))
      .set('Idempotency-Key', `malformed-${++keys}`)
      .set('Content-Type', c.contentType)
      .send(c.body(route));
    expect(res.body).toEqual({ statusCode: 400, errorCode: route[c.expect], message: expect.any(String) });
    expect(res.status).toBe(400);
    expect(res.body.message).not.toMatch(/\n\s+at |node_modules|\/work\//);
    expect(await stored()).toEqual(before);
  });
});

describe('the same pipeline still receives good bodies', () => {
  it('stores a well-formed upload sent as a raw multipart body on every upload route', async () => {
    for (const route of ROUTES.slice(0, 3)) {
      const res = await t.http
        .post(route.path)
        .set(bearer(route.token()))
        .set('Content-Type', withBoundary)
        .send(Buffer.concat([filePart(route.fileField, 'ok.png', image), end]));
      expect([route.path, res.status]).toEqual([route.path, 200]);
    }
  });

  it('answers 413 with the route code for a file over the limit and keeps nothing', async () => {
    const before = await stored();
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x20);
    const res = await t.http
      .post('/api/mobile/uploads')
      .query({ uploadType: 'file' })
      .set(bearer(customer))
      .set('Content-Type', withBoundary)
      .send(Buffer.concat([filePart('file', 'big.txt', big, 'text/plain'), end]));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ statusCode: 413, errorCode: 'UPLOAD_FILE_TOO_LARGE', message: 'The file is larger than the 5 MB limit' });
    expect(await stored()).toEqual(before);
  });
});
