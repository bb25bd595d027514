import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../support/free-port.js';
import { startService, type ServiceProcess } from './service-process.js';

const SUMMARY = /Bazaar is running[\s\S]*?Demo shop[^\n]*\n/;
const EMBEDDED_PORT = /embedded PostgreSQL on 127\.0\.0\.1:(\d+)/;

interface Checkout {
  dataDir: string;
  httpPort: number;
  service?: ServiceProcess;
}

async function checkout(): Promise<Checkout> {
  return { dataDir: mkdtempSync(path.join(os.tmpdir(), 'bazaar-checkout-')), httpPort: await freePort() };
}

/** npm start with DATABASE_URL and EMBEDDED_PG_PORT unset: the embedded default, as on a fresh clone. */
async function start(c: Checkout, args: string[] = []): Promise<string> {
  c.service = startService({ DATA_DIR: c.dataDir, PORT: String(c.httpPort), STARTUP_SUMMARY: 'on' }, args);
  return (await c.service.waitFor(SUMMARY))[0];
}

const blogCount = async (httpPort: number) => ((await (await fetch(`http://localhost:${httpPort}/api/blogs`)).json()) as { data: unknown[] }).data.length;

const remembered = (c: Checkout) => JSON.parse(readFileSync(path.join(c.dataDir, 'embedded-postgres.json'), 'utf8'));

describe('two checkouts on one machine (embedded PostgreSQL, EMBEDDED_PG_PORT unset)', () => {
  const checkouts: Checkout[] = [];

  afterAll(async () => {
    for (const c of checkouts) {
      await c.service?.stop();
      rmSync(c.dataDir, { recursive: true, force: true });
    }
  });

  it('both start on free ports they remember, print where everything is, and one restarts on its own port', async () => {
    const a = await checkout();
    const b = await checkout();
    checkouts.push(a, b);
    // at the same time: each takes its own free port for its PostgreSQL
    const [summaryA, summaryB] = await Promise.all([start(a, ['--demo']), start(b)]);

    const portA = Number(summaryA.match(EMBEDDED_PORT)![1]);
    const portB = Number(summaryB.match(EMBEDDED_PORT)![1]);
    expect(portA).not.toBe(portB);
    expect(remembered(a).port).toBe(portA);
    expect(remembered(b).port).toBe(portB);

    const base = `http://localhost:${a.httpPort}`;
    expect(summaryA).toContain(`API          ${base}/api`);
    expect(summaryA).toContain(`API docs     ${base}/api/docs`);
    expect(summaryA).toContain(`Admin panel  ${base}/admin`);
    expect(summaryA).toContain('Superadmin   none yet');
    expect(summaryA).toContain('npm run admin:create -- --email you@example.com');
    expect(summaryA).toMatch(/Demo shop {4}seeded \(accounts, content, blog, catalog, products[a-z, ]*\); seeding again changes nothing/);
    expect(summaryB).toContain('Demo shop    to fill an empty shop with demo data: npm run seed');

    // both serve; A has the demo shop (npm start -- --demo), B is empty
    expect(await blogCount(a.httpPort)).toBe(4);
    expect(await blogCount(b.httpPort)).toBe(0);

    expect(await a.service!.stop()).toBe(0);
    expect(remembered(a)).toEqual({ port: portA });
    const again = await start(a);
    expect(Number(again.match(EMBEDDED_PORT)![1])).toBe(portA);
    expect(await blogCount(a.httpPort)).toBe(4);
  }, 240_000);
});
