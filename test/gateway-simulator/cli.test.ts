import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/free-port.js';
import { postForm, readReturn, signedForm, control, statusOf } from './support/epay.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `npm run gateway:simulator` as its own process (node directly: the same command line the script runs). */
function startCli(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', './test/support/ts-loader.mjs', '--no-warnings', 'tools/gateway-simulator/cli.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function exportsPrinted(cli: ReturnType<typeof startCli>): Promise<Record<string, string>> {
  const deadline = Date.now() + 20_000;
  while (!cli.output().includes('PAYMENT_GATEWAY_SECRET=')) {
    if (Date.now() > deadline || cli.child.exitCode !== null) throw new Error(`the simulator printed no exports:\n${cli.output()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const vars: Record<string, string> = {};
  for (const m of cli.output().matchAll(/^export (PAYMENT_GATEWAY_\w+)='(.*)'$/gm)) vars[m[1]] = m[2].replace(/'\\''/g, "'");
  return vars;
}

describe('gateway simulator: npm run gateway:simulator', () => {
  it('is the script package.json runs', async () => {
    const pkg = (await import('../../package.json', { with: { type: 'json' } })).default as { scripts: Record<string, string> };
    expect(pkg.scripts['gateway:simulator']).toBe('node --import ./test/support/ts-loader.mjs tools/gateway-simulator/cli.ts');
  });

  it('listens on GATEWAY_SIMULATOR_PORT, prints the four PAYMENT_GATEWAY_* values, serves a payment and stops on SIGTERM', async () => {
    const port = await freePort();
    const cli = startCli({ GATEWAY_SIMULATOR_PORT: String(port), PAYMENT_GATEWAY_SECRET: "it's-secret", PAYMENT_GATEWAY_PRODUCT_CODE: 'SHOP1' });
    try {
      const vars = await exportsPrinted(cli);
      expect(vars).toEqual({
        PAYMENT_GATEWAY_URL: `http://127.0.0.1:${port}/api/epay/main/v2/form`,
        PAYMENT_GATEWAY_STATUS_URL: `http://127.0.0.1:${port}/api/epay/transaction/status/`,
        PAYMENT_GATEWAY_PRODUCT_CODE: 'SHOP1',
        PAYMENT_GATEWAY_SECRET: "it's-secret",
      });
      const form = signedForm({ product_code: 'SHOP1' }, "it's-secret");
      expect((await postForm(vars.PAYMENT_GATEWAY_URL, form)).status).toBe(200);
      const pay = await control(`http://127.0.0.1:${port}`, `/transactions/${form.transaction_uuid}/pay`);
      expect(readReturn(pay.json.location, "it's-secret").signatureValid).toBe(true);
      const check = await statusOf(vars.PAYMENT_GATEWAY_STATUS_URL, { transaction_uuid: form.transaction_uuid, product_code: 'SHOP1' });
      expect(JSON.parse(check.text).status).toBe('COMPLETE');
    } finally {
      cli.child.kill('SIGTERM');
    }
    expect(await cli.exited).toBe(0);
  });

  it("defaults to ePay's test merchant and secret", async () => {
    const port = await freePort();
    const cli = startCli({ GATEWAY_SIMULATOR_PORT: String(port) });
    try {
      const vars = await exportsPrinted(cli);
      expect(vars.PAYMENT_GATEWAY_PRODUCT_CODE).toBe('EPAYTEST');
      expect(vars.PAYMENT_GATEWAY_SECRET).toBe('8gBm/:&EnhH.1/q');
    } finally {
      cli.child.kill('SIGTERM');
    }
    expect(await cli.exited).toBe(0);
  });

  it('refuses a port that is not a number', async () => {
    const cli = startCli({ GATEWAY_SIMULATOR_PORT: 'ninety' });
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toContain('GATEWAY_SIMULATOR_PORT must be a port number');
  });
});
