import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // the browser reaches the app under test only (AdminJS pages link a web font from the internet)
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** The same, with extra host names resolving to 127.0.0.1 (another site on this machine, e.g. `evil.test`). */
export function chromiumArgsWithHosts(hosts: string[]): string[] {
  const rules = [...hosts.map((h) => `MAP ${h} 127.0.0.1`), 'MAP * ~NOTFOUND', 'EXCLUDE 127.0.0.1'].join(', ');
  return CHROMIUM_ARGS.map((arg) => (arg.startsWith('--host-resolver-rules=') ? `--host-resolver-rules=${rules}` : arg));
}

/** Debian's chromium; the test set-up installs it when missing (the machines run tests as root). */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  // test files start in parallel workers: one installs while the others wait on the lock, then find it there
  const install = `[ -x ${CHROMIUM} ] || (apt-get update && apt-get install -y chromium)`;
  const res = spawnSync('flock', ['/tmp/bazaar-chromium-install.lock', 'sh', '-c', install], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (res.status !== 0 || !existsSync(CHROMIUM)) throw new Error(`installing chromium failed (exit ${res.status})`);
}
