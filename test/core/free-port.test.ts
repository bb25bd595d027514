import net from 'node:net';
import { ephemeralRange, freePort } from '../../core/net/free-port.js';

it('picks a port below the range outgoing connections take theirs from, and it can be listened on at once', async () => {
  const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
  for (const port of ports) {
    expect(port).toBeGreaterThanOrEqual(20000);
    expect(port).toBeLessThan(Math.max(21001, ephemeralRange()[0]));
  }
  const srv = net.createServer();
  await new Promise<void>((resolve, reject) => srv.once('error', reject).listen(ports[0], resolve));
  await new Promise((resolve) => srv.close(resolve));
});
