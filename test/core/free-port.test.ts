import { readFileSync } from 'node:fs';
import net from 'node:net';
import { freePort } from '../../core/net/free-port.js';

const ephemeralLow = (): number => {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  } catch {
    return 49152;
  }
};

it('picks a port below the range outgoing connections take theirs from, and it can be listened on at once', async () => {
  const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
  for (const port of ports) {
    expect(port).toBeGreaterThanOrEqual(20000);
    expect(port).toBeLessThan(Math.max(21001, ephemeralLow()));
  }
  const srv = net.createServer();
  await new Promise<void>((resolve, reject) => srv.once('error', reject).listen(ports[0], resolve));
  await new Promise((resolve) => srv.close(resolve));
});
