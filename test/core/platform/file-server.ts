import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorHandler, notFoundHandler } from '../../../core/http/error-handler.js';
import { fileRoutes } from '../../../core/storage/file-routes.js';
import type { Storage } from '../../../core/storage/storage.js';

export interface FileServer {
  baseUrl: string;
  /** mounts the service's file route for this storage, as core/app.ts does */
  serve(storage: Storage): void;
  close(): Promise<void>;
}

/** A real HTTP server on a free port; its URL is known before the storage (which needs it) is built. */
export async function startFileServer(): Promise<FileServer> {
  let app: express.Express | undefined;
  const server = http.createServer((req, res) => {
    if (app) app(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    serve(storage) {
      app = express();
      app.use(fileRoutes(storage));
      app.use(notFoundHandler);
      app.use(errorHandler);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** GET with the path sent byte for byte (fetch would resolve `..` segments before sending). */
export function rawGet(baseUrl: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: rawPath, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
