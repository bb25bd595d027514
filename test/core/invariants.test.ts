import { availablePlugins } from '../../plugins/index.js';
import { bootApp, type TestApp } from '../support/app.js';
import { DEMO_EFFECTS_DDL, demoPlugin } from '../support/demo-plugin.js';

let t: TestApp;
beforeAll(async () => {
  t = await bootApp({ available: [...availablePlugins, demoPlugin] });
  await t.bazaar.dataSource.query(DEMO_EFFECTS_DDL);
});
afterAll(async () => t?.close());

describe('declared invariants (PluginManifest.invariants)', () => {
  it("name constraints that exist: every plugin's list matches its schema", async () => {
    const declared = availablePlugins.flatMap((p) => p.invariants ?? []);
    expect(declared.length).toBeGreaterThan(20);
    const rows: Array<{ conname: string }> = await t.bazaar.dataSource.query(`SELECT conname FROM pg_constraint WHERE conname = ANY($1)`, [declared]);
    expect(declared.filter((n) => !rows.some((r) => r.conname === n))).toEqual([]);
  });

  it('a violation is a bug: 500 INTERNAL_ERROR without details, while a rule input can break stays 400 naming the field', async () => {
    const bug = await t.http.post('/api/demo/money').send({ a: 1, b: 2 }).expect(500);
    expect(bug.body).toEqual({ statusCode: 500, errorCode: 'INTERNAL_ERROR', message: expect.any(String) });
    const input = await t.http.post('/api/demo/money').send({ a: -1, b: -1 }).expect(400);
    expect(input.body.errorCode).toBe('VALIDATION_FAILED');
    expect(input.body.details[0].field).toBe('a');
  });
});
