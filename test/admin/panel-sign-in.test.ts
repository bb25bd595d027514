import supertest from 'supertest';
import { clock } from '../../core/clock/clock.js';
import { rateLimitStore } from '../../core/http/rate-limit/limiter.js';
import type { TestApp } from '../support/app.js';
import { SUPERADMIN } from '../support/auth.js';
import { bootWithPanel, pageState, panelLogin, panelOrigin } from './support/panel.js';

let t: TestApp;
beforeAll(async () => {
  t = await bootWithPanel();
});
afterAll(async () => t?.close());

describe('admin panel sign-in', () => {
  it('sends a visitor without a session to the login page, which renders', async () => {
    const home = await t.http.get('/admin').expect(302);
    expect(home.headers.location).toBe('/admin/login');
    const api = await t.http.get('/admin/api/resources/Admins/actions/list').expect(302);
    expect(api.headers.location).toBe('/admin/login');
    const login = await t.http.get('/admin/login').expect(200);
    expect(login.headers['content-type']).toMatch(/text\/html/);
    expect(pageState(login.text).branding.companyName).toBe('Bazaar');
  });

  it('refuses a wrong password and an unknown email: no session', async () => {
    for (const form of [
      { email: SUPERADMIN.email, password: 'wrong-password-1' },
      { email: 'ghost@bazaar.test', password: SUPERADMIN.password },
    ]) {
      const agent = supertest.agent(t.bazaar.app).set('Origin', panelOrigin(t));
      const res = await agent.post('/admin/login').type('form').send(form);
      expect(res.status).toBe(200);
      expect(res.text).toContain('invalidCredentials');
      expect(res.headers['set-cookie']).toBeUndefined();
      await agent.get('/admin').expect(302);
    }
  });

  it('signs the superadmin in: the session (in PostgreSQL) keeps the public id, the page shows the admin', async () => {
    const agent = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
    const page = await agent.get('/admin').expect(200);
    const state = pageState(page.text);
    const [me] = await t.bazaar.dataSource.query(`SELECT public_id FROM users WHERE email = $1`, [SUPERADMIN.email]);
    expect(state.session).toMatchObject({ id: me.public_id, email: SUPERADMIN.email, superadmin: true });
    const rows = await t.bazaar.dataSource.query(`SELECT sess FROM admin_panel_sessions`);
    expect(rows.map((r: any) => r.sess.adminUser?.id)).toContain(me.public_id);
    expect(JSON.stringify(rows)).not.toMatch(/password/i);
  });

  it('sets an http-only, same-site cookie for /admin, and a new session id at each sign-in', async () => {
    const agent = supertest.agent(t.bazaar.app).set('Origin', panelOrigin(t));
    const sid = (res: supertest.Response) => /bazaar\.admin=([^;]+)/.exec(String(res.headers['set-cookie']))?.[1];
    const first = await agent.post('/admin/login').type('form').send(SUPERADMIN).expect(302);
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/Path=\/admin;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Expires=/);
    const second = await agent.post('/admin/login').type('form').send(SUPERADMIN).expect(302);
    expect(sid(second)).toBeDefined();
    expect(sid(second)).not.toBe(sid(first));
    await agent.get('/admin').expect(200);
  });

  it('lists the admins without password hashes', async () => {
    const agent = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
    const list = await agent.get('/admin/api/resources/Admins/actions/list').expect(200);
    expect(list.body.records.map((r: any) => r.params.email)).toEqual([SUPERADMIN.email]);
    expect(JSON.stringify(list.body)).not.toMatch(/password|\$argon|\$2[aby]\$|scrypt/i);
  });

  it('keeps a generated cookie secret in the database, shared by instances', async () => {
    const [row] = await t.bazaar.dataSource.query(`SELECT value FROM shared_secrets WHERE name = 'admin_cookie_secret'`);
    expect(row.value.length).toBeGreaterThanOrEqual(32);
  });

  it('signs out with a POST only: a GET (or HEAD) of the sign-out path leaves the session alone', async () => {
    const agent = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
    await agent.get('/admin').expect(200);
    const get = await agent.get('/admin/logout').expect(405);
    expect(get.body).toMatchObject({ statusCode: 405, errorCode: 'METHOD_NOT_ALLOWED' });
    expect(get.headers.allow).toBe('POST');
    await agent.head('/admin/logout').expect(405);
    await agent.get('/admin').expect(200);
    const out = await agent.post('/admin/logout').expect(303);
    expect(out.headers.location).toBe('/admin/login');
    await agent.get('/admin').expect(302);
  });

  it('refuses a sign-out without the CSRF token or from another origin', async () => {
    const agent = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
    const noToken = await agent.post('/admin/logout').set('X-CSRF-Token', '').expect(403);
    expect(noToken.body.errorCode).toBe('ADMIN_PANEL_CSRF_TOKEN_INVALID');
    const otherPort = await agent.post('/admin/logout').set('Origin', 'http://localhost:1').expect(403);
    expect(otherPort.body.errorCode).toBe('ADMIN_PANEL_CROSS_ORIGIN');
    await agent.get('/admin').expect(200);
  });

  it('takes the sign-in form from the panel origin only (Origin, else Referer)', async () => {
    const fromElsewhere = await t.http.post('/admin/login').set('Origin', 'http://evil.test').type('form').send(SUPERADMIN).expect(403);
    expect(fromElsewhere.body.errorCode).toBe('ADMIN_PANEL_CROSS_ORIGIN');
    expect(fromElsewhere.headers['set-cookie']).toBeUndefined();
    await t.http.post('/admin/login').type('form').send(SUPERADMIN).expect(403);
    await t.http
      .post('/admin/login')
      .set('Referer', `${panelOrigin(t)}/admin/login`)
      .type('form')
      .send(SUPERADMIN)
      .expect(302);
  });
});

describe('admin panel sign-in with rate limits on', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await bootWithPanel({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(async () => limited?.close());

  it('limits sign-in attempts per IP like the API login', async () => {
    const statuses: number[] = [];
    // other accounts each time: the per-account lockout (below) must not be what trips
    for (let i = 0; i < 11; i++) {
      const res = await limited.http
        .post('/admin/login')
        .set('Origin', panelOrigin(limited))
        .type('form')
        .send({ email: `nobody-${i}@bazaar.test`, password: 'wrong-password-1' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    const last = await limited.http.post('/admin/login').set('Origin', panelOrigin(limited)).type('form').send(SUPERADMIN);
    expect(last.status).toBe(429);
    expect(last.text).toContain('tooManyRequests');
  });

  it('locks the account after 5 wrong passwords: the right one waits for Retry-After, then signs in', async () => {
    await rateLimitStore().reset();
    try {
      for (let i = 0; i < 5; i++) {
        const res = await limited.http
          .post('/admin/login')
          .set('Origin', panelOrigin(limited))
          .type('form')
          .send({ email: SUPERADMIN.email, password: 'wrong-password-1' });
        expect(res.text).toContain('invalidCredentials');
      }
      const locked = await limited.http.post('/admin/login').set('Origin', panelOrigin(limited)).type('form').send(SUPERADMIN);
      expect(locked.status).toBe(429);
      expect(locked.text).toContain('tooManyRequests');
      expect(locked.headers['set-cookie']).toBeUndefined();
      const wait = Number(locked.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(30);
      // the same account over the API is locked too
      const api = await limited.http.post('/api/auth/login/email').send(SUPERADMIN).expect(429);
      expect(api.body.errorCode).toBe('RATE_LIMITED');
      clock.advance(wait * 1000);
      await panelLogin(limited, SUPERADMIN.email, SUPERADMIN.password);
    } finally {
      clock.reset();
    }
  });
});
