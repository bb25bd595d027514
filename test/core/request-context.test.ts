import { runAs } from '../../core/context/request-context.js';
import { withTransaction } from '../../core/db/transaction.js';
import { publish } from '../../core/jobs/index.js';
import { availablePlugins } from '../../plugins/index.js';
import { register } from '../accounts/support/customers.js';
import { bootWithPanel, panelLogin } from '../admin/support/panel.js';
import type { TestApp } from '../support/app.js';
import { bearer, login, SUPERADMIN } from '../support/auth.js';
import { sightingAt, WITNESS_JOB, WITNESS_TOPIC, witnessPlugin } from './support/witness-plugin.js';

/** A service reads its caller from the request context, whoever calls it: an API route, the panel, a subscriber, a job. */
let t: TestApp;
let rootToken: string;
let rootId: string;
beforeAll(async () => {
  t = await bootWithPanel({ available: [...availablePlugins, witnessPlugin], env: { PLUGINS: 'accounts,witness' } });
  rootToken = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  rootId = (await t.http.get('/api/auth/me').set(bearer(rootToken)).expect(200)).body.data.id;
});
afterAll(async () => t?.close());

describe('the actor a service sees', () => {
  it('is the admin behind an admin API route, with the request id', async () => {
    const res = await t.http.post('/api/admin/witness').set(bearer(rootToken)).set('X-Request-Id', 'req-admin-1').expect(200);
    expect(res.body.data).toEqual({ where: 'api-admin', kind: 'admin', publicId: rootId, surface: 'admin', requestId: 'req-admin-1' });
  });

  it('is the customer behind a customer route', async () => {
    const customer = await register(t);
    const res = await t.http.get('/api/mobile/witness').set(bearer(customer.tokens.accessToken)).expect(200);
    expect(res.body.data).toMatchObject({ kind: 'customer', publicId: customer.user.id, surface: 'customer' });
  });

  it('is the signed-in admin in a panel action (its form body parsed from stream events)', async () => {
    const agent = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
    const res = await agent.post('/admin/api/resources/Witness/records/one/note').type('form').send({ confirm: 'yes' }).set('X-Request-Id', 'req-panel-1');
    expect(res.status).toBe(200);
    expect(res.body.notice).toMatchObject({ type: 'success', message: 'Noted' });
    expect(await sightingAt('panel')).toEqual({ where: 'panel', kind: 'admin', publicId: rootId, surface: 'panel', requestId: 'req-panel-1' });
  });

  it('is the publishing admin in an outbox subscriber, with the event id as request id', async () => {
    await t.http.post('/api/admin/witness').set(bearer(rootToken)).expect(200);
    const seen = await sightingAt('event-of-admin');
    expect(seen).toMatchObject({ kind: 'admin', publicId: rootId, surface: 'job' });
    expect(seen.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is the system in a subscriber of an event the system published', async () => {
    const eventId = await withTransaction(() => publish(WITNESS_TOPIC, { where: 'event-of-system' }));
    expect(await sightingAt('event-of-system')).toEqual({ where: 'event-of-system', kind: 'system', publicId: null, surface: 'job', requestId: eventId });
  });

  it('is the system in a job, even one enqueued while an admin acts', async () => {
    const admin = { kind: 'admin' as const, publicId: rootId };
    const jobId = await runAs(admin, () => t.bazaar.jobs.enqueue(WITNESS_JOB), 'admin');
    expect(await sightingAt('job')).toEqual({ where: 'job', kind: 'system', publicId: null, surface: 'job', requestId: jobId });
  });
});
