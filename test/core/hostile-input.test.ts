import express from 'express';
import net from 'node:net';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import supertest from 'supertest';
import { loadConfig, ConfigError } from '../../config/index.js';
import { constraintViolation } from '../../core/db/constraint-errors.js';
import { AppError } from '../../core/http/app-error.js';
import { errorHandler } from '../../core/http/error-handler.js';
import { configureLogger } from '../../core/log/logger.js';
import { requestLogger } from '../../core/log/request-logger.js';
import { bootApp, type TestApp } from '../support/app.js';
import { bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';

let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
});
afterAll(async () => t?.close());

const expectFieldError = (body: any, field: string) => {
  expect(body).toMatchObject({ statusCode: 400, errorCode: 'VALIDATION_FAILED' });
  expect(body.details.map((d: any) => d.field)).toContain(field);
};

describe('NUL characters never reach PostgreSQL', () => {
  it('refuses one in a query parameter, naming it, on public and admin routes', async () => {
    expectFieldError((await t.http.get('/api/mobile/catalog/search?q=ab%00c').expect(400)).body, 'q');
    expectFieldError((await t.http.get('/api/blogs?search=a%00').expect(400)).body, 'search');
    expectFieldError((await t.http.get('/api/admin/catalog/categories?search=%00').set(bearer(root)).expect(400)).body, 'search');
  });

  it('answers a path holding one 404', async () => {
    const res = await t.http.get('/api/blogs/some%00slug').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, errorCode: 'NOT_FOUND' });
  });

  it('refuses one in a body string or key, naming the field, and writes nothing', async () => {
    const res = await t.http.post('/api/admin/catalog/categories').set(bearer(root)).send({ name: 'Pho\u0000nes' }).expect(400);
    expectFieldError(res.body, 'name');
    const nested = await t.http
      .post('/api/admin/roles')
      .set(bearer(root))
      .send({ name: 'r', permissions: ['a\u0000'] })
      .expect(400);
    expectFieldError(nested.body, 'permissions.0');
    const list = await t.http.get('/api/admin/catalog/categories').set(bearer(root)).expect(200);
    expect(list.body.data).toEqual([]);
  });
});

describe('prototype keys and lone surrogates', () => {
  it('refuses a prototype key at any depth, naming where', async () => {
    const res = await t.http
      .post('/api/admin/catalog/categories')
      .set(bearer(root))
      .set('Content-Type', 'application/json')
      .send('{"name":{"constructor":1}}')
      .expect(400);
    expectFieldError(res.body, 'name.constructor');
    const proto = await t.http
      .post('/api/mobile/auth/login/email')
      .set('Content-Type', 'application/json')
      .send('{"email":{"__proto__":{"x":1}},"password":"p"}')
      .expect(400);
    expectFieldError(proto.body, 'email.__proto__');
    expect(({} as any).x).toBeUndefined();
  });

  it('refuses a lone surrogate in a body string', async () => {
    const res = await t.http
      .post('/api/admin/catalog/jobs/export')
      .set(bearer(root))
      .set('Idempotency-Key', 'surrogate')
      .set('Content-Type', 'application/json')
      .send('{"entity":"category","format":"csv","search":"x\\udfffy"}')
      .expect(400);
    expectFieldError(res.body, 'search');
  });

  it('answers a nested array where objects belong 400', async () => {
    const post = await t.http.post('/api/admin/blog/posts').set(bearer(root)).send({ title: 'Nested arrays' }).expect(201);
    const res = await t.http
      .put(`/api/admin/blog/posts/${post.body.data.id}`)
      .set(bearer(root))
      .send({ videos: [[[]]] });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('VALIDATION_FAILED');
  });
});

describe('paging bounds', () => {
  it.each(['461168601842738791', '9223372036854775808', '99999999999999999999'])('refuses page=%s with 400 naming page', async (page) => {
    expectFieldError((await t.http.get(`/api/blogs?page=${page}`).expect(400)).body, 'page');
    expectFieldError((await t.http.get(`/api/admin/catalog/brands?page=${page}`).set(bearer(root)).expect(400)).body, 'page');
  });
});

describe('null where a string is expected', () => {
  it.each(['/api/mobile/auth/password/reset', '/api/auth/password/reset', '/api/mobile/auth/email/verify/confirm', '/api/auth/email/verify/confirm'])(
    '%s with {"token": null} is a validation error',
    async (route) => {
      expectFieldError((await t.http.post(route).send({ token: null, newPassword: 'a-new-password-1' }).expect(400)).body, 'token');
    },
  );

  it('still lets a nullable field be cleared with null', async () => {
    const created = await t.http.post('/api/admin/catalog/categories').set(bearer(root)).send({ name: 'Laptops', description: 'x' }).expect(201);
    const res = await t.http.patch(`/api/admin/catalog/categories/${created.body.data.publicId}`).set(bearer(root)).send({ description: null }).expect(200);
    expect(res.body.data.description).toBeNull();
  });
});

describe('constraints input can break are validation errors', () => {
  it('refuses an alt text without its image on categories, brands and series', async () => {
    expectFieldError(
      (await t.http.post('/api/admin/catalog/categories').set(bearer(root)).send({ name: 'Cameras', imageAlt: '' }).expect(400)).body,
      'imageAlt',
    );
    const brand = await t.http.post('/api/admin/catalog/brands').set(bearer(root)).send({ name: 'Brand X', logoAlt: '' });
    expect(brand.status).toBe(400);
    expectFieldError(brand.body, 'logoAlt');
  });

  it('maps a check violation the validation missed to 400 naming the field, never 500', () => {
    const e = constraintViolation({ driverError: { code: '23514', table: 'categories', constraint: 'chk_categories_image_alt' } });
    expect(e).toBeInstanceOf(AppError);
    expect(e!.statusCode).toBe(400);
    expect((e!.details as any)[0].field).toBe('imageAlt');
    expect((constraintViolation({ code: '23514', table: 'brand_series', constraint: 'brand_series_display_order_check' })!.details as any)[0].field).toBe(
      'displayOrder',
    );
    expect(constraintViolation({ code: '23505' })!.statusCode).toBe(409);
    expect(constraintViolation(new Error('boom'))).toBeUndefined();
  });
});

describe('one URL rule for every URL field', () => {
  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example/x.png', 'ftp://x.example/a.png'])(
    'refuses %s on category images and brand logos',
    async (url) => {
      expectFieldError(
        (await t.http.post('/api/admin/catalog/categories').set(bearer(root)).send({ name: 'Bad image', imageUrl: url }).expect(400)).body,
        'imageUrl',
      );
      expectFieldError((await t.http.post('/api/admin/catalog/brands').set(bearer(root)).send({ name: 'Bad logo', logoUrl: url }).expect(400)).body, 'logoUrl');
    },
  );

  it('takes http(s) URLs and site-relative storage paths', async () => {
    await t.http
      .post('/api/admin/catalog/categories')
      .set(bearer(root))
      .send({ name: 'Good image', imageUrl: 'https://cdn.example.com/a.webp', imageAlt: 'A' })
      .expect(201);
    await t.http.post('/api/admin/catalog/brands').set(bearer(root)).send({ name: 'Good logo', logoUrl: '/api/files/public/brands/a.webp' }).expect(201);
  });
});

describe('expected answers are not logged as errors', () => {
  it('logs a deliberate 503 at warn without a stack, an unexpected error at error with one', async () => {
    const lines: any[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    configureLogger('info', sink);
    try {
      const app = express();
      app.use(requestLogger());
      app.get('/off', () => {
        throw new AppError(503, 'AUTH_OAUTH_PROVIDER_NOT_ENABLED', 'off');
      });
      app.get('/bug', () => {
        throw new Error('a real bug');
      });
      app.use(errorHandler);
      await supertest(app).get('/off').expect(503);
      await supertest(app).get('/bug').expect(500);
    } finally {
      configureLogger('silent');
    }
    const [off, bug] = lines.filter((l) => l.msg === 'request');
    expect(off).toMatchObject({ level: 40, statusCode: 503 });
    expect(off.err).toBeUndefined();
    expect(bug).toMatchObject({ level: 50, statusCode: 500 });
    expect(bug.err.stack).toMatch(/a real bug/);
  });
});

describe('trusted proxies are configuration', () => {
  it('trusts no proxy by default, so X-Forwarded-For cannot dodge a per-IP limit', async () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    const limited = await bootApp({ env: { RATE_LIMITS: 'on' } });
    try {
      let last = 0;
      for (let i = 0; i < 40 && last !== 429; i++) {
        last = (
          await limited.http
            .post('/api/mobile/auth/login/email')
            .set('X-Forwarded-For', `10.0.0.${i}`)
            .send({ email: `x${i}@b.test`, password: 'nope-nope-1' })
        ).status;
      }
      expect(last).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('reads a hop count, addresses and subnets, and refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });
});

describe("Node's own refusals come in the error body", () => {
  let server: Server;
  beforeAll(async () => {
    server = await t.bazaar.listen(0);
  });

  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
      let answer = '';
      socket.on('data', (d) => (answer += d));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
      socket.end(request);
    });

  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

  it('answers a 1 MiB query string 431', async () => {
    const answer = await raw(`GET /api/blogs?q=${'a'.repeat(1024 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(answer)).toMatchObject({ statusCode: 431, errorCode: 'HEADERS_TOO_LARGE' });
  });

  it('answers an unknown method 400', async () => {
    const answer = await raw('BREW /api/blogs HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toMatchObject({ statusCode: 400, errorCode: 'BAD_REQUEST' });
  });
});
