import { spawn } from 'node:child_process';
import { freePort } from '../support/free-port.js';
import { ROOT } from './run-script.js';

/*
 * `npm run gateway:simulator` tells a newcomer everything the shop needs: the four PAYMENT_GATEWAY_* values and
 * FRONTEND_BASE_URL (its own stand-in result page, or the storefront they set), and where each redirect goes.
 */

async function started(env: Record<string, string>): Promise<{ out: string; stop: () => Promise<number | null> }> {
  const child = spawn(process.execPath, ['--import', './test/support/ts-loader.mjs', '--no-warnings', 'tools/gateway-simulator/cli.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  while (!out.includes('     = ')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the simulator printed nothing useful:\n${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    out,
    stop: () => {
      child.kill('SIGINT');
      return exited;
    },
  };
}

it('prints FRONTEND_BASE_URL naming its own result page, where each redirect goes, and serves that page', async () => {
  const port = await freePort();
  const sim = await started({ GATEWAY_SIMULATOR_PORT: String(port) });
  try {
    const base = `http://127.0.0.1:${port}`;
    expect(sim.out).toContain(`export FRONTEND_BASE_URL='${base}'\n`);
    expect(sim.out).toContain(`  1. the shop's signed form is posted to ${base}/api/epay/main/v2/form: the payment page, with Pay and Fail\n`);
    expect(sim.out).toContain("the shop's return route, {PUBLIC_BASE_URL}/api/payments/gateway/return/...");
    expect(sim.out).toContain('  3. the shop checks the payment and redirects (303) to {FRONTEND_BASE_URL}/payment/result?status=&payment=&checkout=\n');
    expect(sim.out).toContain(`     = ${base}/payment/result: this simulator's stand-in for a storefront's result page`);
    const page = await fetch(`${base}/payment/result?status=paid&payment=p-1&checkout=c-1`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<td id="status">paid</td>');
    expect(html).toContain('GET /api/mobile/payments/p-1');
  } finally {
    expect(await sim.stop()).toBe(0);
  }
});

it('names the storefront when FRONTEND_BASE_URL is set, and serves its stand-in at PAYMENT_RESULT_PATH', async () => {
  const port = await freePort();
  const sim = await started({ GATEWAY_SIMULATOR_PORT: String(port), FRONTEND_BASE_URL: 'https://shop.example.com/', PAYMENT_RESULT_PATH: '/checkout/done' });
  try {
    expect(sim.out).toContain(`export FRONTEND_BASE_URL='https://shop.example.com'\n`);
    expect(sim.out).toContain("     = https://shop.example.com/checkout/done: your storefront's result page (FRONTEND_BASE_URL as set)");
    expect((await fetch(`http://127.0.0.1:${port}/checkout/done?status=failed`)).status).toBe(200);
  } finally {
    expect(await sim.stop()).toBe(0);
  }
});
