import { readFileSync } from 'node:fs';
import net from 'node:net';

/** Where the OS takes the local ports of outgoing connections (Linux; elsewhere the IANA dynamic range). */
export function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low > 0 && high >= low) return [low, high];
  } catch {
    /* not Linux */
  }
  return [49152, 65535];
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, () => srv.close(() => resolve(true))); // every address: it may not be taken on any of them
  });
}

const LOWEST = 20000;

/**
 * A port nobody listens on now, chosen at random below the ephemeral range: a port the OS may hand to an outgoing
 * connection could be taken by one between this check and its use (or before a remembered port is used again).
 */
export async function freePort(): Promise<number> {
  const [low] = ephemeralRange();
  const highest = Math.max(LOWEST + 1000, low - 1);
  for (let tries = 0; tries < 100; tries++) {
    const port = LOWEST + Math.floor(Math.random() * (highest - LOWEST + 1));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port found between ${LOWEST} and ${highest}`);
}
