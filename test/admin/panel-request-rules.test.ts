import supertest from 'supertest';
import type { TestApp } from '../support/app.js';
import { adminWith, bearer, login, SUPERADMIN } from '../support/auth.js';
import { bootWithPanel, csrfTokenIn, panelLogin, panelOrigin, type Agent } from './support/panel.js';

let t: TestApp;
let root: string;
let su: Agent;

beforeAll(async () => {
  t = await bootWithPanel();
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  su = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
});
afterAll(async () => t?.close());

const API = '/admin/api/resources';
const record = (resource: string, id: string, action: string) => `${API}/${resource}/records/${id}/${action}`;
const bulk = (resource: string, action: string, ids: string[]) => `${API}/${resource}/bulk/${action}?recordIds=${ids.join(',')}`;

async function tag(name: string): Promise<string> {
  const res = await t.http.post('/api/admin/catalog/tags').set(bearer(root)).send({ name }).expect(201);
  return res.body.data.publicId;
}

async function tagRow(publicId: string): Promise<{ name: string; isVisible: boolean; deletedAt: Date | null }> {
  const [row] = await t.bazaar.dataSource.query(`SELECT name, is_visible AS "isVisible", deleted_at AS "deletedAt" FROM tags WHERE public_id = $1`, [publicId]);
  return row;
}

async function adminIn(permissions: string[]): Promise<Agent> {
  const email = `r${Date.now()}${Math.random().toString(36).slice(2, 6)}@bazaar.test`;
  await adminWith(t, root, permissions, email);
  return panelLogin(t, email, 'admin-password-1');
}

/** Another port of the panel's own host: same site, another origin. */
function otherPortOrigin(): string {
  const url = new URL(panelOrigin(t));
  url.port = String(Number(url.port || 80) + 1);
  return url.origin;
}

describe('only POST changes anything', () => {
  it('runs HEAD as a read: delete, edit, record and bulk actions change nothing, and HEAD has no body', async () => {
    const id = await tag('Head Proof');
    const other = await tag('Head Proof Two');
    const before = await tagRow(id);
    for (const path of [
      record('Tags', id, 'delete'),
      record('Tags', id, 'edit'),
      record('Tags', id, 'hide'),
      bulk('Tags', 'bulkDelete', [id, other]),
      bulk('Tags', 'bulkHide', [id]),
    ]) {
      const head = await su.head(path);
      expect(head.status).toBe(200);
      expect(head.text ?? '').toBe('');
      await su.get(path).expect(200);
    }
    expect(await tagRow(id)).toEqual(before);
    expect((await tagRow(other)).deletedAt).toBeNull();
  });

  it('refuses every method but GET, HEAD and POST with 405', async () => {
    const id = await tag('Put Proof');
    for (const method of ['put', 'patch', 'delete'] as const) {
      const res = await su[method](record('Tags', id, 'delete')).expect(405);
      expect(res.body).toMatchObject({ statusCode: 405, errorCode: 'METHOD_NOT_ALLOWED' });
      expect(res.headers.allow).toBe('GET, HEAD, POST');
    }
    expect((await tagRow(id)).deletedAt).toBeNull();
    const getNew = await su.get(`${API}/Tags/actions/new`).expect(405);
    expect(getNew.body.errorCode).toBe('METHOD_NOT_ALLOWED');
  });
});

describe('forged writes', () => {
  it('refuses a write from another site, from another port of the same host, with no origin, or without the token: 403, nothing changes', async () => {
    const id = await tag('Forgery Target');
    const other = await tag('Forgery Other');
    const writes = [
      { path: record('Tags', id, 'edit'), form: { name: 'Forged' } },
      { path: record('Tags', id, 'delete'), form: {} },
      { path: record('Tags', id, 'hide'), form: {} },
      { path: bulk('Tags', 'bulkDelete', [id, other]), form: {} },
      { path: `${API}/Admins/actions/new`, form: { name: 'Forged', email: 'forged@bazaar.test', password: 'forged-password-1' } },
    ];
    const forgeries: Array<{ why: string; headers: Record<string, string>; errorCode: string }> = [
      { why: 'another site', headers: { Origin: 'https://evil.test' }, errorCode: 'ADMIN_PANEL_CROSS_ORIGIN' },
      { why: 'another port', headers: { Origin: otherPortOrigin() }, errorCode: 'ADMIN_PANEL_CROSS_ORIGIN' },
      { why: 'a Referer of another port', headers: { Origin: '', Referer: `${otherPortOrigin()}/admin` }, errorCode: 'ADMIN_PANEL_CROSS_ORIGIN' },
      { why: 'no Origin nor Referer', headers: { Origin: '' }, errorCode: 'ADMIN_PANEL_CROSS_ORIGIN' },
      { why: 'no token', headers: { 'X-CSRF-Token': '' }, errorCode: 'ADMIN_PANEL_CSRF_TOKEN_INVALID' },
      { why: 'a wrong token', headers: { 'X-CSRF-Token': 'x'.repeat(43) }, errorCode: 'ADMIN_PANEL_CSRF_TOKEN_INVALID' },
    ];
    for (const forgery of forgeries) {
      for (const write of writes) {
        const res = await su.post(write.path).set(forgery.headers).type('form').send(write.form);
        expect({ why: forgery.why, path: write.path, status: res.status, errorCode: res.body.errorCode }).toEqual({
          why: forgery.why,
          path: write.path,
          status: 403,
          errorCode: forgery.errorCode,
        });
      }
    }
    expect(await tagRow(id)).toMatchObject({ name: 'Forgery Target', isVisible: true, deletedAt: null });
    expect((await tagRow(other)).deletedAt).toBeNull();
    const admins = await t.http.get('/api/admin/admins').query({ search: 'forged@bazaar.test' }).set(bearer(root)).expect(200);
    expect(admins.body.data).toEqual([]);
    // the same request with the panel's origin and token goes through
    const ok = await su
      .post(record('Tags', id, 'edit'))
      .type('form')
      .send({ name: 'Renamed For Real' })
      .expect(200);
    expect(ok.body.notice).toMatchObject({ type: 'success' });
    expect((await tagRow(id)).name).toBe('Renamed For Real');
  });

  it("does not take another session's token", async () => {
    const id = await tag('Token Swap');
    const other = await adminIn(['Tags_READ', 'Tags_UPDATE']);
    const otherToken = csrfTokenIn((await other.get('/admin').expect(200)).text);
    const res = await su
      .post(record('Tags', id, 'edit'))
      .set('X-CSRF-Token', otherToken)
      .type('form')
      .send({ name: 'Swapped' })
      .expect(403);
    expect(res.body.errorCode).toBe('ADMIN_PANEL_CSRF_TOKEN_INVALID');
    expect((await tagRow(id)).name).toBe('Token Swap');
  });

  it('renders no token for a visitor who is not signed in, and refuses their writes', async () => {
    const login = await t.http.get('/admin/login').expect(200);
    expect(login.text).not.toContain('bazaar-csrf-token');
    const anon = supertest.agent(t.bazaar.app).set('Origin', panelOrigin(t));
    await anon.post(`${API}/Tags/actions/new`).type('form').send({ name: 'Anonymous' }).expect(403);
  });
});

describe('the record comes from the URL', () => {
  it('ignores an id in the form body of edit and new', async () => {
    const a = await tag('Url Record A');
    const b = await tag('Url Record B');
    const res = await su
      .post(record('Tags', a, 'edit'))
      .type('form')
      .send({ id: b, name: 'Url Record A2' })
      .expect(200);
    expect(res.body.notice).toMatchObject({ type: 'success' });
    expect(res.body.record.params.id).toBe(a);
    expect((await tagRow(a)).name).toBe('Url Record A2');
    expect((await tagRow(b)).name).toBe('Url Record B');
    const created = await su.post(`${API}/Tags/actions/new`).type('form').send({ id: b, name: 'Url Record New' }).expect(200);
    expect(created.body.notice).toMatchObject({ type: 'success' });
    expect(created.body.record.params.id).not.toBe(b);
    expect((await tagRow(b)).name).toBe('Url Record B');
  });
});

describe('linked records', () => {
  it('gives an Admins_READ-only admin the id and title of a role, not the role', async () => {
    const reader = await adminIn(['Admins_READ']);
    const list = await reader.get(`${API}/Admins/actions/list`).expect(200);
    const linked = list.body.records.map((r: any) => r.populated.roleId).filter(Boolean);
    expect(linked.length).toBeGreaterThan(0);
    for (const role of linked) {
      expect(Object.keys(role.params).sort()).toEqual(['id', 'name']);
      expect(role.title).toBe(role.params.name);
    }
    expect(JSON.stringify(list.body)).not.toContain('Admins_READ');
    const full = await (await adminIn(['Admins_READ', 'Roles_READ'])).get(`${API}/Admins/actions/list`).expect(200);
    const roles = full.body.records.map((r: any) => r.populated.roleId).filter(Boolean);
    expect(roles.some((role: any) => Array.isArray(role.params.permissions) || 'permissions.0' in role.params)).toBe(true);
  });

  it('gives a BrandSeries_READ-only admin the id and name of a brand, and the brand to one with Brands_READ', async () => {
    const brand = await t.http.post('/api/admin/catalog/brands').set(bearer(root)).send({ name: 'Linked Brand', description: 'secret text' }).expect(201);
    const series = await t.http
      .post('/api/admin/catalog/brand-series')
      .set(bearer(root))
      .send({ name: 'Linked Series', brandPublicId: brand.body.data.publicId })
      .expect(201);
    const reader = await adminIn(['BrandSeries_READ']);
    const list = await reader.get(`${API}/BrandSeries/actions/list`).expect(200);
    const mine = list.body.records.find((r: any) => r.id === series.body.data.publicId);
    expect(mine.populated.brandPublicId.params).toEqual({ id: brand.body.data.publicId, name: 'Linked Brand' });
    expect(JSON.stringify(list.body)).not.toContain('secret text');
    const brandReader = await adminIn(['BrandSeries_READ', 'Brands_READ']);
    const full = await brandReader.get(`${API}/BrandSeries/actions/list`).expect(200);
    const linked = full.body.records.find((r: any) => r.id === series.body.data.publicId).populated.brandPublicId.params;
    expect(linked).toMatchObject({ slug: 'linked-brand', description: 'secret text' });
  });
});

describe('frames and malformed requests', () => {
  it('forbids framing on every panel response', async () => {
    for (const res of [
      await t.http.get('/admin/login'),
      await su.get('/admin'),
      await su.get(`${API}/Tags/actions/list`),
      await su.get(`${API}/Tags/actions/nope`),
    ]) {
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    }
  });

  it('answers unknown actions, actions on the wrong route and bad recordIds with 4xx error bodies', async () => {
    const id = await tag('Shape Proof');
    const cases: Array<[Promise<supertest.Response>, number, string]> = [
      [su.get(`${API}/Tags/actions/nope`), 404, 'NOT_FOUND'],
      [su.post(`${API}/Tags/actions/nope`), 404, 'NOT_FOUND'],
      [su.get(`${API}/Tags/actions/constructor`), 404, 'NOT_FOUND'],
      [su.get(record('Tags', id, 'nope')), 404, 'NOT_FOUND'],
      [su.get(record('Tags', id, 'list')), 404, 'NOT_FOUND'],
      [su.get(`${API}/Tags/actions/delete`), 404, 'NOT_FOUND'],
      [su.get(`/admin/resources/Tags/actions/nope`), 404, 'NOT_FOUND'],
      [su.get(`${API}/Tags/bulk/bulkDelete`), 400, 'VALIDATION_FAILED'],
      [su.post(`${API}/Tags/bulk/bulkDelete?recordIds[]=${id}`), 400, 'VALIDATION_FAILED'],
      [su.post(`${API}/Tags/bulk/bulkDelete?recordIds[a]=${id}`), 400, 'VALIDATION_FAILED'],
      [su.get(`${API}/Tags/bulk/bulkDelete?recordIds=${id}&recordIds=${id}`), 400, 'VALIDATION_FAILED'],
      [su.get(`/admin/resources/Tags/bulk/bulkDelete`), 400, 'VALIDATION_FAILED'],
      [su.post('/admin/refresh-token'), 404, 'NOT_FOUND'],
    ];
    for (const [request, status, errorCode] of cases) {
      const res = await request;
      expect({ status: res.status, errorCode: res.body.errorCode }).toEqual({ status, errorCode });
      expect(res.body).toEqual({ statusCode: status, errorCode, message: expect.any(String), ...(res.body.details ? { details: res.body.details } : {}) });
    }
    expect((await tagRow(id)).deletedAt).toBeNull();
  });

  it('answers unreadable bodies with 4xx and changes nothing', async () => {
    const id = await tag('Body Proof');
    const edit = record('Tags', id, 'edit');
    const multipart = await su.post(edit).set('Content-Type', 'multipart/form-data; boundary=xyz').send('abc');
    expect([multipart.status, multipart.body.errorCode]).toEqual([400, 'VALIDATION_FAILED']);
    const truncated = await su
      .post(edit)
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nTrunc');
    expect([truncated.status, truncated.body.errorCode]).toEqual([400, 'VALIDATION_FAILED']);
    const json = await su.post(edit).set('Content-Type', 'application/json').send('{"name": ');
    expect([json.status, json.body.errorCode]).toEqual([400, 'MALFORMED_JSON']);
    const text = await su.post(edit).set('Content-Type', 'text/plain').send('name=x');
    expect([text.status, text.body.errorCode]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    expect((await tagRow(id)).name).toBe('Body Proof');
    const proto = await su.post(edit).type('form').send('__proto__[name]=Polluted&constructor[prototype][x]=1&name=Body Proof 2').expect(200);
    expect(proto.body.notice).toMatchObject({ type: 'success' });
    expect((await tagRow(id)).name).toBe('Body Proof 2');
    expect(({} as any).x).toBeUndefined();
    const nul = await su.post(edit).type('form').send({ name: 'Body\u0000Proof' });
    expect([nul.status, nul.body.errorCode, nul.body.details?.[0]?.field]).toEqual([400, 'VALIDATION_FAILED', 'name']);
    expect((await tagRow(id)).name).toBe('Body Proof 2');
  });
});
