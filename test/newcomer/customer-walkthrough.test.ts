import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startGatewaySimulator, type GatewaySimulator } from '../../tools/gateway-simulator/index.js';
import { availablePlugins } from '../../plugins/index.js';
import { freePort } from '../support/free-port.js';
import { ROOT } from './run-script.js';
import { startService, type ServiceProcess } from './service-process.js';

/*
 * README's "Shop as a customer", run as written: the shell blocks marked `<!-- walkthrough -->` go to bash, against
 * `npm start -- --demo` on the embedded default with the gateway simulator's exports, the README's ports changed to
 * free ones. The one change to the commands: "sleep 2" before reading the order becomes a wait for it (a loaded
 * machine may take longer than two seconds to run the jobs that make it).
 */

const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const BLOCKS = [...README.matchAll(/<!-- walkthrough -->\s*```sh\n([\s\S]*?)```/g)].map((m) => m[1]!);

function bash(script: string, cwd: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-e', '-o', 'pipefail', '-c', script], { cwd, env: { PATH: process.env.PATH, HOME: cwd }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe('README: the plugins and the files it names', () => {
  it('lists every plugin of plugins/index.ts in its plugin table', () => {
    const table = README.slice(README.indexOf('## Plugins'), README.indexOf('## Configuration'));
    const listed = [...table.matchAll(/^\| `([a-z]+)` +\|/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual(availablePlugins.map((p) => p.name).sort());
  });

  it('links no file outside the repository', () => {
    expect(README).not.toMatch(/\.\.\/shared|\]\(\.\.\//);
  });
});

describe('README: shop as a customer (npm start -- --demo, then the gateway simulator)', () => {
  let sim: GatewaySimulator;
  let service: ServiceProcess;
  let port: number;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bazaar-walkthrough-'));
  const shell = mkdtempSync(path.join(os.tmpdir(), 'bazaar-walkthrough-shell-'));

  beforeAll(async () => {
    sim = await startGatewaySimulator({ secret: '8gBm/:&EnhH.1/q', productCode: 'EPAYTEST' });
    port = await freePort();
    service = startService(
      {
        DATA_DIR: dataDir,
        PORT: String(port),
        STARTUP_SUMMARY: 'on',
        PAYMENT_GATEWAY_URL: sim.formUrl,
        PAYMENT_GATEWAY_STATUS_URL: sim.statusUrl,
        PAYMENT_GATEWAY_PRODUCT_CODE: 'EPAYTEST',
        PAYMENT_GATEWAY_SECRET: '8gBm/:&EnhH.1/q',
        FRONTEND_BASE_URL: sim.baseUrl,
      },
      ['--demo'],
    );
    await service.waitFor(/Demo shop {4}seeded/, 240_000);
  }, 300_000);

  afterAll(async () => {
    expect(await service?.stop()).toBe(0);
    await sim?.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(shell, { recursive: true, force: true });
  });

  it('has its two blocks: browse to a COD order, then a gateway payment', () => {
    expect(BLOCKS).toHaveLength(2);
    expect(BLOCKS[0]).toContain('B=localhost:3000');
    expect(BLOCKS[1]).toContain('localhost:9090/__control');
  });

  it('runs as written: a COD order, then a gateway payment through the simulator back to the result page, and its order', async () => {
    const simPort = new URL(sim.baseUrl).port;
    // the demo customer has 4 orders: wait for the 5th, then the 6th
    let orders = 4;
    const script = BLOCKS.join('\n')
      .replaceAll('localhost:3000', `localhost:${port}`)
      .replaceAll('localhost:9090', `localhost:${simPort}`)
      .replace(/^sleep 2$/gm, () => `until [ "$(curl -s "$B/api/mobile/orders?size=1" -H "$AUTH" | j 'v.count')" -ge ${++orders} ]; do sleep 0.5; done`);
    expect(orders).toBe(6);
    const run = await bash(script, shell);
    expect({ code: run.code, out: run.out }).toEqual({ code: 0, out: expect.any(String) });
    const out = run.out;

    // 1. browse: phones with their prices, the product's four variants
    expect(out.match(/^[a-z0-9-]+ {2}[^\n]+ {2}\d+$/gm)!.length).toBeGreaterThanOrEqual(5);
    expect(out.match(/^[0-9a-f-]{36} {2}Awesome \w+ \/ \d+ GB {2}\d+ in stock$/gm)).toHaveLength(4);
    // 3.-5. the cart, her addresses, the quote with delivery
    expect(out).toMatch(/^\{"currency":"NPR","subtotal":\d+,"discountAmount":0,"grandTotal":\d+\}$/m);
    expect(out).toMatch(/^[0-9a-f-]{36} {2}Home: Baluwatar Marg, house 12, Kathmandu \(default\)$/m);
    expect(out).toMatch(/^\{"currency":"NPR","subtotal":\d+,"discountAmount":0,"shippingAmount":\d+,"shippingDiscountAmount":\d+,"grandTotal":\d+\}$/m);
    // 6.-7. paid cash on delivery, and the order with its line
    const cod = /^cod paid (\d+)$/m.exec(out);
    expect(cod).not.toBeNull();
    expect(out).toMatch(new RegExp(`^BZ-\\d{6} created cod ${cod![1]}$`, 'm'));
    expect(out).toMatch(/^1 x Samsung Galaxy A56 5G \(Awesome \w+ \/ \d+ GB\): \w+$/m);

    // the gateway: the form to the simulator, its page, Pay, the shop's 303 to the result page, the order
    expect(out).toContain(`awaiting_gateway: post the form to ${sim.formUrl}`);
    expect(out).toMatch(/^200$/m);
    const result = new RegExp(`^303 (${sim.baseUrl}/payment/result\\?status=paid&payment=[0-9a-f-]{36}&checkout=[0-9a-f-]{36})$`, 'm').exec(out);
    expect(result).not.toBeNull();
    const page = await fetch(result![1]!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<td id="status">paid</td>');
    const gateway = /^gateway paid (\d+)$/m.exec(out);
    expect(gateway).not.toBeNull();
    expect(out).toMatch(new RegExp(`^BZ-\\d{6} created gateway ${gateway![1]}$`, 'm'));
  }, 180_000);

  it("the browser's form of the last payment: every field of the signed form, posted to the gateway", async () => {
    const line = /`(j '"<form method=post [^`]*> pay\.html)`/.exec(README);
    expect(line).not.toBeNull();
    const run = await bash(`j() { node -pe "const v = JSON.parse(require('fs').readFileSync(0, 'utf8')); $1"; }\n${line![1]}`, shell);
    expect(run).toEqual({ code: 0, out: '' });
    const pay = JSON.parse(readFileSync(path.join(shell, 'pay.json'), 'utf8')).data;
    const html = readFileSync(path.join(shell, 'pay.html'), 'utf8');
    expect(html).toContain(`<form method=post action="${pay.redirect.url}">`);
    for (const [name, value] of Object.entries<string>(pay.redirect.fields)) expect(html).toContain(`<input type=hidden name=${name} value="${value}">`);
  });
});
