import http from 'node:http';

/** One request exactly as it goes on the wire: the path is sent as written (already encoded). */
export interface WireRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface WireResponse {
  status: number;
  contentType: string;
  body: string;
  /** the Location header of a redirect */
  location?: string;
  /** set when no HTTP answer arrived: a reset, a timeout */
  transportError?: string;
}

/** A keep-alive client for many small requests to one service. */
export function fuzzClient(baseUrl: string, maxSockets: number, timeoutMs = 30_000) {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  function send(req: WireRequest, retried = false): Promise<WireResponse> {
    return new Promise((resolve) => {
      const headers: Record<string, string | number> = { ...req.headers };
      if (req.body) headers['content-length'] = req.body.length;
      const r = http.request({ host: base.hostname, port: base.port, method: req.method, path: req.path, headers, agent, timeout: timeoutMs }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
            location: res.headers.location,
          }),
        );
        res.on('error', (e) =>
          resolve({ status: res.statusCode ?? 0, contentType: '', body: Buffer.concat(chunks).toString('utf8'), transportError: e.message }),
        );
      });
      r.on('timeout', () => r.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      r.on('error', (e: NodeJS.ErrnoException) => {
        // the server closed an idle keep-alive socket as it was reused: the request never reached it (node's documented retry)
        if (r.reusedSocket && !retried && (e.code === 'ECONNRESET' || e.code === 'EPIPE')) return resolve(send(req, true));
        resolve({ status: 0, contentType: '', body: '', transportError: e.code ?? e.message });
      });
      r.end(req.body);
    });
  }
  return { send, close: () => agent.destroy() };
}

export type FuzzClient = ReturnType<typeof fuzzClient>;

/** A JSON request for setting things up (fixtures); throws unless the status is the expected one. */
export async function jsonCall(client: FuzzClient, method: string, path: string, body?: unknown, token?: string, expect = [200, 201]): Promise<any> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await client.send({ method, path, headers, body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)) });
  if (!expect.includes(res.status)) throw new Error(`fuzz setup: ${method} ${path} answered ${res.status} ${res.transportError ?? res.body.slice(0, 300)}`);
  return res.body ? JSON.parse(res.body) : undefined;
}
