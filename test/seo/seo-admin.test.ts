import { seo } from '../../plugins/seo/index.js';
import { bootApp, type TestApp } from '../support/app.js';
import { adminWith, bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';

let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
});
afterAll(async () => t?.close());

const full = {
  title: 'Summer sale',
  description: 'Everything for the beach',
  canonicalUrl: 'https://shop.example.com/summer',
  robots: 'index,follow',
  ogImageUrl: 'https://cdn.example.com/og/summer.webp',
};

async function create(body: Record<string, unknown> = full): Promise<any> {
  const res = await t.http.post('/api/admin/seo').set(bearer(root)).send(body).expect(201);
  return res.body.data;
}

describe('seo admin CRUD', () => {
  it('creates with the full shape (trimmed) and reads it back', async () => {
    const created = await create({ ...full, title: '  Summer sale  ' });
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/),
      ...full,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      deletedAt: null,
    });
    const read = await t.http.get(`/api/admin/seo/${created.id}`).set(bearer(root)).expect(200);
    expect(read.body).toEqual({ message: expect.any(String), data: created, errorCode: null });
  });

  it('accepts an empty record (every field optional) and a site-relative og image', async () => {
    const empty = await create({});
    expect(empty).toMatchObject({ title: null, description: null, canonicalUrl: null, robots: null, ogImageUrl: null });
    const rel = await create({ ogImageUrl: '/public/landing/og.webp' });
    expect(rel.ogImageUrl).toBe('/public/landing/og.webp');
  });

  it('refuses bad input per field and writes nothing', async () => {
    const before = (await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM seo_records`))[0].n;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: 'x'.repeat(161) }, 'title'],
      [{ title: '   ' }, 'title'],
      [{ description: 'x'.repeat(321) }, 'description'],
      [{ canonicalUrl: '/relative/only' }, 'canonicalUrl'],
      [{ canonicalUrl: 'ftp://shop.example.com/x' }, 'canonicalUrl'],
      [{ canonicalUrl: 'javascript:alert(1)' }, 'canonicalUrl'],
      [{ robots: 'index' }, 'robots'],
      [{ ogImageUrl: '//evil.example.com/x.png' }, 'ogImageUrl'],
      [{ ogImageUrl: 'not a url' }, 'ogImageUrl'],
      [{ keywords: 'nope' }, 'keywords'],
    ];
    for (const [body, field] of cases) {
      const res = await t.http.post('/api/admin/seo').set(bearer(root)).send(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, errorCode: 'VALIDATION_FAILED' });
      expect(JSON.stringify(res.body)).toContain(field);
    }
    const after = (await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM seo_records`))[0].n;
    expect(after).toBe(before);
  });

  it('PATCH changes only provided fields; null clears one', async () => {
    const rec = await create();
    const res = await t.http.patch(`/api/admin/seo/${rec.id}`).set(bearer(root)).send({ title: 'Winter sale', ogImageUrl: null }).expect(200);
    expect(res.body.data).toMatchObject({ ...full, title: 'Winter sale', ogImageUrl: null });
    const bad = await t.http.patch(`/api/admin/seo/${rec.id}`).set(bearer(root)).send({ robots: 'follow-me' }).expect(400);
    expect(bad.body.errorCode).toBe('VALIDATION_FAILED');
    const read = await t.http.get(`/api/admin/seo/${rec.id}`).set(bearer(root)).expect(200);
    expect(read.body.data.robots).toBe('index,follow');
  });

  it('answers 404 SEO_NOT_FOUND for unknown ids and 400 for non-UUID ids', async () => {
    const ghost = '01900000-0000-7000-8000-000000000000';
    for (const req of [
      t.http.get(`/api/admin/seo/${ghost}`),
      t.http.patch(`/api/admin/seo/${ghost}`).send({ title: 'x' }),
      t.http.delete(`/api/admin/seo/${ghost}`),
      t.http.post(`/api/admin/seo/${ghost}/restore`),
    ]) {
      const res = await req.set(bearer(root)).expect(404);
      expect(res.body).toEqual({ statusCode: 404, errorCode: 'SEO_NOT_FOUND', message: expect.any(String) });
    }
    const bad = await t.http.get('/api/admin/seo/not-a-uuid').set(bearer(root)).expect(400);
    expect(bad.body.errorCode).toBe('VALIDATION_FAILED');
  });

  it('soft deletes and restores with 409 on the wrong state; a deleted record is not editable', async () => {
    const rec = await create();
    await t.http.delete(`/api/admin/seo/${rec.id}`).set(bearer(root)).expect(200);
    const again = await t.http.delete(`/api/admin/seo/${rec.id}`).set(bearer(root)).expect(409);
    expect(again.body.errorCode).toBe('SEO_ALREADY_DELETED');
    const shown = await t.http.get(`/api/admin/seo/${rec.id}`).set(bearer(root)).expect(200);
    expect(shown.body.data.deletedAt).not.toBeNull();
    const edit = await t.http.patch(`/api/admin/seo/${rec.id}`).set(bearer(root)).send({ title: 'ghost' }).expect(404);
    expect(edit.body.errorCode).toBe('SEO_NOT_FOUND');
    expect(await seo.get(rec.id)).toBeNull();

    const restored = await t.http.post(`/api/admin/seo/${rec.id}/restore`).set(bearer(root)).expect(200);
    expect(restored.body.data).toMatchObject({ id: rec.id, title: full.title, deletedAt: null });
    const notDeleted = await t.http.post(`/api/admin/seo/${rec.id}/restore`).set(bearer(root)).expect(409);
    expect(notDeleted.body.errorCode).toBe('SEO_NOT_DELETED');
    expect(await seo.get(rec.id)).toMatchObject({ id: rec.id, title: full.title });
  });

  it('racing deletes: exactly one wins, the other gets SEO_ALREADY_DELETED', async () => {
    const rec = await create();
    const results = await Promise.all([1, 2, 3].map(() => t.http.delete(`/api/admin/seo/${rec.id}`).set(bearer(root))));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.errorCode === 'SEO_ALREADY_DELETED')).toBe(true);
  });

  it('publishes seo.seo-record.changed in the same transaction as each change', async () => {
    const rec = await create();
    await t.http.patch(`/api/admin/seo/${rec.id}`).set(bearer(root)).send({ title: 'changed' }).expect(200);
    await t.http.delete(`/api/admin/seo/${rec.id}`).set(bearer(root)).expect(200);
    await t.http.post(`/api/admin/seo/${rec.id}/restore`).set(bearer(root)).expect(200);
    const rows = await t.bazaar.dataSource.query(
      `SELECT payload FROM outbox_events WHERE topic = 'seo.seo-record.changed' AND payload->>'id' = $1 ORDER BY id`,
      [rec.id],
    );
    expect(rows.map((r: any) => r.payload.change)).toEqual(['updated', 'deleted', 'restored']);
    // a refused change publishes nothing
    await t.http.post(`/api/admin/seo/${rec.id}/restore`).set(bearer(root)).expect(409);
    const after = await t.bazaar.dataSource.query(
      `SELECT count(*)::int AS n FROM outbox_events WHERE topic = 'seo.seo-record.changed' AND payload->>'id' = $1`,
      [rec.id],
    );
    expect(after[0].n).toBe(3);
  });
});

describe('seo list', () => {
  it('pages, searches by title, sorts by an allowlist and hides deleted unless asked', async () => {
    const a = await create({ title: 'Listing Alpha' });
    await create({ title: 'Listing Beta' });
    const c = await create({ title: 'listing gamma' });
    await t.http.delete(`/api/admin/seo/${c.id}`).set(bearer(root)).expect(200);

    const found = await t.http.get('/api/admin/seo').query({ search: 'LISTING', sort: 'title', order: 'asc' }).set(bearer(root)).expect(200);
    expect(found.body.data.map((r: any) => r.title)).toEqual(['Listing Alpha', 'Listing Beta']);
    expect(found.body).toMatchObject({ count: 2, currentPage: 1, totalPage: 1, errorCode: null });

    const paged = await t.http.get('/api/admin/seo').query({ search: 'listing', sort: 'title', order: 'asc', size: 1, page: 2 }).set(bearer(root)).expect(200);
    expect(paged.body).toMatchObject({ count: 2, currentPage: 2, totalPage: 2 });
    expect(paged.body.data.map((r: any) => r.title)).toEqual(['Listing Beta']);

    const withDeleted = await t.http.get('/api/admin/seo').query({ search: 'listing', includeDeleted: 'true' }).set(bearer(root)).expect(200);
    expect(withDeleted.body.count).toBe(3);

    const wildcard = await t.http.get('/api/admin/seo').query({ search: '%' }).set(bearer(root)).expect(200);
    expect(wildcard.body.data).toEqual([]);

    const badSort = await t.http.get('/api/admin/seo').query({ sort: 'robots' }).set(bearer(root)).expect(400);
    expect(badSort.body.errorCode).toBe('VALIDATION_FAILED');
    const bigPage = await t.http.get('/api/admin/seo').query({ size: 101 }).set(bearer(root)).expect(400);
    expect(bigPage.body.errorCode).toBe('VALIDATION_FAILED');
    expect(a.id).toBeTruthy();
  });
});

describe('seo permissions', () => {
  it('requires a token and the Seo_ACTION permission of each route', async () => {
    await t.http.get('/api/admin/seo').expect(401);
    const reader = await adminWith(t, root, ['Seo_READ']);
    await t.http.get('/api/admin/seo').set(bearer(reader)).expect(200);
    const refused = await t.http.post('/api/admin/seo').set(bearer(reader)).send({ title: 'nope' }).expect(403);
    expect(refused.body.errorCode).toBe('FORBIDDEN');
    const rec = await create();
    await t.http.patch(`/api/admin/seo/${rec.id}`).set(bearer(reader)).send({ title: 'nope' }).expect(403);
    await t.http.delete(`/api/admin/seo/${rec.id}`).set(bearer(reader)).expect(403);

    const deleter = await adminWith(t, root, ['Seo_DELETE']);
    await t.http.get('/api/admin/seo').set(bearer(deleter)).expect(403);
    await t.http.delete(`/api/admin/seo/${rec.id}`).set(bearer(deleter)).expect(200);
    await t.http.post(`/api/admin/seo/${rec.id}/restore`).set(bearer(deleter)).expect(403);
    const restorer = await adminWith(t, root, ['Seo_RESTORE']);
    await t.http.post(`/api/admin/seo/${rec.id}/restore`).set(bearer(restorer)).expect(200);
  });
});

describe('seo public surface for other plugins', () => {
  it('get and getMany resolve live records, skip missing, deleted and malformed ids', async () => {
    const one = await create({ title: 'One' });
    const two = await create({ title: 'Two' });
    const gone = await create({ title: 'Gone' });
    await t.http.delete(`/api/admin/seo/${gone.id}`).set(bearer(root)).expect(200);

    const view = await seo.get(one.id);
    expect(view).toEqual({
      id: one.id,
      title: 'One',
      description: null,
      canonicalUrl: null,
      robots: null,
      ogImageUrl: null,
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
    expect(await seo.get('01900000-0000-7000-8000-000000000000')).toBeNull();
    expect(await seo.get('garbage')).toBeNull();

    const many = await seo.getMany([one.id, two.id.toUpperCase(), gone.id, 'garbage', one.id]);
    expect([...many.keys()].sort()).toEqual([one.id, two.id].sort());
    expect(many.get(two.id)?.title).toBe('Two');
    expect((await seo.getMany([])).size).toBe(0);
  });
});
